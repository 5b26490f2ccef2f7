import type { Locale } from '../../provider';

export interface SiteHeaderMessages {
  /** Name of the primary navigation landmark. */
  navigation: string;
  /** Name of the button that opens the mobile menu. */
  openMenu: string;
  /** Title of the mobile menu drawer. */
  menuTitle: string;
  /** Cart link when empty. */
  cartEmpty: string;
  /** Cart link with one item: {count} is replaced. */
  cartOne: string;
  /** Cart link with several items: {count} is replaced. */
  cartOther: string;
  account: string;
}

export const siteHeaderMessages = {
  it: {
    navigation: 'Navigazione principale',
    openMenu: 'Apri il menu',
    menuTitle: 'Menu',
    cartEmpty: 'Carrello, vuoto',
    cartOne: 'Carrello, {count} articolo',
    cartOther: 'Carrello, {count} articoli',
    account: 'Area riservata',
  },
  en: {
    navigation: 'Main navigation',
    openMenu: 'Open the menu',
    menuTitle: 'Menu',
    cartEmpty: 'Cart, empty',
    cartOne: 'Cart, {count} item',
    cartOther: 'Cart, {count} items',
    account: 'My account',
  },
  fr: {
    navigation: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    menuTitle: 'Menu',
    cartEmpty: 'Panier, vide',
    cartOne: 'Panier, {count} article',
    cartOther: 'Panier, {count} articles',
    account: 'Mon compte',
  },
} as const satisfies Record<Locale, SiteHeaderMessages>;
