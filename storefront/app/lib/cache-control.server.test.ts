import { describe, expect, it } from 'vitest';
import { defaultCacheControl } from './cache-control.server';

const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

describe('cache policy of pages', () => {
  it('lets browsers keep anonymous content pages, revalidated, and no shared cache', () => {
    for (const path of ['/it', '/en/cerca', '/fr/eventi/concerto-12', '/it/carrellone'])
      expect(defaultCacheControl(request(path), 200)).toBe('private, no-cache');
  });

  it('gives the value the storefront page cache keeps (page-cache.js)', async () => {
    const pageCache = await import('../../page-cache.js');
    expect(defaultCacheControl(request('/it'), 200)).toBe(pageCache.anonymousCacheControl);
  });

  it('never stores cart, purchase, checkout and account pages', () => {
    for (const path of [
      '/it/carrello',
      '/en/acquista/visite-guidate/3',
      '/fr/checkout',
      '/it/checkout/success/5',
      '/en/dashboard',
      '/it/dashboard/profilo/ordini',
      '/it/registrazione/invito',
    ])
      expect(defaultCacheControl(request(path), 200)).toBe('private, no-store');
  });

  it('never stores pages of signed-in visitors or errors', () => {
    expect(defaultCacheControl(request('/it', 'directus_refresh_token=abc'), 200)).toBe(
      'private, no-store',
    );
    expect(defaultCacheControl(request('/it/nowhere'), 404)).toBe('private, no-store');
  });
});
