import { publicConfig } from '../config.server';

/** Public origin of the site: PUBLIC_SITE_URL when configured, otherwise the request's own. */
export function siteOrigin(request: Request): string {
  return publicConfig().siteOrigin || new URL(request.url).origin;
}
