#!/usr/bin/env node
// `npm run start:cluster` (through scripts/cluster.sh): the reference production topology on one
// machine, as README.md "Reference deployment" describes it.
//
//   nginx :CLUSTER_PORT (8080)            /            -> storefront pool (2 processes)
//                                          /directus/   -> Directus pool (2 processes), prefix removed
//   nginx 127.0.0.1:<internal port>        /            -> Directus pool: the storefronts' DIRECTUS_URL
//   Directus x2 on PostgreSQL (database CLUSTER_DB, citta_cluster) and Redis (CLUSTER_REDIS)
//   storefront x2 sharing their page cache through the same Redis
//
// The database is prepared (schema, access rules, seed) once, before the processes start; later
// starts find it up to date. Every process is checked every CLUSTER_HEALTH_MS (5000): Directus on
// /server/ping, the storefront on /robots.txt; one that exits is started again (CLUSTER_RESTART=0
// leaves it dead; nginx skips it either way). SIGINT/SIGTERM stop nginx and every process, then
// the supervisor exits; nothing is left listening.
//
// Variables: CLUSTER_PORT (8080), CLUSTER_HOST (127.0.0.1; 0.0.0.0 for other machines),
// CLUSTER_PUBLIC_URL (http://localhost:CLUSTER_PORT), CLUSTER_DB (citta_cluster),
// CLUSTER_REDIS (REDIS or redis://127.0.0.1:6379), CLUSTER_DATA_DIR (backend/data/<CLUSTER_DB>:
// uploads and mails shared by both Directus processes), CLUSTER_RUN_DIR (a new temporary folder:
// nginx.conf, nginx's pid and logs, cluster.json with every process's port and pid),
// CLUSTER_NGINX (nginx binary), CLUSTER_RATE_LIMIT (300 requests a second per client address at
// nginx), CLUSTER_TRUSTED_PROXIES (127.0.0.0/8,::1: whose X-Forwarded-For nginx believes),
// CLUSTER_RESTART, CLUSTER_HEALTH_MS, CLUSTER_RESET (or --reset:
// start over with a new database and data folder); DB_HOST, DB_PORT, DB_USER,
// DB_PASSWORD of the PostgreSQL server (127.0.0.1, 5432, postgres). Secrets (KEY, SECRET,
// ADMIN_TOKEN, STOREFRONT_TOKEN...) are read from the environment like `npm start` does.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { backendDir, directusEnv } from '../backend/scripts/lib/env.mjs';
import { freePort } from '../backend/scripts/lib/instance.mjs';
import { startMailServer } from '../backend/scripts/lib/mail-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const get = (name, fallback) =>
  env[name] !== undefined && env[name] !== '' ? env[name] : fallback;

