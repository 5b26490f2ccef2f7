import type { Locale } from '../../provider';

export const cartSummaryMessages = {
  it: {
    title: 'Riepilogo',
    single: 'Prezzo singolo',
    total: 'Totale',
    discountedTotal: 'Totale scontato',
    combo: 'Alcuni articoli hanno un prezzo combinato: il prezzo vale solo se acquistati insieme.',
    recalculating: 'Aggiornamento dei prezzi in corso…',
    promoLabel: 'Codice promozionale',
    promoApply: 'Applica',
    promoApplied: 'Codice applicato: {code}',
    promoRemove: 'Rimuovi codice',
    promoRemoveName: 'Rimuovi codice {code}',
  },
  en: {
    title: 'Summary',
    single: 'Single price',
    total: 'Total',
    discountedTotal: 'Discounted total',
    combo: 'Some items have a combo price: it applies only when they are bought together.',
    recalculating: 'Updating prices…',
    promoLabel: 'Promo code',
    promoApply: 'Apply',
    promoApplied: 'Code applied: {code}',
    promoRemove: 'Remove code',
    promoRemoveName: 'Remove code {code}',
  },
  fr: {
    title: 'Récapitulatif',
    single: 'Prix unitaire',
    total: 'Total',
    discountedTotal: 'Total après réduction',
    combo:
      'Certains articles ont un prix combiné\u00a0: il ne s’applique que s’ils sont achetés ensemble.',
    recalculating: 'Mise à jour des prix…',
    promoLabel: 'Code promotionnel',
    promoApply: 'Appliquer',
    promoApplied: 'Code appliqué\u00a0: {code}',
    promoRemove: 'Retirer le code',
    promoRemoveName: 'Retirer le code {code}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CartSummaryMessages = {
  -readonly [K in keyof (typeof cartSummaryMessages)['it']]: string;
};
