import type { Locale } from '../../provider';

export const numberFieldMessages = {
  it: { increment: 'Aumenta {label}', decrement: 'Diminuisci {label}' },
  en: { increment: 'Increase {label}', decrement: 'Decrease {label}' },
  fr: { increment: 'Augmenter {label}', decrement: 'Diminuer {label}' },
} as const satisfies Record<Locale, Record<string, string>>;

export type NumberFieldMessages = { -readonly [K in keyof (typeof numberFieldMessages)['it']]: string };
