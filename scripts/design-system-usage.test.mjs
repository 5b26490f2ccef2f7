import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { designSystemUsage, rawControls } from './design-system-usage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the storefront is composed from the design system', () => {
  const { components, used, unused } = designSystemUsage(root);

  it('renders every component of the library but at most two', () => {
    expect(components.length).toBeGreaterThan(50);
    expect(used.size).toBe(components.length - unused.length);
    expect(unused.length).toBeLessThanOrEqual(2);
  });

  it('says in the library README why each unused component is kept', () => {
    const readme = readFileSync(path.join(root, 'design-system/README.md'), 'utf8');
    const section = readme.split(/^## Components the site does not use$/m)[1]?.split(/^## /m)[0];
    expect(section, 'the README section "Components the site does not use"').toBeDefined();
    const explained = [...(section ?? '').matchAll(/^- \*\*(\w+)\*\*/gm)].map((m) => m[1]);
    expect(explained.sort()).toEqual(unused);
  });

  it('writes no button, field, select or dialog element of its own', () => {
    expect(rawControls(root)).toEqual([]);
  });
});
