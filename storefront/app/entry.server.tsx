import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { createContext, ServerRouter } from 'react-router';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { allMessages } from './lib/i18n/messages.server';
import { keepTranslations, registerMessages } from './lib/i18n/instance';
import { defaultLocale, locales } from './lib/i18n/config';
import { NonceContext } from './lib/nonce';
import { StylesBundleContext } from './lib/styles-bundle-context';
import { FooterMarkupContext } from './lib/footer-markup';
import { footerMarkup } from './components/SiteFooter.server';
import { stylesBundleHref } from './lib/styles-bundle-href.server';
import { contentSecurityPolicy } from './lib/security';
import { publicConfig } from './lib/config.server';
import { defaultCacheControl } from './lib/cache-control.server';

/**
 * The CSP nonce of the request. server.js creates it (and sends the CSP header with it); when
 * the app runs without server.js (react-router dev) the entry makes one and sends the header.
 */
export const cspNonceContext = createContext<string | null>(null);

/** The client address context, which server.js fills with Express's `req.ip`. */
export { clientAddressContext } from './lib/client-address.server';

/** The queue page's status poll, which server.js answers before React Router. */
export { answerStatusPoll } from './features/queue/status-poll.server';

export const streamTimeout = 5_000;

for (const locale of locales) {
  keepTranslations(registerMessages(locale, allMessages[locale], allMessages[defaultLocale]));
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
 * React writes its output in pieces of a few kilobytes; every piece then crosses the web stream
 * of the response, the compression stream and the socket. The pieces written in one go (one
 * flush of React) are passed on as a single chunk, so a page costs a handful of writes instead of
 * dozens, while content that streams in later still goes out as soon as React writes it.
 */
function coalescing(onEnd: () => void): Transform {
  let parts: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      onEnd();
      callback();
    },
  });
  function release() {
    scheduled = false;
    if (parts.length === 0) return;
    const chunk = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    parts = [];
    stream.push(chunk);
  }
  return stream;
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
  const styles = stylesBundleHref(routerContext);

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
        <StylesBundleContext.Provider value={styles}>
          {/* The pages with the joined stylesheet are those that are not hydrated. */}
          <FooterMarkupContext.Provider value={styles ? footerMarkup : null}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </FooterMarkupContext.Provider>
        </StylesBundleContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescing(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
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
