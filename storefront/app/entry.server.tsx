import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { createContext, ServerRouter } from 'react-router';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { allMessages } from './lib/i18n/messages.server';
import { registerMessages } from './lib/i18n/instance';
import { defaultLocale, locales } from './lib/i18n/config';
import { NonceContext } from './lib/nonce';
import { contentSecurityPolicy } from './lib/security';
import { publicConfig } from './lib/config.server';

/**
 * The CSP nonce of the request. server.js creates it (and sends the CSP header with it); when
 * the app runs without server.js (react-router dev) the entry makes one and sends the header.
 */
export const cspNonceContext = createContext<string | null>(null);

export const streamTimeout = 5_000;

for (const locale of locales) {
  registerMessages(locale, allMessages[locale], allMessages[defaultLocale]);
}

function nonceOf(loadContext: RouterContextProvider | undefined, headers: Headers): string {
  const fromServer = loadContext?.get(cspNonceContext);
  if (fromServer) return fromServer;
  const nonce = randomBytes(16).toString('base64');
  const assets = publicConfig().assetsOrigin;
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, { imgOrigins: [assets] }));
  return nonce;
}

/**
 * Anonymous pages are the same for everyone: shared caches may keep them a minute and serve
 * them stale for ten while revalidating. Signed-in visitors and errors are never stored.
 */
function defaultCacheControl(request: Request, status: number): string {
  const cookie = request.headers.get('cookie') ?? '';
  if (status !== 200 || /directus_(access|refresh)_token=/.test(cookie)) return 'private, no-store';
  return 'public, max-age=60, stale-while-revalidate=600';
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get('user-agent');
  const bot = Boolean(userAgent && isbot(userAgent));
  // Known crawlers are not shown an error page (spec section 8): the status alone answers them.
  if (bot && responseStatusCode >= 400) {
    responseHeaders.set('Content-Type', 'text/plain; charset=utf-8');
    responseHeaders.set('Cache-Control', 'no-store');
    return new Response(String(responseStatusCode), {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }
  const nonce = nonceOf(loadContext, responseHeaders);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the complete document in one piece; browsers get the shell streamed first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      bot || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (!responseHeaders.has('Cache-Control')) {
            responseHeaders.set('Cache-Control', defaultCacheControl(request, responseStatusCode));
          }
          // The consent banner and the language of / are rendered from cookies.
          responseHeaders.append('Vary', 'Cookie');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
