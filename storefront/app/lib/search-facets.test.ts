import { describe, expect, it } from 'vitest';
import { facetsHref } from './search-facets';
import { parseFacets } from './read-search-facets.server';

describe('search facets in the URL', () => {
  it('keeps valid facets and drops malformed ones', () => {
    expect(
      parseFacets(
        new URLSearchParams('q=museo&type=eventi&from=2026-12-01&to=bad&page=2&sort=x&past=1'),
      ),
    ).toEqual({
      q: 'museo',
      type: 'eventi',
      from: '2026-12-01',
      page: 2,
      past: '1',
    });
    expect(parseFacets(new URLSearchParams('type=nope&category=<script>'))).toEqual({});
  });

  it('builds the address of another page of the same search', () => {
    expect(facetsHref('/it/cerca', { q: 'museo', type: 'eventi' }, 3)).toBe(
      '/it/cerca?q=museo&type=eventi&page=3',
    );
    expect(facetsHref('/it/cerca', { q: 'museo', page: 3 }, 1)).toBe('/it/cerca?q=museo');
  });
});
