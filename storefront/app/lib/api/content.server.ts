import { directusUrl, storefrontToken } from '../config.server';
import { createContentClient } from './content';
import type { ContentClient } from './content';

let shared: ContentClient | undefined;

/**
 * The content client of route loaders. Content is public and the same for every visitor, so it
 * is read with the storefront's static token (STOREFRONT_TOKEN); pages stay cacheable.
 */
export function content(): ContentClient {
  shared ??= createContentClient({ url: directusUrl(), token: storefrontToken() });
  return shared;
}
