import { directusUrl, storefrontToken } from '../config.server';
import { sanitize } from '../html.server';
import { createContentClient } from './content';
import type { ContentClient } from './content';

/*
 * The content client of route loaders. Content is public and the same for every visitor, so it
 * is read with the storefront's static token (STOREFRONT_TOKEN) and kept in a small in-process
 * cache: an answer is fresh for CONTENT_CACHE_TTL seconds (30 by default, 0 turns the cache off),
 * and for CONTENT_CACHE_STALE seconds more (300) it is still served at once while one request in
 * the background fetches the new answer (stale-while-revalidate). Concurrent renders of the same
 * page share one request; failed answers are never kept, and a failed refresh keeps the last good
 * answer until it is too old. Previews are never cached.
 */

export interface CacheOptions {
  /** Milliseconds an answer is fresh; 0 or less: no cache. */
  ttlMs: number;
  /** Milliseconds after that during which the old answer is served while a new one is fetched. */
  staleMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  /** The last good answer (or the first request, still in flight). */
  value: Promise<unknown>;
  settled: boolean;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

/** A cache of answers of async functions, keyed by their name and arguments. */
export function createAnswerCache({
  ttlMs,
  staleMs,
  maxEntries = 1000,
  now = Date.now,
}: CacheOptions) {
  const entries = new Map<string, Entry>();

  function store(key: string, value: Promise<unknown>, previous?: Entry): void {
    const entry: Entry = previous ?? {
      value,
      settled: false,
      freshUntil: 0,
      staleUntil: 0,
      refreshing: false,
    };
    const started = now();
    value.then(
      () => {
        entry.value = value;
        entry.settled = true;
        entry.freshUntil = started + ttlMs;
        entry.staleUntil = started + ttlMs + staleMs;
        entry.refreshing = false;
      },
      () => {
        entry.refreshing = false;
        // A first request that failed is forgotten; a failed refresh keeps the last good answer.
        if (!entry.settled && entries.get(key) === entry) entries.delete(key);
      },
    );
    if (!previous) {
      // While in flight the request is shared; it counts as fresh.
      entry.freshUntil = Number.POSITIVE_INFINITY;
      entries.set(key, entry);
      evict();
    }
  }

  function evict(): void {
    if (entries.size <= maxEntries) return;
    const t = now();
    for (const [key, entry] of entries) {
      if (entry.settled && entry.staleUntil <= t) entries.delete(key);
    }
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(key);
    }
  }

  function wrap<A extends unknown[], R>(
    name: string,
    run: (...args: A) => Promise<R>,
    skip?: (...args: A) => boolean,
  ): (...args: A) => Promise<R> {
    return (...args: A): Promise<R> => {
      if (ttlMs <= 0 || skip?.(...args)) return run(...args);
      const key = `${name}:${JSON.stringify(args)}`;
      const entry = entries.get(key);
      const t = now();
      if (entry && (!entry.settled || entry.freshUntil > t)) return entry.value as Promise<R>;
      if (entry && entry.staleUntil > t) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          store(key, run(...args), entry);
        }
        return entry.value as Promise<R>;
      }
      if (entry) entries.delete(key);
      const value = run(...args);
      store(key, value);
      return value;
    };
  }

  return { wrap, size: () => entries.size, clear: () => entries.clear() };
}

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) ? value * 1000 : fallback * 1000;
};

let shared: ContentClient | undefined;

export function content(): ContentClient {
  if (!shared) {
    const client = createContentClient({ url: directusUrl(), token: storefrontToken() });
    const cache = createAnswerCache({
      ttlMs: seconds('CONTENT_CACHE_TTL', 30),
      staleMs: seconds('CONTENT_CACHE_STALE', 300),
    });
    // The page cache (server.js, page-cache.js) drops these answers when content changes, so that
    // the pages it renders again read the new content.
    (globalThis as Record<symbol, unknown>)[Symbol.for('city.content-answers.clear')] = () =>
      cache.clear();
    shared = {
      // The footer's end text is CMS HTML: sanitised once per answer, as the cache keeps it,
      // rather than on every page that shows the footer.
      footer: cache.wrap('footer', async (locale, prefooter) => {
        const footer = await client.footer(locale, prefooter);
        return { ...footer, fine_pagina: sanitize(footer.fine_pagina) };
      }),
      search: cache.wrap('search', client.search),
      item: cache.wrap('item', client.item, (_l, _t, _i, preview) => Boolean(preview)),
      bySlug: cache.wrap('bySlug', client.bySlug),
      sitemap: cache.wrap('sitemap', client.sitemap),
      categories: cache.wrap('categories', client.categories),
    };
  }
  return shared;
}
