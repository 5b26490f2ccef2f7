/** Server-side configuration read from the environment (see the README of the storefront). */
export interface PublicConfig {
  /** Origin of the content service as the browser sees it (asset URLs). */
  assetsOrigin: string;
  /** Tag manager script, loaded only after consent; empty means none. */
  tagManagerUrl: string;
  /** Accessibility widget script, loaded 5,500 ms after start; empty means none. */
  a11yWidgetUrl: string;
  /** Public origin of the site, for canonical URLs and sitemaps (empty: taken from the request). */
  siteOrigin: string;
}

function env(name: string): string {
  return (process.env[name] ?? '').trim();
}

/** Base address of the content service for calls made by the server. */
export function directusUrl(): string {
  return (env('DIRECTUS_URL') || 'http://127.0.0.1:8055').replace(/\/$/, '');
}

/** Address of the backend as the browser sees it (SSO redirects, operators' images). */
export function directusPublicUrl(): string {
  return (env('PUBLIC_DIRECTUS_URL') || directusUrl()).replace(/\/+$/, '');
}

/** Static token of the storefront user; the demo token is the local fallback, which server.js
 * refuses on a public origin (production-check.js). */
export function storefrontToken(): string {
  return env('STOREFRONT_TOKEN') || 'citta-storefront-token-demo';
}

export function publicConfig(): PublicConfig {
  return {
    assetsOrigin: (env('PUBLIC_DIRECTUS_URL') || directusUrl()).replace(/\/$/, ''),
    tagManagerUrl: env('TAG_MANAGER_URL'),
    a11yWidgetUrl: env('A11Y_WIDGET_URL'),
    siteOrigin: env('PUBLIC_SITE_URL').replace(/\/$/, ''),
  };
}
