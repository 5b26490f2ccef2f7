import type { Locale } from '../../provider';

export const numberFieldMessages = {
  it: { increment: 'Aumenta', decrement: 'Diminuisci' },
  en: { increment: 'Increase', decrement: 'Decrease' },
  fr: { increment: 'Augmenter', decrement: 'Diminuer' },
} as const satisfies Record<Locale, Record<string, string>>;

export type NumberFieldMessages = {
  -readonly [K in keyof (typeof numberFieldMessages)['it']]: string;
};
