// Production server of the storefront: Express 5 with compression, long-lived caching of
// hashed assets, security headers with a per-request CSP nonce, and the React Router handler.
//   PORT (3000)                 port to listen on
//   DIRECTUS_URL                content service for server-side calls (http://127.0.0.1:8055)
//   PUBLIC_DIRECTUS_URL         content service as the browser sees it (asset URLs), if different
//   STOREFRONT_BUILD_DIR        the React Router build to serve (build)
// On a public https origin it refuses demo or short secrets before anything loads
// (production-check.js); `node server.js --check-config` only runs that check.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from '@react-router/express';
import { RouterContextProvider } from 'react-router';
import { resolveBuildDir } from './build-dir.js';
import { enforceProductionCheck } from './production-check.js';
import { stylesBundle } from './styles-bundle.js';

enforceProductionCheck();

const port = Number(process.env.PORT ?? 3000);
const directusUrl = process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055';
const assetsOrigin = new URL(process.env.PUBLIC_DIRECTUS_URL ?? directusUrl).origin;

const buildDir = resolveBuildDir();
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
const { cspNonceContext, clientAddressContext } = build.entry.module;

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
// The joined stylesheet of the pages that are not hydrated (styles-bundle.js).
app.get('/styles.css', stylesBundle(path.join(buildDir, 'client/assets')));
// Other public files (favicon…). Only paths naming a file are looked up on disk, so that a page
// request does not cost a file-system lookup before it is rendered.
const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false });
app.use((req, res, next) =>
  /\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next(),
);

app.use(
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? 'production',
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

app.listen(port, () => {
  console.log(`storefront listening on http://localhost:${port}`);
});
