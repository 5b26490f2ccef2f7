// Metric-matched fallback faces of the web fonts (font-display: swap). Until a theme's font file
// arrives, text is set in a local font scaled to the web font's average width and given its
// ascent, descent and line gap, so lines wrap where they will wrap with the web font and the swap
// moves nothing (a header that wraps onto two rows with a wider system font and back to one when
// the web font arrives is a layout shift). The faces themselves are generated from Capsize's font
// metrics into fallbacks.css (`pnpm --filter @city/tokens fonts:fallbacks`; a unit test checks the
// file is current); this module names them, so the theme's font stacks list them without loading
// any metrics.

/** A local font used as the stand-in, under the names each platform knows it by. */
export interface LocalFont {
  /** Capsize metrics module (`@capsizecss/metrics/<id>`). */
  metrics: string;
  /** The face's name in the fallback family: `<web font> Fallback: <name>`. */
  name: string;
  /** local() names of the regular face: full and PostScript names, the metric twin on Linux. */
  regular: readonly string[];
  /**
   * The bold face, where its average width is known: its local() names and its average character
   * width over the regular face's (measured from the font files with @capsizecss/unpack). Without
   * it, bold text is the regular face made bold by the browser, at the regular face's widths.
   */
  bold?: { names: readonly string[]; widthRatio: number };
}

// Arial on Windows and macOS, Liberation Sans (the same metrics) on Linux, Roboto on Android.
const arial: LocalFont = {
  metrics: 'arial',
  name: 'Arial',
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  bold: {
    names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    // Liberation Sans Bold / Regular, xWidthAvg 983 / 913 (of 2048 units): Arial Bold's metrics
    widthRatio: 983 / 913,
  },
};
const roboto: LocalFont = {
  metrics: 'roboto',
  name: 'Roboto',
  regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
};
// Times New Roman on Windows and macOS, Liberation Serif on Linux, Noto Serif on Android.
const times: LocalFont = {
  metrics: 'timesNewRoman',
  name: 'Times New Roman',
  regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
  bold: {
    names: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
    ],
    // Liberation Serif Bold / Regular, xWidthAvg 886 / 832 (of 2048 units)
    widthRatio: 886 / 832,
  },
};
const notoSerif: LocalFont = {
  metrics: 'notoSerif',
  name: 'Noto Serif',
  regular: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
};

export interface WebFont {
  /** Capsize metrics module of the regular face. */
  metrics: string;
  /** The bold (700) face's file, whose average width sizes the bold fallbacks. */
  boldFile?: string;
  fallbacks: readonly LocalFont[];
}

/**
 * Each web font of the themes: its Capsize metrics and the local fonts that stand in for it. The
 * variable fonts have one file for every weight, so only their regular width is known: their bold
 * text falls back to the regular fallback face, made bold by the browser.
 */
export const webFonts: Readonly<Record<string, WebFont>> = {
  'Titillium Web': {
    metrics: 'titilliumWeb',
    boldFile: '@fontsource/titillium-web/files/titillium-web-latin-700-normal.woff2',
    fallbacks: [arial, roboto],
  },
  Lora: { metrics: 'lora', fallbacks: [times, notoSerif] },
  'Source Sans 3 Variable': { metrics: 'sourceSans3', fallbacks: [arial, roboto] },
  'Merriweather Variable': { metrics: 'merriweather', fallbacks: [times, notoSerif] },
};

export const fallbackFamily = (family: string, local: LocalFont): string =>
  `${family} Fallback: ${local.name}`;

/** The quoted fallback families of a web font, in order, for its font stack ('' when it has none). */
export function fallbackStack(family: string): string {
  const font = webFonts[family];
  return font ? font.fallbacks.map((local) => `'${fallbackFamily(family, local)}'`).join(', ') : '';
}
