// The shared cache of anonymous pages (see README.md, "Page cache").
//
// A page that does not depend on the visitor — a GET or HEAD under /it, /en or /fr, outside the
// cart, purchase, checkout, account, registration and preview pages, from a visitor without a
// Directus session cookie — is rendered once for a key of origin, path, query and consent choice
// (the only cookie an anonymous page reads), by a request that carries nothing else of the
// visitor: no other cookie, no address, no language header. A 200 HTML answer marked
// `private, no-cache` by the app and setting no cookie is kept as a template whose CSP nonce is a
// random placeholder; every response fills in its own request's nonce, so no two visitors ever
// share one. Everything else the render answers (404, redirects, errors) is sent to the visitors
// who waited for it and not kept.
//
// Entries live in process memory (a least-recently-used list bounded in bytes) and, when REDIS is
// set, in Redis for every storefront process. An entry is fresh for PAGE_CACHE_TTL seconds; for
// PAGE_CACHE_STALE seconds more it is still served while one request re-renders it in the
// background; concurrent misses of a key render once. Content changes drop entries by path
// (createChangeFeed reads the backend's log of changed pages).
import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';

/** The Cache-Control of the app's anonymous pages (app/lib/cache-control.server.ts). */
export const anonymousCacheControl = 'private, no-cache';

/** Pages about one visitor, never rendered for the cache (with or without a session). */
const privatePath =
  /^\/(?:it|en|fr)\/(?:carrello|acquista|checkout|dashboard|registrazione|preview)(?:\/|$)/;
const pagePath = /^\/(?:it|en|fr)(?:\/|$)/;
/** Any Directus cookie (access, refresh, session token) marks a signed-in visitor. */
const sessionCookie = /(?:^|;)\s*directus_[a-z_]*=/i;
const maxUrlLength = 2048;

/** The consent cookie (app/lib/consent.ts), the only cookie an anonymous page reads. */
const consentCookie = 'preferences';
const consentFields = ['bannerClosed', 'gdpr', 'misurazione', 'marketing'];

/** Reads one cookie from a Cookie header, percent-decoded (as app/lib/i18n/detect.ts). */
function readCookie(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The consent choice as the app reads it: null without a readable cookie (the app's initial
 * preferences), else the four booleans. Two cookies the app reads alike give the same choice.
 */
export function consentOf(cookieHeader) {
  const raw = readCookie(cookieHeader, consentCookie);
  if (!raw) return null;
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const read = (field) => value !== null && typeof value === 'object' && value[field] === true;
  return Object.fromEntries(consentFields.map((field) => [field, read(field)]));
}

/**
 * The path as the router matches it (percent-decoded, case folded, repeated slashes as one,
 * without a trailing slash), or null when it cannot be decoded.
 */
export function normalPath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const folded = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return folded.length > 1 ? folded.replace(/\/$/, '') : folded;
}

/**
 * What the cache renders and keeps for a request, or null when the request is not for it:
 * `key` (origin, path, query, consent), `path` (normalised, for invalidation), `url` and the
 * `cookie` header of the render. Input: method, origin, the URL as sent (path and query) and the
 * Cookie header.
 */
export function cacheTarget({ method, origin, url, cookie }) {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (typeof url !== 'string' || url.length > maxUrlLength || !url.startsWith('/')) return null;
  if (cookie && sessionCookie.test(cookie)) return null;
  let parsed;
  try {
    parsed = new URL(url, origin);
    if (parsed.origin !== new URL(origin).origin) return null;
  } catch {
    return null;
  }
  const path = normalPath(parsed.pathname);
  if (!path || !pagePath.test(path) || privatePath.test(path)) return null;
  // single-fetch data requests of hydrated pages, and the router's manifest
  if (path.endsWith('.data') || parsed.searchParams.has('_routes')) return null;
  const consent = consentOf(cookie);
  const choice = consent ? consentFields.map((f) => (consent[f] ? 1 : 0)).join('') : '-';
  return {
    key: `${parsed.origin}${parsed.pathname}${parsed.search}#${choice}`,
    path,
    url: parsed.href,
    cookie: consent ? `${consentCookie}=${encodeURIComponent(JSON.stringify(consent))}` : null,
  };
}

