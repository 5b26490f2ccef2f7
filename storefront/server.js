// Production server of the storefront: Express 5 with compression, long-lived caching of
// hashed assets, security headers with a per-request CSP nonce, and the React Router handler.
//   PORT (3000)                 port to listen on
//   DIRECTUS_URL                content service for server-side calls (http://127.0.0.1:8055)
//   PUBLIC_DIRECTUS_URL         content service as the browser sees it (asset URLs), if different
//   STOREFRONT_BUILD_DIR        the React Router build to serve (build)
//   PAGE_CACHE                  `off` renders every page; else anonymous pages are cached
//                               (page-cache.js, README.md "Page cache")
//   PAGE_CACHE_TTL, PAGE_CACHE_STALE, PAGE_CACHE_MB   seconds fresh (60), seconds served stale
//                               while re-rendered (600), memory of the cache in MiB (64)
//   PAGE_CACHE_POLL_MS          how often the backend's log of changed pages is read (1000)
//   REDIS                       redis://… : the cache is shared by every storefront process
// On a public https origin it refuses demo or short secrets before anything loads
// (production-check.js); `node server.js --check-config` only runs that check.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from '@react-router/express';
import { createRequestHandler as createDocumentHandler, RouterContextProvider } from 'react-router';
import { resolveBuildDir } from './build-dir.js';
import { enforceProductionCheck } from './production-check.js';
import { statusPollListener } from './status-poll-http.js';
import { stylesBundle } from './styles-bundle.js';
import {
  createChangeFeed,
  createPageCache,
  pageCacheMiddleware,
  placeholderNonce,
  redisPageStore,
  resultOf,
} from './page-cache.js';

enforceProductionCheck();

const port = Number(process.env.PORT ?? 3000);
const directusUrl = process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055';
const assetsOrigin = new URL(process.env.PUBLIC_DIRECTUS_URL ?? directusUrl).origin;

const buildDir = resolveBuildDir();
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
const { cspNonceContext, clientAddressContext, answerStatusPoll } = build.entry.module;

/** Origins of the consented third-party scripts, for connect-src and img-src. */
const thirdParty = [process.env.TAG_MANAGER_URL, process.env.A11Y_WIDGET_URL]
  .filter(Boolean)
  .map((u) => {
    try {
      return new URL(u).origin;
    } catch {
      return null;
    }
  })
  .filter(Boolean);

/** Editors' previews (/{lang}/preview/...) are framed by the admin app's live preview. */
const previewPath = /^\/(it|en|fr)\/preview\//;

function contentSecurityPolicy(nonce, framedByAdmin = false) {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[assetsOrigin, ...thirdParty].join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' ${thirdParty.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedByAdmin ? `frame-ancestors 'self' ${assetsOrigin}` : "frame-ancestors 'none'",
  ].join('; ');
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');

app.use(compression());

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  const framedByAdmin = previewPath.test(req.path);
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, framedByAdmin));
  res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (!framedByAdmin) res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
  );
  next();
});

// Hashed build assets never change: cache them for a year.
app.use(
  '/assets',
  express.static(path.join(buildDir, 'client/assets'), {
    immutable: true,
    maxAge: '1y',
    index: false,
  }),
);
// The joined stylesheet of the pages that are not hydrated, and its web fonts' faces, asked for
// once the page has loaded (styles-bundle.js).
const stylesheets = stylesBundle(path.join(buildDir, 'client/assets'));
app.get('/styles.css', stylesheets.first);
app.get('/faces.css', stylesheets.faces);
// Other public files (favicon…). Only paths naming a file are looked up on disk, so that a page
// request does not cost a file-system lookup before it is rendered.
const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false });
app.use((req, res, next) =>
  /\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next(),
);

const mode = process.env.NODE_ENV ?? 'production';

// Anonymous pages from the page cache (page-cache.js): rendered without anything of the visitor,
// with a placeholder for the nonce that every response replaces with its own.
if (process.env.PAGE_CACHE !== 'off') app.use(await pageCache());

app.use(
  createRequestHandler({
    build,
    mode,
    // The client address for the throttled actions: `req.ip` follows X-Forwarded-For only from
    // the trusted (loopback) proxy set above.
    getLoadContext(req, res) {
      return new RouterContextProvider(
        new Map([
          [cspNonceContext, res.locals.cspNonce],
          [clientAddressContext, req.ip ?? null],
        ]),
      );
    },
  }),
);

async function pageCache() {
  const seconds = (name, fallback) => {
    const value = Number(process.env[name] ?? fallback);
    return (Number.isFinite(value) && value >= 0 ? value : fallback) * 1000;
  };
  const onError = (error) => console.error('page cache:', error?.message ?? error);
  let shared = null;
  if (process.env.REDIS) {
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS, {
      // a slow or absent Redis makes a miss, never a slow page
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', onError);
    shared = redisPageStore(redis, `${process.env.REDIS_PREFIX ?? 'citta'}:page-cache`);
  }
  const cache = createPageCache({
    freshMs: seconds('PAGE_CACHE_TTL', 60),
    staleMs: seconds('PAGE_CACHE_STALE', 600),
    maxBytes: Number(process.env.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
    shared,
    onError,
  });
  const handleDocument = createDocumentHandler(build, mode);
  async function render(target) {
    const placeholder = placeholderNonce();
    // Nothing of the visitor but the consent choice; a browser's user agent (crawlers are
    // answered the complete document anyway, and errors as a status alone).
    const headers = new Headers({
      accept: 'text/html',
      'user-agent': 'Mozilla/5.0 (page cache of the storefront)',
    });
    if (target.cookie) headers.set('cookie', target.cookie);
    const startedAt = Date.now();
    const response = await handleDocument(
      new Request(target.url, { headers }),
      new RouterContextProvider(
        new Map([
          [cspNonceContext, placeholder],
          [clientAddressContext, null],
        ]),
      ),
    );
    return resultOf(response, placeholder, startedAt);
  }
  const feed = createChangeFeed({
    directusUrl,
    token: process.env.STOREFRONT_TOKEN || 'citta-storefront-token-demo',
    cache,
    intervalMs: Number(process.env.PAGE_CACHE_POLL_MS ?? 1000),
    // the content answers of the loaders (app/lib/api/content.server.ts) go with the pages
    onDrop: () => globalThis[Symbol.for('city.content-answers.clear')]?.(),
    onError,
  });
  feed.start();
  // With PUBLIC_SITE_URL the pages are rendered for that origin whatever Host a request names
  // (the app writes that origin in its links), so every process and host shares one entry.
  const siteOrigin = (() => {
    try {
      return process.env.PUBLIC_SITE_URL ? new URL(process.env.PUBLIC_SITE_URL).origin : null;
    } catch {
      return null;
    }
  })();
  return pageCacheMiddleware({
    cache,
    render,
    nonceOf: (res) => res.locals.cspNonce,
    siteOrigin,
    onError,
  });
}

// The queue page's status poll, every 30 s per waiting visitor and most of what the site is asked
// the day a big event goes on sale, is answered on the bare HTTP server before Express
// (status-poll-http.js; app/features/queue/status-poll.server.ts answers it, and the route module
// of the same path does where this server does not run); everything else goes to the app.
http.createServer(statusPollListener(answerStatusPoll, app)).listen(port, () => {
  console.log(`storefront listening on http://localhost:${port}`);
});
