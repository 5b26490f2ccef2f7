// Which design-system components the storefront renders: imported from `@city/design-system` by a
// file of storefront/app (tests, stories and test helpers aside), or a part of such a component
// (imported by its sources from `../<Component>`). Prints the used and the unused ones; the test
// beside it holds the library to at most two unused, each explained in design-system/README.md.
//
//   node scripts/design-system-usage.mjs
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isSource = (name) => /\.(tsx?|mjs)$/.test(name) && !/\.(test|stories|testing)\./.test(name);

function sourcesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return isSource(name) ? [file] : [];
  });
}

/** Names a module imports from the given specifier pattern. */
function importedNames(text, specifier) {
  const names = [];
  const pattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
  for (const [, list, from] of text.matchAll(pattern)) {
    if (!specifier.test(from)) continue;
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

export function designSystemUsage(base = root) {
  const componentsDir = path.join(base, 'design-system/src/components');
  const components = readdirSync(componentsDir).filter(
    (name) => name !== 'private' && statSync(path.join(componentsDir, name)).isDirectory(),
  );
  // every export of a component's index, to map an imported name to its component
  const owner = new Map();
  for (const component of components) {
    owner.set(component, component);
    const index = path.join(componentsDir, component, 'index.ts');
    let text;
    try {
      text = readFileSync(index, 'utf8');
    } catch {
      continue;
    }
    for (const [, list] of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop();
        if (name) owner.set(name, component);
      }
    }
  }
  const used = new Map(); // component -> how it is reached
  for (const file of sourcesUnder(path.join(base, 'storefront/app'))) {
    for (const name of importedNames(readFileSync(file, 'utf8'), /^@city\/design-system/)) {
      const component = owner.get(name);
      if (component && !used.has(component)) used.set(component, path.relative(base, file));
    }
  }
  const queue = [...used.keys()];
  while (queue.length > 0) {
    const component = queue.shift();
    for (const file of sourcesUnder(path.join(componentsDir, component))) {
      const text = readFileSync(file, 'utf8');
      for (const [, part] of text.matchAll(/from\s+'\.\.\/([A-Z]\w*)(?:\/[^']*)?'/g)) {
        if (components.includes(part) && !used.has(part)) {
          used.set(part, `inside ${component}`);
          queue.push(part);
        }
      }
    }
  }
  const unused = components.filter((component) => !used.has(component)).sort();
  return { components: components.sort(), used, unused };
}

/**
 * Form, button and dialog elements written by the storefront itself (outside tests), as
 * `file:line <tag`: the library draws those.
 */
export function rawControls(base = root) {
  const found = [];
  for (const file of sourcesUnder(path.join(base, 'storefront/app'))) {
    if (!file.endsWith('.tsx')) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [, tag] of line.matchAll(/<(button|input|select|textarea|dialog)[\s>/]/g)) {
          found.push(`${path.relative(base, file)}:${index + 1} <${tag}`);
        }
      });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { components, used, unused } = designSystemUsage();
  for (const component of components) {
    console.log(`${component.padEnd(24)} ${used.get(component) ?? 'UNUSED'}`);
  }
  console.log(
    `${components.length} components: ${components.length - unused.length} rendered by the storefront, ${unused.length} unused${unused.length ? ` (${unused.join(', ')})` : ''}`,
  );
}
