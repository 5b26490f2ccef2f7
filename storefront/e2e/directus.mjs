// The content service of the end-to-end run: a throw-away, seeded Directus from the backend's
// test instances (a copy of the prepared template database), on the port given, until stopped.
//   node e2e/directus.mjs 18055
import { startInstance } from '../../backend/scripts/test-instance.mjs';

const port = Number(process.argv[2] ?? 18055);
const instance = await startInstance({
  db: 'sqlite',
  port,
  seed: true,
  env: { STOREFRONT_URL: process.env.STOREFRONT_URL ?? 'http://localhost:13000' },
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
