#!/usr/bin/env node
// The backend's command line: `prepare`, `start` or `serve` (prepare + start).
//   prepare  bootstrap the database, apply the committed schema snapshot, build the extensions
//            when stale, set up roles and permissions, load the seed when the database is empty
//   start    run Directus on DIRECTUS_PORT (8055)
//   serve    prepare, then start
// With PUBLIC_URL on a public https address, demo or short secrets stop every command before it
// starts or writes anything (lib/production-check.mjs); `--check-config` only runs that check.
// Configuration is read from the environment; see backend/README section in the root README and
// scripts/lib/env.mjs for every variable and its local default.
import { directusEnv } from './lib/env.mjs';
import { prepare, startServer } from './lib/instance.mjs';
import { isPublicHttpsUrl, productionCheck } from './lib/production-check.mjs';

const command = process.argv[2];
if (!['prepare', 'start', 'serve'].includes(command)) {
  console.error(
    'usage: node backend/scripts/directus.mjs <prepare|start|serve> [--force] [--check-config]',
  );
  process.exit(2);
}
const refusal = productionCheck(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (process.argv.includes('--check-config')) {
  console.log(
    isPublicHttpsUrl(process.env.PUBLIC_URL)
      ? 'directus: configuration passes the production check (PUBLIC_URL)'
      : 'directus: no public https PUBLIC_URL configured; demo values allowed',
  );
  process.exit(0);
}
const env = directusEnv();

async function start() {
  const server = await startServer(env, { inherit: true, timeoutMs: 120_000 });
  console.error(
    `\x1b[1;36m[directus]\x1b[0m ready on ${env.PUBLIC_URL} (admin: ${env.PUBLIC_URL}/admin)`,
  );
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.child.on('exit', (code) => process.exit(code ?? 1));
}

try {
  switch (command) {
    case 'prepare':
      await prepare(env, { force: process.argv.includes('--force') });
      break;
    case 'start':
      await start();
      break;
    case 'serve':
      await prepare(env);
      await start();
      break;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
