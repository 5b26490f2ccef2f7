// The environment of a Directus process of this project, built from the caller's variables.
// Every setting has a documented default for local use; production overrides them by env.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { excludedTables } from './search-index.mjs';

export const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const demo = {
  adminEmail: 'admin@citta.example.com',
  adminPassword: 'citta-admin-demo',
  adminToken: 'citta-admin-token-demo',
  storefrontToken: 'citta-storefront-token-demo',
  key: 'citta-demo-key-0b5c7e1d-6a4e-4f71-9c55-6f0f1b2a3c4d',
  secret: 'citta-demo-secret-change-me-in-production-4d2a9e71c3b8',
};

/** Variables that select a database or Redis; a caller that passes its own drops the inherited ones. */
const connectionVars = /^(DB_|REDIS)/;

/**
 * @param {object} options
 * @param {Record<string, string | undefined>} [options.base] variables to start from (process.env)
 * @param {boolean} [options.isolated] drop inherited DB_* and REDIS* variables
 * @param {Record<string, string>} [options.overrides]
 */
export function directusEnv({ base = process.env, isolated = false, overrides = {} } = {}) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [k, v] of Object.entries(base)) {
    if (v === undefined) continue;
    if (isolated && connectionVars.test(k)) continue;
    env[k] = v;
  }
  Object.assign(env, overrides);
  const get = (name, fallback) =>
    env[name] !== undefined && env[name] !== '' ? env[name] : fallback;

  const port = get('DIRECTUS_PORT', get('PORT_DIRECTUS', '8055'));
  const dataDir = path.resolve(get('DIRECTUS_DATA_DIR', path.join(backendDir, 'data')));
  const storefrontUrl = get('STOREFRONT_URL', 'http://localhost:3000').replace(/\/$/, '');
  const storefrontOrigin = new URL(storefrontUrl).origin;
  const publicUrl = get('PUBLIC_URL', `http://localhost:${port}`);

  const out = {
    ...env,
    PORT: port,
    HOST: get('DIRECTUS_HOST', '0.0.0.0'),
    PUBLIC_URL: publicUrl,
    KEY: get('KEY', demo.key),
    SECRET: get('SECRET', demo.secret),
    ADMIN_EMAIL: get('ADMIN_EMAIL', demo.adminEmail),
    ADMIN_PASSWORD: get('ADMIN_PASSWORD', demo.adminPassword),
    ADMIN_TOKEN: get('ADMIN_TOKEN', demo.adminToken),
    STOREFRONT_TOKEN: get('STOREFRONT_TOKEN', demo.storefrontToken),
    STOREFRONT_URL: storefrontUrl,
    DIRECTUS_DATA_DIR: dataDir,
    PROJECT_NAME: get('PROJECT_NAME', 'Città — turismo ed eventi'),
    TELEMETRY: 'false',
    // Directus keeps `dateTime` values (wall-clock times of the venue) in the process time zone;
    // UTC makes them read back exactly as written on every machine (see SCHEMA.md, Conventions).
    TZ: 'UTC',
    // Every request of Directus takes the cached schema; unfrozen, it is deep-cloned for each
    // request (about half of a light endpoint's CPU time). Frozen, one shared copy is used: the
    // project's extensions only read it (README.md, "On-sale day").
    CACHE_SCHEMA_FREEZE_ENABLED: get('CACHE_SCHEMA_FREEZE_ENABLED', 'true'),
    // the pressure limiter answers 503 when the event loop lags (2-core machines under test load)
    PRESSURE_LIMITER_ENABLED: get('PRESSURE_LIMITER_ENABLED', 'false'),
    // Database: SQLite file in the data folder unless DB_CLIENT=pg.
    DB_CLIENT: get('DB_CLIENT', 'sqlite3'),
    // internal tables (search index, session book-keeping) are not Directus collections
    DB_EXCLUDE_TABLES: ['spatial_ref_sys', 'sysdiagrams', ...excludedTables].join(','),
    // Files and extensions
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(dataDir, 'uploads'),
    EXTENSIONS_PATH: path.join(backendDir, 'extensions'),
    EXTENSIONS_AUTO_RELOAD: 'false',
    TEMP_PATH: path.join(dataDir, 'tmp'),
    // Image transformations used by the storefront (spec: widths up to 2x 1280, avif/webp/jpg)
    ASSETS_TRANSFORM_MAX_CONCURRENT: get('ASSETS_TRANSFORM_MAX_CONCURRENT', '4'),
    ASSETS_TRANSFORM_IMAGE_MAX_DIMENSION: get('ASSETS_TRANSFORM_IMAGE_MAX_DIMENSION', '6000'),
    ASSETS_TRANSFORM_MAX_OPERATIONS: get('ASSETS_TRANSFORM_MAX_OPERATIONS', '5'),
    ASSETS_TRANSFORM_TIMEOUT: get('ASSETS_TRANSFORM_TIMEOUT', '15s'),
    ASSETS_CACHE_TTL: get('ASSETS_CACHE_TTL', '30d'),
    // CORS for the storefront (browser calls to auth and product API)
    CORS_ENABLED: 'true',
    CORS_ORIGIN: get('CORS_ORIGIN', storefrontOrigin),
    CORS_CREDENTIALS: 'true',
    // the admin app's live preview frames the storefront's preview pages
    CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: get(
      'CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC',
      `'self' ${storefrontOrigin}`,
    ),
    // scheduled publishing of contenuti (extensions/content/src/publishing.ts)
    CONTENT_PUBLISH_CRON: get('CONTENT_PUBLISH_CRON', '* * * * *'),
    CONTENT_TIMEZONE: get('CONTENT_TIMEZONE', 'Europe/Rome'),
    // Auth: short access tokens, rotating refresh tokens, absolute session lifetime (hook)
    ACCESS_TOKEN_TTL: get('ACCESS_TOKEN_TTL', '15m'),
    REFRESH_TOKEN_TTL: get('REFRESH_TOKEN_TTL', '7d'),
    SESSION_COOKIE_TTL: get('SESSION_COOKIE_TTL', '1d'),
    SESSION_COOKIE_SECURE: get(
      'SESSION_COOKIE_SECURE',
      publicUrl.startsWith('https:') ? 'true' : 'false',
    ),
    SESSION_COOKIE_SAME_SITE: get('SESSION_COOKIE_SAME_SITE', 'lax'),
    REFRESH_TOKEN_COOKIE_SECURE: get(
      'REFRESH_TOKEN_COOKIE_SECURE',
      publicUrl.startsWith('https:') ? 'true' : 'false',
    ),
    SESSION_ABSOLUTE_TTL: get('SESSION_ABSOLUTE_TTL', '30d'),
    AUTH_PROVIDERS: get('AUTH_PROVIDERS', ''),
    // Links in mails may only point at the storefront (redirect allow-list)
    PASSWORD_RESET_URL_ALLOW_LIST: get(
      'PASSWORD_RESET_URL_ALLOW_LIST',
      `${storefrontUrl}/it/dashboard/login/reset,${storefrontUrl}/en/dashboard/login/reset,${storefrontUrl}/fr/dashboard/login/reset`,
    ),
    USER_INVITE_URL_ALLOW_LIST: get(
      'USER_INVITE_URL_ALLOW_LIST',
      `${storefrontUrl}/registrazione/invito,${storefrontUrl}/it/registrazione/invito,${storefrontUrl}/en/registrazione/invito,${storefrontUrl}/fr/registrazione/invito`,
    ),
    USER_REGISTER_URL_ALLOW_LIST: get(
      'USER_REGISTER_URL_ALLOW_LIST',
      `${storefrontUrl}/it/dashboard/registrazione,${storefrontUrl}/en/dashboard/registrazione,${storefrontUrl}/fr/dashboard/registrazione`,
    ),
    // Client addresses: X-Forwarded-For is believed only from a proxy on this machine (the
    // storefront forwards its visitor's address on login); set the proxies' addresses when the
    // storefront or a load balancer runs elsewhere. Directus's own default trusts every hop,
    // which would let any caller choose the address the limiters count.
    IP_TRUST_PROXY: get('IP_TRUST_PROXY', 'loopback'),
    // Rate limiting: per IP on every request, and the login limiter of the auth-guard hook (failed
    // logins per client address, and per address and email: the site's rule of 10 in 15 minutes)
    RATE_LIMITER_ENABLED: get('RATE_LIMITER_ENABLED', 'true'),
    RATE_LIMITER_POINTS: get('RATE_LIMITER_POINTS', '300'),
    RATE_LIMITER_DURATION: get('RATE_LIMITER_DURATION', '1'),
    LOGIN_RATE_LIMIT_IP_POINTS: get('LOGIN_RATE_LIMIT_IP_POINTS', '100'),
    LOGIN_RATE_LIMIT_EMAIL_POINTS: get('LOGIN_RATE_LIMIT_EMAIL_POINTS', '10'),
    LOGIN_RATE_LIMIT_DURATION: get('LOGIN_RATE_LIMIT_DURATION', '900'),
    // Mail: SMTP to the project's local server (scripts/lib/mail-server.mjs, started beside each
    // Directus process by scripts/lib/instance.mjs when EMAIL_SMTP_PORT is unset), which writes
    // every message as an .eml file in MAIL_SINK_DIR. Production sets EMAIL_SMTP_HOST, _PORT,
    // _USER, _PASSWORD, _SECURE of its relay. The site's mails and Directus' own (password reset,
    // invitation) are built from the templates of extensions/mail (MJML, it/en/fr).
    EMAIL_FROM: get('EMAIL_FROM', 'no-reply@citta.example.com'),
    EMAIL_TRANSPORT: get('EMAIL_TRANSPORT', 'smtp'),
    EMAIL_SMTP_HOST: get('EMAIL_SMTP_HOST', '127.0.0.1'),
    EMAIL_SMTP_SECURE: get('EMAIL_SMTP_SECURE', 'false'),
    EMAIL_SMTP_IGNORE_TLS: get('EMAIL_SMTP_IGNORE_TLS', 'true'),
    EMAIL_TEMPLATES_PATH: get(
      'EMAIL_TEMPLATES_PATH',
      path.join(backendDir, 'extensions/mail/templates'),
    ),
    EMAIL_VERIFY_SETUP: get('EMAIL_VERIFY_SETUP', 'false'),
    MAIL_SINK_DIR: get('MAIL_SINK_DIR', path.join(dataDir, 'mail')),
    LOG_LEVEL: get('LOG_LEVEL', 'warn'),
    LOG_STYLE: get('LOG_STYLE', 'pretty'),
    WEBSOCKETS_ENABLED: get('WEBSOCKETS_ENABLED', 'false'),
    // The admin app's System Logs pane streams the logs over WebSockets, which are off. Directus
    // attaches that stream whenever WEBSOCKETS_LOGS_ENABLED is on (its default), lowering both
    // loggers to WEBSOCKETS_LOGS_LEVEL (info): every request's log line was then written and
    // published on the Redis bus for the other processes, whatever LOG_LEVEL said, 8 % of a
    // Directus process's time under the queue's polls (bench/onsale.mjs, CPU profile).
    WEBSOCKETS_LOGS_ENABLED: get('WEBSOCKETS_LOGS_ENABLED', 'false'),
    // Payments (API.md "Payment"): the provider, where it sends buyers back, and the demo
    // provider's notification secret (a fresh one per start unless set: the processes started
    // from one environment share it)
    SHOP_PAYMENT_PROVIDER: get('SHOP_PAYMENT_PROVIDER', 'demo'),
    SHOP_STOREFRONT_URL: get('SHOP_STOREFRONT_URL', storefrontUrl).replace(/\/$/, ''),
    SHOP_DEMO_WEBHOOK_SECRET: get('SHOP_DEMO_WEBHOOK_SECRET', randomBytes(32).toString('hex')),
  };

  if (out.DB_CLIENT === 'sqlite3') {
    out.DB_FILENAME = path.resolve(get('DB_FILENAME', path.join(dataDir, 'directus.db')));
  } else if (out.DB_CLIENT === 'pg') {
    out.DB_HOST = get('DB_HOST', '127.0.0.1');
    out.DB_PORT = get('DB_PORT', '5432');
    out.DB_DATABASE = get('DB_DATABASE', 'citta');
    out.DB_USER = get('DB_USER', 'postgres');
  } else {
    throw new Error(`DB_CLIENT must be sqlite3 or pg, not ${out.DB_CLIENT}`);
  }

  if (get('REDIS', '')) {
    // One Redis for cache, rate limiters, synchronization (locks, bus) and the messenger.
    out.REDIS_ENABLED = 'true';
    out.CACHE_ENABLED = get('CACHE_ENABLED', 'true');
    out.CACHE_STORE = 'redis';
    out.CACHE_AUTO_PURGE = 'true';
    out.RATE_LIMITER_STORE = 'redis';
    // Every key under one prefix: processes of one site share it, separate sites (tests) do not.
    const p = get('REDIS_PREFIX', 'citta');
    Object.assign(out, {
      CACHE_NAMESPACE: `${p}:cache`,
      REDIS_BUS_NAMESPACE: `${p}:bus`,
      REDIS_LOCK_NAMESPACE: `${p}:lock`,
      REDIS_COUNTERS_NAMESPACE: `${p}:counters`,
      REDIS_PERMISSIONS_NAMESPACE: `${p}:permissions`,
      HEALTHCHECK_NAMESPACE: `${p}:healthcheck`,
      IMPORT_EXPORT_NAMESPACE: `${p}:import-export`,
      LICENSE_NAMESPACE: `${p}:license`,
      WEBSOCKETS_COLLAB_STORE_NAMESPACE: `${p}:collab`,
      RATE_LIMITER_KEY_PREFIX: `${p}:rl`,
      LOGIN_RATE_LIMIT_NAMESPACE: `${p}:login`,
    });
  } else {
    out.REDIS_ENABLED = 'false';
    delete out.REDIS;
    out.CACHE_ENABLED = get('CACHE_ENABLED', 'false');
    out.CACHE_STORE = 'memory';
    out.RATE_LIMITER_STORE = 'memory';
  }
  return out;
}

/** A knex connection config for the same database a Directus env points at. */
export function knexConfig(env) {
  if (env.DB_CLIENT === 'sqlite3') {
    return { client: 'sqlite3', connection: { filename: env.DB_FILENAME }, useNullAsDefault: true };
  }
  return {
    client: 'pg',
    connection: {
      host: env.DB_HOST,
      port: Number(env.DB_PORT),
      database: env.DB_DATABASE,
      user: env.DB_USER,
      password: env.DB_PASSWORD,
    },
    pool: { min: 0, max: 4 },
  };
}
