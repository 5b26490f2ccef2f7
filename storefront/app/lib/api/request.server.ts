import { createContext } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { directusPublicUrl, directusUrl, storefrontToken } from '../config.server';
import { type AuthClient, type Viewer, createAuthClient } from './auth';
import { content } from './content.server';
import type { ContentClient } from './content';
import { type ShopClient, createShopClient } from './product';
import { type TokenSource, createTransport } from './transport';

/*
 * The backend clients of one request, created once from the request's session by the root
 * middleware (session.server.ts) and handed to loaders and actions through their context:
 * `api(context).shop.listino(...)`. The clients never read cookies or refresh tokens themselves;
 * the session hands them its (refreshed) access token.
 */

/** What the clients need from the request's session. */
export interface SessionAccess {
  /** The viewer's valid access token (refreshed once when expired), or null for a visitor. */
  accessToken(): Promise<string | null>;
  viewer(): Promise<Viewer>;
}

export interface RequestApi extends SessionAccess {
  /** The product API as the viewer: their token when signed in, else the storefront's. */
  shop: ShopClient;
  /** The product API with the storefront's token only (public catalogue reads). */
  publicShop: ShopClient;
  /** The auth API; calls for a user take that user's token. */
  auth: AuthClient;
  /** The content API (public, cached, the storefront's token). */
  content: ContentClient;
  /** Address of the backend as the browser sees it. */
  publicUrl: string;
}

const storefront: TokenSource = () => storefrontToken();

let publicShop: ShopClient | undefined;
let auth: AuthClient | undefined;

/** The product API with the storefront's token: the same for every request. */
export function storefrontShop(): ShopClient {
  return (publicShop ??= createShopClient(
    createTransport({ baseUrl: directusUrl(), token: storefront }),
  ));
}

/** The auth API, which sends no token unless a call names one: the same for every request. */
export function authClient(): AuthClient {
  return (auth ??= createAuthClient(createTransport({ baseUrl: directusUrl() })));
}

export function createRequestApi(session: SessionAccess): RequestApi {
  const viewerToken: TokenSource = async () => (await session.accessToken()) ?? storefrontToken();
  return {
    accessToken: () => session.accessToken(),
    viewer: () => session.viewer(),
    shop: createShopClient(createTransport({ baseUrl: directusUrl(), token: viewerToken })),
    publicShop: storefrontShop(),
    auth: authClient(),
    content: content(),
    publicUrl: directusPublicUrl(),
  };
}

export const apiContext = createContext<RequestApi | null>(null);

/** The request's clients; the root middleware has put them in the context. */
export function api(context: Readonly<RouterContextProvider>): RequestApi {
  const found = context.get(apiContext);
  if (!found) throw new Error('No backend clients in the request context: is authMiddleware set?');
  return found;
}
