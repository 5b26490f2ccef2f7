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
type LoadMetrics = (id: string) => Promise<Metrics>;

const loadMetrics: LoadMetrics = async (id) =>
  ((await import(`@capsizecss/metrics/${id}`)) as { default: FontMetrics }).default;

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const src = (names: readonly string[]) => names.map((name) => `local('${name}')`).join(', ');

/** The declarations Capsize computes for one web font over one local font, as CSS lines. */
function overrides(webFont: Metrics, localFont: Metrics): string[] {
  const { fontFaces } = createFontStack([webFont, localFont], { fontFaceFormat: 'styleObject' });
  const { fontFamily: _family, src: _src, ...rest } = fontFaces[0]!['@font-face'];
  return Object.entries(rest as Record<string, string>).map(
    ([property, value]) => `  ${kebab(property)}: ${value};`,
  );
}

/** A face's metrics with another average width (a bold face's, from its regular one). */
const widened = (metrics: Metrics, ratio: number): Metrics => ({
  ...metrics,
  xWidthAvg: metrics.xWidthAvg * ratio,
  subsets: undefined,
});

const resolveFile = createRequire(import.meta.url).resolve;

export async function fallbackCss(load: LoadMetrics = loadMetrics): Promise<string> {
  const rules: string[] = [
    '/*',
    " * Metric-matched fallback faces of the themes' web fonts (src/fonts/fallbacks.ts), generated",
    " * by `pnpm --filter @city/tokens fonts:fallbacks` from Capsize's font metrics: do not edit.",
    ' */',
  ];
  const face = (family: string, local: LocalFont, weight: string, names: readonly string[]) => [
    '',
    '@font-face {',
    `  font-family: '${fallbackFamily(family, local)}';`,
    `  src: ${src(names)};`,
    `  font-weight: ${weight};`,
  ];
  for (const [family, font] of Object.entries(webFonts)) {
    const webFont = await load(font.metrics);
    // The bold file's own average width; its other metrics are the family's.
    const webBold = font.boldFile
      ? {
          ...webFont,
          xWidthAvg: (await fromFile(resolveFile(font.boldFile))).xWidthAvg,
          subsets: undefined,
        }
      : undefined;
    for (const local of font.fallbacks) {
      const localFont = await load(local.metrics);
      rules.push(
        ...face(family, local, local.bold && webBold ? '100 500' : '100 900', local.regular),
        ...overrides(webFont, localFont),
        '}',
      );
      if (local.bold && webBold) {
        rules.push(
          ...face(family, local, '600 900', local.bold.names),
          ...overrides(webBold, widened(localFont, local.bold.widthRatio)),
          '}',
        );
      }
    }
  }
  return `${rules.join('\n')}\n`;
}
