import { data, redirect } from 'react-router';

/** 404 of a failed parameter check (spec section 8). */
export function notFound(url: URL): never {
  throw data(`Page Not Found: ${url.pathname}`, { status: 404, statusText: 'Page Not Found' });
}

/** The loader of an endpoint that takes POST requests only: any other method is a 405. */
export function postOnly(): never {
  throw data('Method Not Allowed', { status: 405 });
}

/**
 * A JSON answer that no cache may keep, with its length: the server's compression leaves an answer
 * under 1 KB as it is only when it knows the length (a queue status poll, about 300 bytes, was
 * gzipped for every waiting visitor).
 */
export function noStoreJson(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(new TextEncoder().encode(text).length),
      'Cache-Control': 'no-store',
    },
  });
}

export function redirectTo(location: string): never {
  throw redirect(location);
}

/** The page address of a request: single-fetch data requests (`/path.data?_routes=`) mapped back to `/path`. */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) {
    url.pathname = url.pathname === '/_root.data' ? '/' : url.pathname.slice(0, -'.data'.length);
    url.searchParams.delete('_routes');
  }
  return url;
}
