import type { Locale } from '../../provider';

export const cartItemGroupMessages = {
  it: {
    quantity: 'Quantità',
    unitPrice: 'Prezzo unitario',
    subtotal: 'Subtotale',
    addOne: 'Aggiungi uno a {title}',
    removeOne: 'Togli uno da {title}',
    removeGroup: 'Rimuovi',
    removeGroupName: 'Rimuovi {title} dal carrello',
    minReason: 'È rimasto un solo elemento: per toglierlo usa “Rimuovi”.',
    quantityChanged: '{title}: quantità {count}',
  },
  en: {
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    subtotal: 'Subtotal',
    addOne: 'Add one to {title}',
    removeOne: 'Remove one from {title}',
    removeGroup: 'Remove',
    removeGroupName: 'Remove {title} from the cart',
    minReason: 'Only one item is left: use “Remove” to take it out.',
    quantityChanged: '{title}: quantity {count}',
  },
  fr: {
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    subtotal: 'Sous-total',
    addOne: 'Ajouter un à {title}',
    removeOne: 'Retirer un de {title}',
    removeGroup: 'Supprimer',
    removeGroupName: 'Supprimer {title} du panier',
    minReason: 'Il ne reste qu’un article\u00a0: utilisez «\u00a0Supprimer\u00a0» pour le retirer.',
    quantityChanged: '{title}\u00a0: quantité {count}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CartItemGroupMessages = {
  -readonly [K in keyof (typeof cartItemGroupMessages)['it']]: string;
};
