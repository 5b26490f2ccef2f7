import { describe, expect, it, vi } from 'vitest';
import { content, createAnswerCache } from './content.server';

function setup(ttlMs = 1000, staleMs = 5000) {
  let time = 0;
  const cache = createAnswerCache({ ttlMs, staleMs, now: () => time });
  return { cache, advance: (ms: number) => (time += ms) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('content answer cache', () => {
  it('shares one request between concurrent callers and reuses a fresh answer', async () => {
    const { cache, advance } = setup();
    const run = vi.fn(async (slug: string) => `page ${slug}`);
    const cached = cache.wrap('bySlug', run);
    const [a, b] = await Promise.all([cached('x'), cached('x')]);
    expect([a, b]).toEqual(['page x', 'page x']);
    advance(999);
    expect(await cached('x')).toBe('page x');
    expect(run).toHaveBeenCalledTimes(1);
    expect(await cached('y')).toBe('page y');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('serves a stale answer at once and refreshes it in the background, once', async () => {
    const { cache, advance } = setup();
    let version = 1;
    const run = vi.fn(async () => `v${version}`);
    const cached = cache.wrap('footer', run);
    expect(await cached()).toBe('v1');
    version = 2;
    advance(1500);
    expect(await Promise.all([cached(), cached()])).toEqual(['v1', 'v1']);
    expect(run).toHaveBeenCalledTimes(2);
    await tick();
    expect(await cached()).toBe('v2');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits for a new answer once the stale window is over', async () => {
    const { cache, advance } = setup();
    let version = 1;
    const cached = cache.wrap('footer', async () => `v${version}`);
    await cached();
    version = 2;
    advance(7000);
    expect(await cached()).toBe('v2');
  });

  it('never keeps a failure, and keeps the last good answer when a refresh fails', async () => {
    const { cache, advance } = setup();
    const run = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down'));
    run.mockResolvedValueOnce('ok');
    const cached = cache.wrap('search', run);
    await expect(cached()).rejects.toThrow('down');
    expect(await cached()).toBe('ok');
    run.mockRejectedValueOnce(new Error('down again'));
    advance(1500);
    expect(await cached()).toBe('ok');
    await tick();
    // The failed refresh left the last good answer; the next call tries again.
    run.mockResolvedValue('new');
    expect(await cached()).toBe('ok');
    await tick();
    expect(await cached()).toBe('new');
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('does not cache skipped calls or when the time to live is zero', async () => {
    const { cache } = setup();
    const run = vi.fn(async (token?: string) => token ?? 'public');
    const cached = cache.wrap('item', run, (token) => Boolean(token));
    await cached('preview');
    await cached('preview');
    expect(run).toHaveBeenCalledTimes(2);
    const off = createAnswerCache({ ttlMs: 0, staleMs: 0 }).wrap('item', run);
    await off();
    await off();
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('keeps at most the configured number of entries', async () => {
    const cache = createAnswerCache({ ttlMs: 1000, staleMs: 0, maxEntries: 2, now: () => 0 });
    const cached = cache.wrap('item', async (id: number) => id);
    await Promise.all([cached(1), cached(2), cached(3)]);
    expect(cache.size()).toBe(2);
  });
});

describe('content service answers', () => {
  it('keeps the footer with its end text sanitised, once per answer', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        footer: { fine_pagina: '<p onclick="steal()">Fine<script>steal()</script></p>' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const first = await content().footer('it', 'visita');
      expect(first.fine_pagina).toBe('<p>Fine</p>');
      // The cache hands out the sanitised answer itself, not a new copy per page.
      expect(await content().footer('it', 'visita')).toBe(first);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
