import type { Locale } from '../../provider';

export const priceMessages = {
  it: {
    free: 'Gratuito',
    single: 'Prezzo',
    group: 'Prezzo gruppo',
    combo: 'Prezzo combinato',
    total: 'Totale',
    originalPrice: 'Prezzo originale:',
    discountedPrice: 'Prezzo scontato:',
    perPerson: 'a persona',
  },
  en: {
    free: 'Free',
    single: 'Price',
    group: 'Group price',
    combo: 'Combo price',
    total: 'Total',
    originalPrice: 'Original price:',
    discountedPrice: 'Discounted price:',
    perPerson: 'per person',
  },
  fr: {
    free: 'Gratuit',
    single: 'Prix',
    group: 'Prix de groupe',
    combo: 'Prix combiné',
    total: 'Total',
    originalPrice: 'Prix d’origine\u00a0:',
    discountedPrice: 'Prix réduit\u00a0:',
    perPerson: 'par personne',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type PriceMessages = { -readonly [K in keyof (typeof priceMessages)['it']]: string };
