import { directusUrl, storefrontToken } from '../config.server';
import { createContentClient } from './content';
import type { ContentClient } from './content';

/**
 * The content client of route loaders. Content is public and the same for every visitor, so it
 * is read with the storefront's static token (STOREFRONT_TOKEN) and kept for a few seconds in a
 * small in-process cache (CONTENT_CACHE_TTL seconds, 30 by default, 0 turns it off): concurrent
 * renders of the same page share one request to the content service. Previews are never cached.
 */
const ttlMs = Number(process.env.CONTENT_CACHE_TTL ?? 30) * 1000;
const maxEntries = 1000;
const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

function cached<A extends unknown[], R>(
  name: string,
  run: (...args: A) => Promise<R>,
  skip?: (...args: A) => boolean,
) {
  return (...args: A): Promise<R> => {
    if (ttlMs <= 0 || skip?.(...args)) return run(...args);
    const key = `${name}:${JSON.stringify(args)}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<R>;
    const value = run(...args);
    cache.set(key, { expires: now + ttlMs, value });
    value.catch(() => cache.delete(key));
    if (cache.size > maxEntries) {
      for (const [k, entry] of cache) {
        if (entry.expires <= now || cache.size > maxEntries) cache.delete(k);
        if (cache.size <= maxEntries) break;
      }
    }
    return value;
  };
}

let shared: ContentClient | undefined;

export function content(): ContentClient {
  if (!shared) {
    const client = createContentClient({ url: directusUrl(), token: storefrontToken() });
    shared = {
      footer: cached('footer', client.footer),
      search: cached('search', client.search),
      item: cached('item', client.item, (_l, _t, _i, preview) => Boolean(preview)),
      bySlug: cached('bySlug', client.bySlug),
      sitemap: cached('sitemap', client.sitemap),
      categories: cached('categories', client.categories),
    };
  }
  return shared;
}
