/**
 * The site's content types: the `tipo` values of the contenuti collection and what each one is
 * (how it is dated, whether it is a link to elsewhere, whether it is booked for a date) and the
 * texts each item has per locale, defined once for the schema build, the content API and the
 * storefront.
 */

/** Every content type, in the order the admin app offers them. */
export const contentTypes = [
  'pagine',
  'risorse',
  'attivita',
  'pacchetti',
  'eventi',
  'spettacoli',
  'visite_guidate',
  'appuntamenti',
  'prodotti',
  'operatori_outdoor',
  'operatori_incoming',
  'ristoranti',
  'news_convention',
  'link_esterni',
  'link_file',
  'link_operatore',
] as const;
export type ContentType = (typeof contentTypes)[number];

/**
 * How items of a type are dated: `entries` are date entries that may recur (table `date`),
 * `singles` are single dated occurrences (table `date_puntuali`), `none` has no dates.
 */
export type DateKind = 'entries' | 'singles' | 'none';

interface TypeFacts {
  dates: DateKind;
  /** A link to somewhere else (a URL, a file, an operator's page): no page of its own. */
  link: boolean;
  /** Sold as a booking on one of its dates, so the shop asks for the date. */
  bookedByDate: boolean;
}

const facts = {
  pagine: { dates: 'none', link: false, bookedByDate: false },
  risorse: { dates: 'none', link: false, bookedByDate: false },
  attivita: { dates: 'entries', link: false, bookedByDate: false },
  pacchetti: { dates: 'none', link: false, bookedByDate: false },
  eventi: { dates: 'entries', link: false, bookedByDate: false },
  spettacoli: { dates: 'singles', link: false, bookedByDate: false },
  visite_guidate: { dates: 'singles', link: false, bookedByDate: true },
  appuntamenti: { dates: 'singles', link: false, bookedByDate: true },
  prodotti: { dates: 'none', link: false, bookedByDate: false },
  operatori_outdoor: { dates: 'none', link: false, bookedByDate: false },
  operatori_incoming: { dates: 'none', link: false, bookedByDate: false },
  ristoranti: { dates: 'none', link: false, bookedByDate: false },
  news_convention: { dates: 'none', link: false, bookedByDate: false },
  link_esterni: { dates: 'none', link: true, bookedByDate: false },
  link_file: { dates: 'none', link: true, bookedByDate: false },
  link_operatore: { dates: 'none', link: true, bookedByDate: false },
} as const satisfies { readonly [T in ContentType]: TypeFacts };
type Facts = typeof facts;

/** Whether a value is one of the content types. */
export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && Object.hasOwn(facts, value);
}

/** How items of a type are dated; `none` for a value that is not a content type. */
export function dateKindOf(type: string): DateKind {
  return isContentType(type) ? facts[type].dates : 'none';
}

/** Whether a type is a link to somewhere else; false for a value that is not a content type. */
export function isLinkType(type: string): type is LinkType {
  return isContentType(type) && facts[type].link;
}

/** Whether a type is sold as a booking on one of its dates (guided tours, appointments). */
export function isBookedByDate(type: string): boolean {
  return isContentType(type) && facts[type].bookedByDate;
}

/** Types dated by date entries (events and activities). */
export type EntryDatedType = {
  [T in ContentType]: Facts[T]['dates'] extends 'entries' ? T : never;
}[ContentType];
export const entryDatedTypes = contentTypes.filter(
  (type): type is EntryDatedType => facts[type].dates === 'entries',
);

/** Types with single dated occurrences (shows, guided tours, appointments). */
export type SingleDatedType = {
  [T in ContentType]: Facts[T]['dates'] extends 'singles' ? T : never;
}[ContentType];
export const singleDatedTypes = contentTypes.filter(
  (type): type is SingleDatedType => facts[type].dates === 'singles',
);

/** Types that link elsewhere and have no page of their own. */
export type LinkType = {
  [T in ContentType]: Facts[T]['link'] extends true ? T : never;
}[ContentType];
export const linkTypes = contentTypes.filter((type): type is LinkType => facts[type].link);

/**
 * The field of an item's detail that holds the single dates of its type (`date_spettacoli`,
 * `date_visite_guidate`, `date_appuntamenti`); date entries are in `date`.
 */
export function singleDatesField<T extends SingleDatedType>(type: T): `date_${T}` {
  return `date_${type}`;
}

/** The texts every content item has in each locale (fields of contenuti_translations). */
export const translationFields = [
  'titolo',
  'slug',
  'sottotitolo',
  'descrizione',
  'seo_title',
  'seo_description',
] as const;
export type TranslationField = (typeof translationFields)[number];

/**
 * What a cart line or a bundle entry can be: a product card (`carte`), a gift card, a pass, or a
 * place on a dated guided tour or appointment (spec: the cart's `tipo`).
 */
export const cartItemTypes = [
  'carte',
  'carte_regalate',
  'abbonamenti_athena',
  'visite_guidate',
  'appuntamenti',
] as const;
export type CartItemType = (typeof cartItemTypes)[number];
