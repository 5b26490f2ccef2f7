import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';

/*
 * React Router's matcher keeps the matches of the latest paths (patches/react-router@8.4.0.patch):
 * a server matches every request twice against every branch of the route tree. What a caller
 * gets must stay the same as without the cache, and must be its own.
 */
const routes = [
  {
    id: 'site',
    path: '/',
    children: [
      {
        id: 'lang',
        path: ':lang',
        children: [
          { id: 'home', index: true },
          { id: 'detail', path: 'l/:type/:id' },
          { id: 'content', path: '*' },
        ],
      },
    ],
  },
];

describe('route matching with the matches cache', () => {
  it('answers a path seen before with the same matches, as copies', () => {
    const handler = createStaticHandler(routes);
    const first = handler.match('/it/l/eventi/42');
    const second = handler.match('/it/l/eventi/42');
    expect(second).toEqual(first);
    expect(second?.map((m) => m.route.id)).toEqual(['site', 'lang', 'detail']);
    expect(second?.[2]?.params).toEqual({ lang: 'it', type: 'eventi', id: '42' });
    // One params object per answer, shared by its matches as without the cache.
    expect(second?.[0]?.params).toBe(second?.[2]?.params);
    expect(second?.[0]?.params).not.toBe(first?.[0]?.params);
    expect(second?.[2]).not.toBe(first?.[2]);
  });

  it('keeps what a caller does to its matches out of the next answer', () => {
    const handler = createStaticHandler(routes);
    const first = handler.match('/fr/musees/egizio');
    expect(first?.[2]?.params).toEqual({ lang: 'fr', '*': 'musees/egizio' });
    (first![2]!.params as Record<string, string>).lang = 'en';
    first![2]!.pathname = '/changed';
    const again = handler.match('/fr/musees/egizio');
    expect(again?.[2]?.params).toEqual({ lang: 'fr', '*': 'musees/egizio' });
    expect(again?.[2]?.pathname).toBe('/fr/musees/egizio');
  });

  it('matches other paths and misses as before', () => {
    const handler = createStaticHandler(routes);
    handler.match('/it');
    expect(handler.match('/en')?.map((m) => m.route.id)).toEqual(['site', 'lang', 'home']);
    expect(handler.match('/en?x=1')?.at(-1)?.params).toEqual({ lang: 'en' });
    const narrow = createStaticHandler([{ id: 'only', path: '/a' }]);
    expect(narrow.match('/b')).toBeNull();
    expect(narrow.match('/b')).toBeNull();
    expect(narrow.match('/a')?.map((m) => m.route.id)).toEqual(['only']);
  });
});
