// The stylesheet of the metric-matched fallback faces (fallbacks.ts), computed with Capsize from
// the fonts' published metrics. Used by the test that writes and checks fallbacks.css (fallbacks.test.ts);
// nothing at runtime imports it.
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import type { FontMetrics } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import { fallbackFamily, webFonts } from './fallbacks';
import type { LocalFont } from './fallbacks';

type Metrics = Parameters<typeof createFontStack>[0][number];

const loadMetrics = async (id: string): Promise<Metrics> =>
  ((await import(`@capsizecss/metrics/${id}`)) as { default: FontMetrics }).default;

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const src = (names: readonly string[]) => names.map((name) => `local('${name}')`).join(', ');

/** A face's metrics with another average width (a bold face's); the rest are the family's. */
const withWidth = (metrics: Metrics, xWidthAvg: number): Metrics => ({
  ...metrics,
  xWidthAvg,
  subsets: undefined,
});

const resolveFile = createRequire(import.meta.url).resolve;

/**
 * One fallback face: the local font under `names` for the weights `weight`, with the overrides
 * Capsize computes for `webFont` over `localFont`.
 */
function face(
  family: string,
  local: LocalFont,
  weight: string,
  names: readonly string[],
  webFont: Metrics,
  localFont: Metrics,
): string[] {
  const { fontFaces } = createFontStack([webFont, localFont], { fontFaceFormat: 'styleObject' });
  const { fontFamily: _family, src: _src, ...overrides } = fontFaces[0]!['@font-face'];
  return [
    '',
    '@font-face {',
    `  font-family: '${fallbackFamily(family, local)}';`,
    `  src: ${src(names)};`,
    `  font-weight: ${weight};`,
    ...Object.entries(overrides as Record<string, string>).map(
      ([property, value]) => `  ${kebab(property)}: ${value};`,
    ),
    '}',
  ];
}

export async function fallbackCss(): Promise<string> {
  const rules: string[] = [
    '/*',
    " * Metric-matched fallback faces of the themes' web fonts (src/fonts/fallbacks.ts), generated",
    " * by `pnpm --filter @city/tokens fonts:fallbacks` from Capsize's font metrics: do not edit.",
    ' */',
  ];
  for (const [family, font] of Object.entries(webFonts)) {
    const webFont = await loadMetrics(font.metrics);
    const webBold = font.boldFile
      ? withWidth(webFont, (await fromFile(resolveFile(font.boldFile))).xWidthAvg)
      : undefined;
    for (const local of font.fallbacks) {
      const localFont = await loadMetrics(local.metrics);
      const weight = webBold && local.bold ? '100 500' : '100 900';
      rules.push(...face(family, local, weight, local.regular, webFont, localFont));
      if (webBold && local.bold) {
        const localBold = withWidth(localFont, localFont.xWidthAvg * local.bold.widthRatio);
        rules.push(...face(family, local, '600 900', local.bold.names, webBold, localBold));
      }
    }
  }
  return `${rules.join('\n')}\n`;
}
