/** Cart, purchase, checkout and account pages: about one visitor, never kept by a cache. */
const privatePath =
  /^\/(?:it|en|fr)\/(?:carrello|acquista|checkout|dashboard|registrazione)(?:\/|$)/;

/**
 * Anonymous content pages are the same for everyone, but every body carries its request's CSP
 * nonce: a shared cache must never keep one (it would hand the nonce to other visitors). The
 * browser keeps them and revalidates on every use (`private, no-cache`); the storefront's own page
 * cache (page-cache.js) keeps this answer as a template and puts a fresh nonce in every response.
 * Signed-in visitors, the private pages and errors are never stored.
 */
export const anonymousCacheControl = 'private, no-cache';

export function defaultCacheControl(request: Request, status: number): string {
  const cookie = request.headers.get('cookie') ?? '';
  if (status !== 200 || /directus_(access|refresh)_token=/.test(cookie)) return 'private, no-store';
  if (privatePath.test(new URL(request.url).pathname)) return 'private, no-store';
  return anonymousCacheControl;
}
