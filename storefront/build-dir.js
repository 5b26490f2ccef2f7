// Where the React Router build lives: `build/` by default, or STOREFRONT_BUILD_DIR so that two
// builds on one machine (an end-to-end run beside a benchmark) do not overwrite each other. The
// server bundle imports packages from this folder's node_modules, so a folder outside the
// storefront is kept by name under `.builds/`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @param {string | undefined} value */
export function resolveBuildDir(value = process.env.STOREFRONT_BUILD_DIR) {
  if (!value) return path.join(here, 'build');
  const full = path.resolve(here, value);
  const inside = !path.relative(here, full).startsWith('..');
  return inside ? full : path.join(here, '.builds', path.basename(full));
}
