import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';
import { themes } from '../index';
import { fallbackCss } from './fallback-css';
import { fallbackFamily, fallbackStack, webFonts } from './fallbacks';

const sheet = readFileSync(path.join(import.meta.dirname, 'fallbacks.css'), 'utf8');

/** The @font-face rules of a stylesheet as family -> declarations. */
function faces(css: string): Array<Record<string, string>> {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) =>
    Object.fromEntries(
      m[1]!
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
    ),
  );
}

describe('metric-matched fallback faces', () => {
  it('fallbacks.css is what Capsize computes from the fonts metrics (`vitest -u` rewrites it)', async () => {
    await expect(await fallbackCss()).toMatchFileSnapshot('./fallbacks.css');
  });

  it('scales Arial down to Titillium Web: narrower average width, taller ascent', () => {
    const arial = faces(sheet).find(
      (f) =>
        f['font-family'] === "'Titillium Web Fallback: Arial'" && f['font-weight'] === '100 500',
    );
    expect(arial).toBeDefined();
    expect(parseFloat(arial!['size-adjust']!)).toBeGreaterThan(90);
    expect(parseFloat(arial!['size-adjust']!)).toBeLessThan(100);
    expect(parseFloat(arial!['ascent-override']!)).toBeGreaterThan(100);
    expect(arial!.src).toContain("local('Liberation Sans')");
  });

  it('gives every local font a face per web font, and a bold one where both bold widths are known', () => {
    const all = faces(sheet);
    for (const [family, font] of Object.entries(webFonts)) {
      for (const local of font.fallbacks) {
        const named = all.filter((f) => f['font-family'] === `'${fallbackFamily(family, local)}'`);
        const weights = font.boldFile && local.bold ? ['100 500', '600 900'] : ['100 900'];
        expect(named.map((f) => f['font-weight'])).toEqual(weights);
        for (const face of named) expect(face['size-adjust']).toMatch(/^\d+(\.\d+)?%$/);
      }
    }
  });

  it('sizes Arial Bold for Titillium Web Bold: Arial widens more from regular to bold', () => {
    const arial = faces(sheet).filter(
      (f) => f['font-family'] === "'Titillium Web Fallback: Arial'",
    );
    const [regular, bold] = arial.map((f) => parseFloat(f['size-adjust']!));
    expect(bold).toBeLessThan(regular! - 2);
    // the line box stays the web font's: ascent override x size adjust is the same
    const box = (f: Record<string, string>) =>
      (parseFloat(f['ascent-override']!) * parseFloat(f['size-adjust']!)) / 100;
    expect(box(arial[1]!)).toBeCloseTo(box(arial[0]!), 1);
  });

  it("takes the bold width ratios from the Liberation fonts' files (Debian's fonts-liberation)", async () => {
    const width = async (file: string) =>
      (await fromFile(`/usr/share/fonts/truetype/liberation/${file}.ttf`)).xWidthAvg;
    const ratio = async (name: string) =>
      (await width(`${name}-Bold`)) / (await width(`${name}-Regular`));
    const bold = (family: string, local: string) =>
      webFonts[family]!.fallbacks.find((f) => f.name === local)!.bold!.widthRatio;
    expect(bold('Titillium Web', 'Arial')).toBeCloseTo(await ratio('LiberationSans'), 4);
    expect(bold('Lora', 'Times New Roman')).toBeCloseTo(await ratio('LiberationSerif'), 4);
  });

  it('puts the fallbacks right after the web font in every theme font stack', () => {
    for (const theme of Object.values(themes)) {
      for (const stack of [
        theme.tokens.font.body,
        theme.tokens.font.heading,
        theme.tokens.font.accent,
      ]) {
        const family = /^'([^']+)'/.exec(stack)?.[1];
        expect(family && webFonts[family], stack).toBeTruthy();
        expect(stack.startsWith(`'${family}', ${fallbackStack(family!)}, `)).toBe(true);
      }
    }
  });

  it('names no fallback for a font it has no metrics for', () => {
    expect(fallbackStack('Unknown Sans')).toBe('');
  });
});