/** A placeholder for the nonce in a cached page: random, so no page content can forge it. */
export function placeholderNonce() {
  return `pagecachenonce${randomBytes(16).toString('hex')}`;
}

export function fillNonce(template, placeholder, nonce) {
  return template.split(placeholder).join(nonce);
}

export function etagOf(template) {
  return `"${createHash('sha256').update(template).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names the ETag (weak or strong, or *). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Headers of a render never kept or passed on as they are. */
const droppedHeaders = new Set([
  'set-cookie',
  'content-length',
  'content-security-policy',
  'date',
  'connection',
  'transfer-encoding',
  'keep-alive',
  'etag',
]);

/**
 * Whether a render may be kept for everyone: 200, HTML, the app's anonymous Cache-Control, no
 * cookie set and no variation by anything but the cookie header (which is part of the key).
 */
export function storable(result) {
  if (result.status !== 200 || result.setsCookie) return false;
  const header = (name) => result.headers.find(([n]) => n === name)?.[1] ?? '';
  if (!header('content-type').startsWith('text/html')) return false;
  if (header('cache-control') !== anonymousCacheControl) return false;
  const vary = header('vary')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((v) => v === 'cookie' || v === 'accept-encoding');
}

/** A render's answer as the cache keeps it: status, kept headers, body with its placeholder. */
export async function resultOf(response, placeholder, startedAt) {
  const headers = [];
  let setsCookie = false;
  for (const [name, value] of response.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') setsCookie = true;
    if (!droppedHeaders.has(lower)) headers.push([lower, value]);
  }
  const body = await response.text();
  return { status: response.status, headers, body, placeholder, setsCookie, startedAt };
}

/** The memory and Redis cache, with stale-while-revalidate and one render per key at a time. */
export function createPageCache({
  maxBytes = 64 * 1024 * 1024,
  maxEntryBytes = 2 * 1024 * 1024,
  freshMs = 60_000,
  staleMs = 600_000,
  shared = null,
  now = Date.now,
  onError = () => {},
} = {}) {
  /** key → entry, least recently used first. */
  const entries = new Map();
  /** path → keys of its entries. */
  const byPath = new Map();
  /** key → the render (or shared read) in flight. */
  const inflight = new Map();
  /** path → when it was last dropped; renders started before are not kept. */
  const droppedAt = new Map();
  let allDroppedAt = 0;
  let bytes = 0;

  const sizeOf = (entry) =>
    Buffer.byteLength(entry.body) + entry.headers.reduce((n, [a, b]) => n + a.length + b.length, 0);

  function invalidated(path, startedAt) {
    return startedAt <= Math.max(allDroppedAt, droppedAt.get(path) ?? 0);
  }

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
    const keys = byPath.get(entry.path);
    keys?.delete(key);
    if (keys && keys.size === 0) byPath.delete(entry.path);
  }

  function keep(entry) {
    remove(entry.key);
    if (entry.size > maxEntryBytes) return;
    entries.set(entry.key, entry);
    bytes += entry.size;
    if (!byPath.has(entry.path)) byPath.set(entry.path, new Set());
    byPath.get(entry.path).add(entry.key);
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
    }
  }

  function touch(entry) {
    entries.delete(entry.key);
    entries.set(entry.key, entry);
  }

  function entryOf(target, result) {
    const entry = {
      key: target.key,
      path: target.path,
      status: 200,
      headers: result.headers,
      body: result.body,
      placeholder: result.placeholder,
      etag: etagOf(result.body),
      startedAt: result.startedAt,
    };
    entry.size = sizeOf(entry);
    return entry;
  }

  const age = (entry) => now() - entry.startedAt;
  const isFresh = (entry) => age(entry) < freshMs;
  const isUsable = (entry) =>
    age(entry) < freshMs + staleMs && !invalidated(entry.path, entry.startedAt);

  async function readShared(target) {
    if (!shared) return null;
    try {
      const entry = await shared.get(target.key);
      if (!entry || entry.key !== target.key || entry.path !== target.path) return null;
      if (!isUsable(entry)) return null;
      entry.size = sizeOf(entry);
      return entry;
    } catch (error) {
      onError(error);
      return null;
    }
  }

  /** Renders, keeps a storable answer not dropped meanwhile, and returns the outcome. */
  async function renderAndKeep(target, render) {
    const result = await render(target);
    if (!storable(result)) {
      // a page that is now gone or moved is not served stale any more
      if (result.status < 500) remove(target.key);
      return { result };
    }
    const entry = entryOf(target, result);
    if (invalidated(target.path, entry.startedAt)) return { entry, state: 'miss' };
    keep(entry);
    if (shared)
      shared.set(entry, freshMs + staleMs).catch((error) => {
        onError(error);
      });
    return { entry, state: 'miss' };
  }

  /** One render (or shared read) per key at a time; the others wait for it. */
  function once(key, work) {
    let pending = inflight.get(key);
    if (!pending) {
      pending = work().finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  function refreshInBackground(target, render) {
    if (inflight.has(target.key)) return;
    once(target.key, () => renderAndKeep(target, render)).catch(onError);
  }

  /**
   * The entry for a target ({ entry, state: hit | stale | miss }) or the answer of a render that
   * is not kept ({ result }); with no render function (HEAD), only what is already kept, or null.
   */
  async function lookup(target, render) {
    let entry = entries.get(target.key);
    if (entry && !isUsable(entry)) {
      remove(target.key);
      entry = undefined;
    }
    if (!entry && shared) {
      entry = await once(`shared:${target.key}`, () => readShared(target));
      if (entry && !invalidated(entry.path, entry.startedAt)) keep(entry);
      else entry = undefined;
    }
    if (entry) {
      touch(entry);
      if (isFresh(entry)) return { entry, state: 'hit' };
      if (render) refreshInBackground(target, render);
      return { entry, state: 'stale' };
    }
    if (!render) return null;
    return once(target.key, () => renderAndKeep(target, render));
  }

  /**
   * Drops the entries of these paths (every query and consent choice), or all of them.
   * @param {{ paths?: string[], all?: boolean }} [what]
   */
  async function drop({ paths = [], all = false } = {}) {
    const t = now();
    if (all) {
      allDroppedAt = t;
      droppedAt.clear();
      for (const key of [...entries.keys()]) remove(key);
    } else {
      for (const raw of paths) {
        const path = normalPath(raw);
        if (!path) continue;
        droppedAt.delete(path);
        droppedAt.set(path, t);
        for (const key of [...(byPath.get(path) ?? [])]) remove(key);
      }
      // only renders in flight need the times; keep the most recent ones
      for (const path of droppedAt.keys()) {
        if (droppedAt.size <= 10_000) break;
        allDroppedAt = Math.max(allDroppedAt, droppedAt.get(path));
        droppedAt.delete(path);
      }
    }
    if (shared) {
      try {
        if (all) await shared.clear();
        else await shared.dropPaths(paths.map(normalPath).filter(Boolean));
      } catch (error) {
        onError(error);
      }
    }
  }

  return {
    lookup,
    drop,
    stats: () => ({ entries: entries.size, bytes }),
  };
}

/**
 * Entries in Redis (ioredis client): each entry under a key of its own with its lifetime, and a
 * set of entry keys per path for invalidation.
 */
export function redisPageStore(redis, prefix = 'citta:page-cache') {
  const hash = (s) => createHash('sha256').update(s).digest('base64url');
  const entryKey = (key) => `${prefix}:e:${hash(key)}`;
  const pathKey = (path) => `${prefix}:p:${hash(path)}`;
  return {
    async get(key) {
      const raw = await redis.get(entryKey(key));
      return raw ? JSON.parse(raw) : null;
    },
    async set(entry, ttlMs) {
      const { size: _size, ...stored } = entry;
      await redis
        .multi()
        .set(entryKey(entry.key), JSON.stringify(stored), 'PX', ttlMs)
        .sadd(pathKey(entry.path), entryKey(entry.key))
        .pexpire(pathKey(entry.path), ttlMs)
        .exec();
    },
    async dropPaths(paths) {
      for (const path of paths) {
        const keys = await redis.smembers(pathKey(path));
        await redis.del(pathKey(path), ...keys);
      }
    },
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}

/**
 * Reads the backend's log of changed pages (GET /pages/cache/changes) every `intervalMs` and
 * drops what it names; a reset drops everything. Each change is dropped again `echoMs` later: the
 * backend refreshes an item's derived columns (dates, search text) just after the write, and a
 * list page rendered in between would keep the old ones.
 */
export function createChangeFeed({
  directusUrl,
  token,
  cache,
  intervalMs = 1000,
  echoMs = 3000,
  fetchImpl = fetch,
  onDrop = () => {},
  onError = () => {},
}) {
  let cursor;
  let timer = null;
  let stopped = false;

  async function dropAndTell(what) {
    await cache.drop(what);
    onDrop(what);
  }

  async function pollOnce() {
    const url = new URL('/pages/cache/changes', directusUrl);
    if (cursor !== undefined) url.searchParams.set('since', cursor);
    const response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`page changes answered ${response.status}`);
    const { data } = await response.json();
    const first = cursor === undefined;
    cursor = data.cursor;
    if (first) return;
    if (data.reset) {
      await dropAndTell({ all: true });
      return;
    }
    for (const change of data.changes) {
      const what = change.all ? { all: true } : { paths: change.paths ?? [] };
      await dropAndTell(what);
      const echo = setTimeout(() => dropAndTell(what).catch(onError), echoMs);
      echo.unref?.();
    }
  }

  let failing = false;
  async function loop() {
    if (stopped) return;
    try {
      await pollOnce();
      failing = false;
    } catch (error) {
      // told once per outage, not every second
      if (!failing) onError(error);
      failing = true;
    }
    if (!stopped) {
      timer = setTimeout(loop, intervalMs);
      timer.unref?.();
    }
  }

  return {
    start() {
      void loop();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    pollOnce,
  };
}

/**
 * The Express middleware: answers cacheable requests from the cache (rendering on a miss) and
 * passes every other request on. `nonceOf(res)` is the request's CSP nonce, whose header the
 * security middleware has already set; `siteOrigin` (the public origin), when given, is the origin
 * of every key and render instead of the request's.
 */
export function pageCacheMiddleware({
  cache,
  render,
  nonceOf,
  siteOrigin = null,
  onError = () => {},
}) {
  return async (req, res, next) => {
    const target = cacheTarget({
      method: req.method,
      origin: siteOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`,
      url: req.originalUrl,
      cookie: req.get('cookie'),
    });
    if (!target) return next();
    let outcome;
    try {
      outcome = await cache.lookup(target, req.method === 'GET' ? render : null);
    } catch (error) {
      onError(error);
      return next();
    }
    if (!outcome) return next();
    if (outcome.result) {
      // not kept: the answer of the anonymous render (404, redirect, error) goes to the visitors
      // who waited for it, unless it sets a cookie, which belongs to one visitor only
      // (known crawlers are answered an error's status alone: the app renders that for them)
      const { setsCookie, status } = outcome.result;
      if (setsCookie || (status >= 400 && isbot(req.get('user-agent') ?? ''))) return next();
      return send(req, res, outcome.result, nonceOf(res), null);
    }
    const { entry, state } = outcome;
    res.setHeader('X-Page-Cache', state);
    res.setHeader('ETag', entry.etag);
    if (matchesEtag(req.get('if-none-match'), entry.etag)) {
      // The browser keeps the body with the CSP it came with, whose nonce matches it.
      res.removeHeader('Content-Security-Policy');
      for (const [name, value] of entry.headers)
        if (name === 'cache-control' || name === 'vary') res.setHeader(name, value);
      res.status(304).end();
      return;
    }
    send(req, res, entry, nonceOf(res), entry.etag);
  };
}

/** The body of an answer as byte pieces around its placeholders, split once per answer. */
const pieces = new WeakMap();
function piecesOf(answer) {
  let parts = pieces.get(answer);
  if (!parts) {
    parts = answer.body.split(answer.placeholder).map((part) => Buffer.from(part));
    pieces.set(answer, parts);
  }
  return parts;
}

function send(req, res, answer, nonce, etag) {
  const parts = piecesOf(answer);
  const nonceBytes = Buffer.from(nonce);
  const body = Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  if (etag) res.setHeader('ETag', etag);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