const port = Number(get('CLUSTER_PORT', '8080'));
const host = get('CLUSTER_HOST', '127.0.0.1');
const publicOrigin = get('CLUSTER_PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
const database = get('CLUSTER_DB', 'citta_cluster');
if (!/^[a-z_][a-z0-9_]*$/.test(database)) {
  console.error(`CLUSTER_DB must be a plain PostgreSQL name (a-z, 0-9, _), not ${database}`);
  process.exit(2);
}
const redis = get('CLUSTER_REDIS', get('REDIS', 'redis://127.0.0.1:6379'));
const dataDir = path.resolve(get('CLUSTER_DATA_DIR', path.join(backendDir, 'data', database)));
const ownRunDir = !get('CLUSTER_RUN_DIR', '');
const runDir = ownRunDir
  ? fs.mkdtempSync(path.join(os.tmpdir(), 'citta-cluster-'))
  : path.resolve(get('CLUSTER_RUN_DIR'));
const nginxBin = get(
  'CLUSTER_NGINX',
  fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
);
const restart = get('CLUSTER_RESTART', '1') !== '0';
// --reset (or CLUSTER_RESET=1): drop the cluster's database and data folder and prepare them anew
const reset = process.argv.includes('--reset') || get('CLUSTER_RESET', '0') === '1';
const healthMs = Number(get('CLUSTER_HEALTH_MS', '5000'));
// requests a second per client address at nginx (see nginxConfig): Directus's default per address
const rateLimit = Number(get('CLUSTER_RATE_LIMIT', '300'));
if (!Number.isInteger(rateLimit) || rateLimit < 1) {
  console.error(`CLUSTER_RATE_LIMIT must be a whole number of requests a second, not ${rateLimit}`);
  process.exit(2);
}
// the proxies whose X-Forwarded-For nginx believes (addresses or CIDR ranges, comma-separated)
const trustedProxies = get('CLUSTER_TRUSTED_PROXIES', '127.0.0.0/8,::1')
  .split(',')
  .map((a) => a.trim())
  .filter(Boolean);
if (trustedProxies.some((a) => !/^[0-9a-fA-F:.]+(?:\/\d{1,3})?$/.test(a))) {
  console.error(
    `CLUSTER_TRUSTED_PROXIES must list addresses or CIDR ranges, not ${trustedProxies}`,
  );
  process.exit(2);
}
const db = {
  host: get('DB_HOST', '127.0.0.1'),
  port: get('DB_PORT', get('TEST_PG_PORT', '5432')),
  user: get('DB_USER', 'postgres'),
  password: get('DB_PASSWORD', ''),
};

function log(...args) {
  console.error('\x1b[1;35m[cluster]\x1b[0m', ...args);
}

/** Creates the cluster's own database on the PostgreSQL server when it does not exist. */
async function ensureDatabase() {
  const knex = createRequire(path.join(backendDir, 'package.json'))('knex');
  const admin = knex({
    client: 'pg',
    connection: {
      ...db,
      port: Number(db.port),
      database: 'postgres',
      password: db.password || undefined,
    },
    pool: { min: 0, max: 1 },
  });
  try {
    if (reset) {
      log(`dropping PostgreSQL database ${database} and ${dataDir} (--reset)`);
      await admin.raw(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const { rows } = await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [database]);
    if (rows.length === 0) {
      log(`creating PostgreSQL database ${database} on ${db.host}:${db.port}`);
      await admin.raw(`CREATE DATABASE "${database}"`);
    }
  } finally {
    await admin.destroy();
  }
}

/** The environment of one Directus process; every process gets the same secrets and database. */
const webhookSecret = get('SHOP_DEMO_WEBHOOK_SECRET', randomBytes(32).toString('hex'));
function directusEnvFor(directusPort, mailPort) {
  return directusEnv({
    isolated: true,
    overrides: {
      DB_CLIENT: 'pg',
      DB_HOST: db.host,
      DB_PORT: db.port,
      DB_DATABASE: database,
      DB_USER: db.user,
      ...(db.password ? { DB_PASSWORD: db.password } : {}),
      REDIS: redis,
      REDIS_PREFIX: get('REDIS_PREFIX', database),
      DIRECTUS_PORT: String(directusPort),
      DIRECTUS_HOST: '127.0.0.1',
      DIRECTUS_DATA_DIR: dataDir,
      // the browser reaches Directus through nginx under /directus (admin app, assets, payment page)
      PUBLIC_URL: `${publicOrigin}/directus`,
      STOREFRONT_URL: publicOrigin,
      SHOP_DEMO_WEBHOOK_SECRET: webhookSecret,
      // Requests per client address are limited at nginx, the site's edge, where the visitor's
      // address is known (see nginxConfig). Directus's own per-address limiter, behind it, would
      // see every storefront call as one address, the storefronts' (a ceiling for the whole
      // site's rendered pages and queue polls, not a limit per visitor), and cost each call a
      // Redis round trip. RATE_LIMITER_ENABLED=true turns it on again.
      RATE_LIMITER_ENABLED: get('RATE_LIMITER_ENABLED', 'false'),
      ...(mailPort ? { EMAIL_SMTP_PORT: String(mailPort) } : {}),
    },
  });
}

function nginxConfig({ storefronts, directus, internalPort }) {
  const asRoot = process.getuid?.() === 0;
  const upstream = (name, ports) =>
    [
      `  upstream ${name} {`,
      // a process that refuses or times out is left out for fail_timeout, then tried again
      ...ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`),
      '    keepalive 32;',
      // idle connections are closed by nginx before Node closes them (its keep-alive timeout is
      // 5 s): a request sent on a connection the process had just closed would fail and mark a
      // healthy process as down
      '    keepalive_timeout 4s;',
      '  }',
    ].join('\n');
  return `# generated by scripts/cluster.mjs
${asRoot ? 'user www-data;\n' : ''}worker_processes auto;
daemon off;
pid ${runDir}/nginx.pid;
error_log ${runDir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  # rt: the request's time in nginx (from its first byte read to its last byte sent), t: when
  # it ended (seconds since the epoch), urt: the upstream's time (connect to last byte read,
  # one figure per process tried); bench/onsale.mjs reads them
  log_format cluster '$remote_addr "$request" $status $body_bytes_sent rt=$request_time t=$msec urt=$upstream_response_time upstream=$upstream_addr/$upstream_status';
  access_log ${runDir}/logs/access.log cluster;
  client_body_temp_path ${runDir}/tmp/body;
  proxy_temp_path ${runDir}/tmp/proxy;
  fastcgi_temp_path ${runDir}/tmp/fastcgi;
  uwsgi_temp_path ${runDir}/tmp/uwsgi;
  scgi_temp_path ${runDir}/tmp/scgi;
  default_type application/octet-stream;
  server_tokens off;

  # The client's address: the peer's, or from X-Forwarded-For when the peer is one of
  # CLUSTER_TRUSTED_PROXIES (this machine's own processes by default; behind a load balancer, its
  # addresses), the nearest address not trusted. The limit below counts it, and the storefronts
  # and Directus get it as the first hop they trust.
${trustedProxies.map((a) => `  set_real_ip_from ${a};`).join('\n')}
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;
  # Requests per client address on the public port, pages, assets and Directus's API alike:
  # CLUSTER_RATE_LIMIT a second with bursts of twice as many answered at once, over that 429. A
  # storefront's own calls to Directus go through the internal port below and are not counted.
  limit_req_zone $binary_remote_addr zone=clients:10m rate=${rateLimit}r/s;
  limit_req_status 429;
  limit_req_log_level warn;
  client_max_body_size 50m;

${upstream('storefront', storefronts)}
${upstream('directus', directus)}

  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header X-Real-IP $remote_addr;
  proxy_connect_timeout 2s;
  proxy_read_timeout 60s;
  # a dead or overloaded process is skipped: the request goes to the other one (a POST only when
  # it never reached the first, so no order is sent twice)
  proxy_next_upstream error timeout http_502 http_503 http_504;
  proxy_next_upstream_tries 2;
  proxy_next_upstream_timeout 10s;

  server {
    listen ${host}:${port};
    limit_req zone=clients burst=${rateLimit * 2} nodelay;
    location = /nginx-health { access_log off; default_type text/plain; return 200 "ok\\n"; }
    location = /directus { return 301 /directus/; }
    location /directus/ { proxy_pass http://directus/; }
    location / { proxy_pass http://storefront; }
  }

  # the storefronts' DIRECTUS_URL: the Directus pool at the root path, on this machine only
  server {
    listen 127.0.0.1:${internalPort};
    location / { proxy_pass http://directus; }
  }
}
`;
}

/** @type {Map<string, { name: string, port: number, start: () => import('node:child_process').ChildProcess, child: import('node:child_process').ChildProcess | null, healthy: boolean | null, healthPath: string }>} */
const processes = new Map();
let stopping = false;
let nginx = null;
/** @type {import('node:child_process').ChildProcess | null} */
let preparing = null;

function pipeLines(stream, name) {
  if (!stream) return;
  readline.createInterface({ input: stream }).on('line', (line) => {
    if (line.trim()) console.error(`[${name}] ${line}`);
  });
}

function launch(spec) {
  const child = spec.start();
  spec.child = child;
  pipeLines(child.stdout, spec.name);
  pipeLines(child.stderr, spec.name);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`${spec.name} (pid ${child.pid}) exited (${signal ?? code})`);
    spec.healthy = false;
    writeState();
    if (restart) {
      setTimeout(() => {
        if (stopping || spec.child !== child) return;
        log(`starting ${spec.name} again`);
        launch(spec);
        writeState();
      }, 2000);
    }
  });
  return child;
}

async function healthy(spec) {
  try {
    const res = await fetch(`http://127.0.0.1:${spec.port}${spec.healthPath}`, {
      signal: AbortSignal.timeout(3000),
    });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function waitHealthy(spec, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopping) throw new Error('stopped');
    if (spec.child?.exitCode !== null || spec.child?.signalCode) {
      throw new Error(`${spec.name} exited during start`);
    }
    if (await healthy(spec)) {
      spec.healthy = true;
      return;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${spec.name} did not answer on ${spec.healthPath} in ${timeoutMs / 1000} s`);
}

let state = {};
function writeState() {
  const entry = (spec) => ({ name: spec.name, port: spec.port, pid: spec.child?.pid ?? null });
  const all = [...processes.values()];
  state = {
    pid: process.pid,
    url: publicOrigin,
    port,
    internalPort: state.internalPort,
    runDir,
    nginx: nginx ? { pid: nginx.pid } : null,
    storefronts: all.filter((s) => s.name.startsWith('storefront')).map(entry),
    directus: all.filter((s) => s.name.startsWith('directus')).map(entry),
  };
  fs.writeFileSync(path.join(runDir, 'cluster.json'), JSON.stringify(state, null, 2));
}

function exited(child) {
  return !child || child.exitCode !== null || child.signalCode !== null;
}

async function shutdown(reason, code = 0) {
  if (stopping) return;
  stopping = true;
  log(`stopping (${reason})`);
  if (preparing && !exited(preparing)) {
    try {
      process.kill(-(/** @type {number} */ (preparing.pid)), 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  const children = [nginx, ...[...processes.values()].map((s) => s.child)].filter(
    (c) => c && !exited(c),
  );
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (exited(child)) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  if (ownRunDir && code === 0) fs.rmSync(runDir, { recursive: true, force: true });
  log(code === 0 ? 'stopped' : `stopped; nginx logs kept in ${runDir}/logs`);
  process.exit(code);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

async function main() {
  fs.mkdirSync(path.join(runDir, 'logs'), { recursive: true });
  fs.mkdirSync(path.join(runDir, 'tmp'), { recursive: true });
  // nginx's workers (www-data when started as root) write their temporary files under it
  fs.chmodSync(runDir, 0o755);

  log(`PostgreSQL ${db.host}:${db.port} database ${database}, Redis ${redis}`);
  await ensureDatabase();
  log('preparing the database (first start: schema, access rules and demo content)');
  // `directus.mjs prepare` in a process group of its own: a stop during the preparation ends it
  // and the temporary Directus it runs
  preparing = spawn(process.execPath, [path.join(backendDir, 'scripts/directus.mjs'), 'prepare'], {
    env: directusEnvFor(await freePort()),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const prepared = await new Promise((resolve) => preparing.on('exit', (code) => resolve(code)));
  preparing = null;
  if (stopping) return;
  if (prepared !== 0) throw new Error(`preparing the database failed (${prepared})`);

  const mail = await startMailServer({ dir: path.join(dataDir, 'mail') });
  const [d1, d2, s1, s2, internalPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  state.internalPort = internalPort;
  const cli = path.join(backendDir, 'node_modules/directus/cli.js');
  [d1, d2].forEach((p, i) => {
    const directusProcessEnv = directusEnvFor(p, mail.port);
    processes.set(`directus-${i + 1}`, {
      name: `directus-${i + 1}`,
      port: p,
      healthPath: '/server/ping',
      healthy: null,
      child: null,
      start: () =>
        spawn(process.execPath, [cli, 'start'], {
          cwd: backendDir,
          env: directusProcessEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
    });
  });
  [s1, s2].forEach((p, i) => {
    const storefrontEnv = {
      ...env,
      NODE_ENV: 'production',
      PORT: String(p),
      DIRECTUS_URL: `http://127.0.0.1:${internalPort}`,
      PUBLIC_DIRECTUS_URL: `${publicOrigin}/directus`,
      PUBLIC_SITE_URL: get('PUBLIC_SITE_URL', publicOrigin),
      REDIS: redis,
      REDIS_PREFIX: get('REDIS_PREFIX', database),
    };
    processes.set(`storefront-${i + 1}`, {
      name: `storefront-${i + 1}`,
      port: p,
      healthPath: '/robots.txt',
      healthy: null,
      child: null,
      start: () =>
        spawn(process.execPath, [path.join(root, 'storefront/server.js')], {
          cwd: path.join(root, 'storefront'),
          env: storefrontEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
    });
  });

  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ storefronts: [s1, s2], directus: [d1, d2], internalPort }));
  log(`starting nginx on ${host}:${port} (config ${conf})`);
  nginx = spawn(nginxBin, ['-p', runDir, '-e', `${runDir}/logs/error.log`, '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLines(nginx.stdout, 'nginx');
  pipeLines(nginx.stderr, 'nginx');
  nginx.on('error', (e) => {
    log(`nginx did not start: ${e.message} (install it: apt-get install nginx)`);
    shutdown('nginx failed', 1);
  });
  nginx.on('exit', (code, signal) => {
    if (!stopping) {
      log(`nginx exited (${signal ?? code}); see ${runDir}/logs/error.log`);
      shutdown('nginx exited', 1);
    }
  });

  const directus = [...processes.values()].filter((s) => s.name.startsWith('directus'));
  const storefronts = [...processes.values()].filter((s) => s.name.startsWith('storefront'));
  log('starting two Directus processes');
  directus.forEach(launch);
  writeState();
  await Promise.all(directus.map((s) => waitHealthy(s, 300_000)));
  log('starting two storefront processes');
  storefronts.forEach(launch);
  writeState();
  await Promise.all(storefronts.map((s) => waitHealthy(s, 120_000)));
  // nginx answers through both pools
  for (const p of ['/nginx-health', '/directus/server/ping', '/robots.txt']) {
    const res = await fetch(`http://127.0.0.1:${port}${p}`).catch(() => null);
    if (!res?.ok)
      throw new Error(`nginx does not answer ${p} on port ${port} (${res?.status ?? 'refused'})`);
  }

  setInterval(async () => {
    for (const spec of processes.values()) {
      if (stopping || exited(spec.child)) continue;
      const ok = await healthy(spec);
      if (ok !== spec.healthy && !stopping) {
        log(
          `${spec.name} (port ${spec.port}) ${ok ? 'healthy again' : 'does not answer its health check'}`,
        );
      }
      spec.healthy = ok;
    }
  }, healthMs).unref();

  const ports = [...processes.values()].map((s) => `${s.name} :${s.port}`).join(', ');
  log(`processes: ${ports}, mail sink ${path.join(dataDir, 'mail')}`);
  log(`site:          ${publicOrigin}`);
  log(`Directus API:  ${publicOrigin}/directus (ping: ${publicOrigin}/directus/server/ping)`);
  log(`admin app:     ${publicOrigin}/directus/admin`);
  log(`state:         ${path.join(runDir, 'cluster.json')}; Ctrl-C stops everything`);
  console.log(`cluster ready ${publicOrigin} ${path.join(runDir, 'cluster.json')}`);
}

main().catch((error) => {
  if (stopping) return;
  log(error instanceof Error ? error.message : error);
  shutdown('start failed', 1);
});
