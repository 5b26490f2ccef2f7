#!/usr/bin/env node
// `prepack` of the published packages (tokens, design-system), run in the package folder by
// `pnpm pack` and `pnpm publish` (and so by `changeset publish`). It refuses to pack when
//   - the packer is not pnpm: only pnpm writes the packed package.json that a consumer can
//     install (`workspace:` versions replaced by real ones, publishConfig.exports pointing at
//     dist/); npm would pack the workspace manifest as it is;
//   - a file that publishConfig.exports names is missing: the package was not built (run
//     `pnpm --filter @city/tokens --filter @city/design-system build` first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const problems = [];

const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  problems.push(
    `packed by ${agent.split(' ')[0] || 'an unknown tool'}: use pnpm pack or pnpm publish ` +
      '(npm would ship workspace: versions and the source exports)',
  );
}

function targets(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}
let unbuilt = false;
for (const [subpath, value] of Object.entries(manifest.publishConfig?.exports ?? {})) {
  for (const target of targets(value)) {
    if (!existsSync(path.resolve(target))) {
      problems.push(`${subpath}: ${target} is missing`);
      unbuilt = true;
    }
  }
}

if (problems.length > 0) {
  console.error(`${manifest.name} cannot be packed:\n  ${problems.join('\n  ')}`);
  if (unbuilt) {
    console.error('Build first: pnpm --filter @city/tokens --filter @city/design-system build');
  }
  process.exit(1);
}
