// The queue page's status poll on the bare HTTP server, before Express: every 30 s per waiting
// visitor, it is most of what the site is asked the day a big event goes on sale, and it needs
// none of Express's request and response objects, router, body parser, compression, page headers
// or React Router. A CPU profile of a storefront answering 160 polls a second had about a fifth of
// its busy time in Express, its router and body parser for these requests alone (README.md,
// Benchmarks). What a poll is answered is app/features/queue/status-poll.server.ts's; this module
// only reads the request as Express would have read it for that function.

/** The poll's path in the three languages. */
export const STATUS_POLL_PATH = /^\/(?:it|en|fr)\/acquista\/coda\/stato$/;

/** The largest body a poll may send (`{ "session_id": … }` is under 150 bytes). */
export const STATUS_POLL_BODY_LIMIT = 2048;

/**
 * True for an address that Express's `trust proxy` setting `loopback` trusts: 127.0.0.0/8 and
 * ::1, written as IPv6 or IPv4-mapped IPv6.
 */
export function isLoopback(address) {
  if (typeof address !== 'string') return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

const first = (value) => (Array.isArray(value) ? value[0] : value);

/**
 * The request's origin as React Router's Express adapter builds its URL with `trust proxy` set to
 * `loopback`: X-Forwarded-Proto and X-Forwarded-Host (the first of a list) only from a loopback
 * peer, the port of X-Forwarded-Host, else the Host header's.
 */
export function requestOrigin(req) {
  const trusted = isLoopback(req.socket?.remoteAddress);
  const forwardedProto = trusted ? first(req.headers['x-forwarded-proto']) : undefined;
  const protocol = forwardedProto
    ? forwardedProto.split(',')[0].trim()
    : req.socket?.encrypted
      ? 'https'
      : 'http';
  const forwardedHost = first(req.headers['x-forwarded-host']);
  const hostHeader = first(req.headers.host);
  const hostValue =
    (trusted && forwardedHost ? forwardedHost.split(',')[0].trimEnd() : hostHeader) ?? '';
  const offset = hostValue.startsWith('[') ? hostValue.indexOf(']') + 1 : 0;
  const colon = hostValue.indexOf(':', offset);
  const hostname = colon === -1 ? hostValue : hostValue.slice(0, colon);
  // the adapter reads the port of X-Forwarded-Host whoever sent it, then the Host header's
  const portOf = (value) => Number.parseInt(value?.split(':')[1] ?? '', 10);
  const forwardedPort = portOf(forwardedHost);
  const hostPort = portOf(hostHeader);
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : '';
  const host = hostname.split(/[\\/?#@]/)[0] || 'localhost';
  return `${protocol}://${host}${port ? `:${port}` : ''}`;
}

/** True when the request's Content-Type is JSON (`application/json`, with or without parameters). */
function isJson(req) {
  const type = first(req.headers['content-type']);
  return typeof type === 'string' && /^application\/json\s*(?:;|$)/i.test(type.trim());
}

/**
 * The body as JSON: `{ value }` (undefined when it is not JSON by its Content-Type), or
 * `{ invalid: true }` when it is too long or does not parse.
 */
export function readJsonBody(req, limit = STATUS_POLL_BODY_LIMIT) {
  return new Promise((resolve) => {
    const declared = Number(first(req.headers['content-length']));
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      resolve({ invalid: true });
      return;
    }
    const chunks = [];
    let length = 0;
    let over = false;
    req.on('data', (chunk) => {
      if (over) return;
      length += chunk.length;
      if (length <= limit) chunks.push(chunk);
      else {
        // answered at once; the rest is read and dropped
        over = true;
        chunks.length = 0;
        resolve({ invalid: true });
      }
    });
    req.on('end', () => {
      if (over) return;
      if (!isJson(req) || length === 0) return resolve({ value: undefined });
      try {
        resolve({ value: JSON.parse(Buffer.concat(chunks, length).toString('utf8')) });
      } catch {
        resolve({ invalid: true });
      }
    });
    req.on('error', () => resolve({ invalid: true }));
  });
}

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

/**
 * A request listener for `http.createServer` that answers the status polls with `answer`
 * (answerStatusPoll of the build) and hands every other request to `next` (the Express app).
 */
export function statusPollListener(answer, next) {
  return (req, res) => {
    const path = req.url?.split('?', 1)[0];
    if (req.method !== 'POST' || !path || !STATUS_POLL_PATH.test(path)) {
      next(req, res);
      return;
    }
    readJsonBody(req)
      .then(async (body) => {
        if (body.invalid) {
          send(res, 400, { code: 'INVALID_PAYLOAD' });
          return;
        }
        const answered = await answer({
          ownOrigin: requestOrigin(req),
          origin: first(req.headers.origin) ?? null,
          referer: first(req.headers.referer) ?? null,
          body: body.value,
        });
        send(res, answered.status, answered.body);
      })
      .catch((error) => {
        console.error('Queue status poll failed', error);
        if (!res.headersSent) send(res, 500, { code: 'INTERNAL' });
        else res.destroy();
      });
  };
}
