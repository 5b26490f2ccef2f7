import type { Locale } from '../../provider';

export interface DrawerMessages {
  /** Accessible name of the close button. */
  close: string;
}

export const drawerMessages = {
  it: { close: 'Chiudi' },
  en: { close: 'Close' },
  fr: { close: 'Fermer' },
} as const satisfies Record<Locale, DrawerMessages>;
