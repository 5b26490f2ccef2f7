import { describe, expect, it } from 'vitest';
import { preFooterLayout, preFooterSectionForPath } from './layout';

describe('preFooterLayout', () => {
  it('is vertical for exactly 3 cards and a grid otherwise', () => {
    expect(preFooterLayout(3)).toBe('vertical');
    for (const count of [0, 1, 2, 4, 5, 6]) expect(preFooterLayout(count)).toBe('grid');
  });
});

describe('preFooterSectionForPath', () => {
  it('picks the section from the first path segment, visit by default', () => {
    expect(preFooterSectionForPath('/convention/venues')).toBe('convention');
    expect(preFooterSectionForPath('/trade')).toBe('trade');
    expect(preFooterSectionForPath('/scuole/gite')).toBe('scuole');
    expect(preFooterSectionForPath('/press/kit')).toBe('press');
    expect(preFooterSectionForPath('/visita/musei')).toBe('visita');
    expect(preFooterSectionForPath('/')).toBe('visita');
  });
});
