// Prepares the template database (schema, access rules, seed) once before the test files, so
// each file's instance starts from a copy in seconds.
import { startInstance } from '../scripts/test-instance.mjs';

export default async function setup(): Promise<void> {
  const instance = await startInstance({ seed: true });
  await instance.stop();
}
