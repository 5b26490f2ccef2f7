import type { Locale } from '../../provider';

export const orderSummaryMessages = {
  it: {
    title: 'Ordine {id}',
    status: 'Stato',
    date: 'Data',
    items: 'Articoli',
    quantity: 'Quantità: {count}',
    discount: 'Sconto',
    total: 'Totale',
    pending: 'In attesa di pagamento',
    paid: 'Pagato',
    cancelled: 'Annullato',
    refunded: 'Rimborsato',
    failed: 'Pagamento non riuscito',
  },
  en: {
    title: 'Order {id}',
    status: 'Status',
    date: 'Date',
    items: 'Items',
    quantity: 'Quantity: {count}',
    discount: 'Discount',
    total: 'Total',
    pending: 'Awaiting payment',
    paid: 'Paid',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    failed: 'Payment failed',
  },
  fr: {
    title: 'Commande {id}',
    status: 'Statut',
    date: 'Date',
    items: 'Articles',
    quantity: 'Quantité\u00a0: {count}',
    discount: 'Réduction',
    total: 'Total',
    pending: 'En attente de paiement',
    paid: 'Payée',
    cancelled: 'Annulée',
    refunded: 'Remboursée',
    failed: 'Paiement refusé',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type OrderSummaryMessages = {
  -readonly [K in keyof (typeof orderSummaryMessages)['it']]: string;
};
