import type { Locale } from '../../provider';

export interface SpinnerMessages {
  loading: string;
}

export const spinnerMessages = {
  it: { loading: 'Caricamento in corso…' },
  en: { loading: 'Loading…' },
  fr: { loading: 'Chargement en cours…' },
} as const satisfies Record<Locale, SpinnerMessages>;
