import type { Locale } from '../../provider/locales';

export interface SiteHeaderMessages {
  /** Name of the primary navigation landmark. */
  navigation: string;
  /** Name of the tools navigation (shortcuts, cart, account). */
  tools: string;
  /** Name of the language navigation. */
  languages: string;
  /** Name of the button that opens the mobile menu. */
  openMenu: string;
  /** Title of the mobile menu drawer. */
  menuTitle: string;
  /** The link to the search page. */
  search: string;
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
    tools: 'Strumenti',
    languages: 'Lingua',
    openMenu: 'Apri il menu',
    menuTitle: 'Menu',
    search: 'Cerca',
    cartEmpty: 'Carrello, vuoto',
    cartOne: 'Carrello, {count} articolo',
    cartOther: 'Carrello, {count} articoli',
    account: 'Area riservata',
  },
  en: {
    navigation: 'Main navigation',
    tools: 'Tools',
    languages: 'Language',
    openMenu: 'Open the menu',
    menuTitle: 'Menu',
    search: 'Search',
    cartEmpty: 'Cart, empty',
    cartOne: 'Cart, {count} item',
    cartOther: 'Cart, {count} items',
    account: 'My account',
  },
  fr: {
    navigation: 'Navigation principale',
    tools: 'Outils',
    languages: 'Langue',
    openMenu: 'Ouvrir le menu',
    menuTitle: 'Menu',
    search: 'Rechercher',
    cartEmpty: 'Panier, vide',
    cartOne: 'Panier, {count} article',
    cartOther: 'Panier, {count} articles',
    account: 'Mon compte',
  },
} as const satisfies Record<Locale, SiteHeaderMessages>;
