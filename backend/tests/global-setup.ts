// Builds the extensions and prepares the template database (schema, access rules, seed) once
// before the test files, so each file's instance starts from a copy in seconds.
import { buildExtensions } from '../scripts/build-extensions.mjs';
import { startInstance } from '../scripts/test-instance.mjs';

export default async function setup(): Promise<void> {
  // instances start from a prepared template: the extensions they load are built here
  await buildExtensions({ quiet: true, strict: true });
  const instance = await startInstance({ seed: true });
  await instance.stop();
}
