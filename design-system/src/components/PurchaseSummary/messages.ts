import type { Locale } from '../../provider';

export const purchaseSummaryMessages = {
  it: {
    details: 'Informazioni',
    prices: 'Prezzi',
    included: 'Cosa comprende',
    more: 'Maggiori informazioni',
  },
  en: {
    details: 'Details',
    prices: 'Prices',
    included: 'What is included',
    more: 'More information',
  },
  fr: {
    details: 'Informations',
    prices: 'Tarifs',
    included: 'Ce qui est compris',
    more: 'Plus d’informations',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type PurchaseSummaryMessages = {
  -readonly [K in keyof (typeof purchaseSummaryMessages)['it']]: string;
};
