import type { Locale } from '../../provider';

export interface LinkMessages {
  /** Read after the text of a link that opens in a new tab. */
  externalHint: string;
  /** Read after the title of a file link; `{format}` is the file format, e.g. PDF. */
  fileHint: string;
  /** Same, when the size is known: `{format}` and `{size}`. */
  fileHintWithSize: string;
}

export const linkMessages = {
  it: {
    externalHint: '(si apre in una nuova scheda)',
    fileHint: '(file {format})',
    fileHintWithSize: '(file {format}, {size})',
  },
  en: {
    externalHint: '(opens in a new tab)',
    fileHint: '({format} file)',
    fileHintWithSize: '({format} file, {size})',
  },
  fr: {
    externalHint: '(s’ouvre dans un nouvel onglet)',
    fileHint: '(fichier {format})',
    fileHintWithSize: '(fichier {format}, {size})',
  },
} as const satisfies Record<Locale, LinkMessages>;
