import type { Locale } from '../../provider';

export const checkoutLinesMessages = {
  it: {
    title: 'Il tuo ordine',
    line: '{count} × {title}',
  },
  en: {
    title: 'Your order',
    line: '{count} × {title}',
  },
  fr: {
    title: 'Votre commande',
    line: '{count} × {title}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CheckoutLinesMessages = {
  -readonly [K in keyof (typeof checkoutLinesMessages)['it']]: string;
};
