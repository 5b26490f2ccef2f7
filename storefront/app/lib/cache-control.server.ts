/** Cart, purchase, checkout and account pages: about one visitor, never kept by a cache. */
const privatePath =
  /^\/(?:it|en|fr)\/(?:carrello|acquista|checkout|dashboard|registrazione)(?:\/|$)/;

/**
 * Anonymous content pages are the same for everyone: caches may keep them a minute and serve
 * them stale for ten while revalidating. Signed-in visitors, the private pages and errors are
 * never stored.
 */
export function defaultCacheControl(request: Request, status: number): string {
  const cookie = request.headers.get('cookie') ?? '';
  if (status !== 200 || /directus_(access|refresh)_token=/.test(cookie)) return 'private, no-store';
  if (privatePath.test(new URL(request.url).pathname)) return 'private, no-store';
  return 'public, max-age=60, stale-while-revalidate=600';
}
