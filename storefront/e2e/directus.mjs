// The content service of the end-to-end run: a throw-away, seeded Directus from the backend's
// test instances (a copy of the prepared template database), on the port given, until stopped.
//   node e2e/directus.mjs 18055
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildExtensions } from '../../backend/scripts/build-extensions.mjs';
import { startInstance } from '../../backend/scripts/test-instance.mjs';

// The mail sink the account tests read invite and reset links from (e2e/commerce/helpers.ts).
const mailDir =
  process.env.E2E_MAIL_DIR ??
  path.join(os.tmpdir(), `citta-e2e-directus-${process.argv[2] ?? 18055}`, 'mail');
rmSync(mailDir, { recursive: true, force: true });

const port = Number(process.argv[2] ?? 18055);
// The prepared database may come from another checkout on this machine (its template is shared):
// this checkout's extensions are built here (quick when they are up to date).
await buildExtensions({ quiet: true });
const instance = await startInstance({
  db: 'sqlite',
  port,
  seed: true,
  env: {
    STOREFRONT_URL: process.env.STOREFRONT_URL ?? 'http://localhost:13000',
    MAIL_SINK_DIR: mailDir,
  },
});
console.log(`e2e directus ready on ${instance.url}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await instance.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
