import type { Locale } from '../../provider';

export interface ModalMessages {
  /** Accessible name of the close button. */
  close: string;
}

export const modalMessages = {
  it: { close: 'Chiudi' },
  en: { close: 'Close' },
  fr: { close: 'Fermer' },
} as const satisfies Record<Locale, ModalMessages>;
