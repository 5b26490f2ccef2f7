import type { ContentType } from '@city/content-types';
import type { Locale } from '../i18n/config';

/** Types whose detail route exists (spec section 2: /l/{type}/{id}). */
export const detailTypes = [
  'eventi',
  'pagine',
  'risorse',
  'attivita',
  'prodotti',
  'pacchetti',
  'spettacoli',
  'visite_guidate',
  'news_convention',
] as const satisfies readonly ContentType[];
export type DetailType = (typeof detailTypes)[number];

/** Preview route segment -> content type (spec section 2: /preview/{type}/{id}). */
export const previewTypes = {
  eventi: 'eventi',
  pagine: 'pagine',
  risorse: 'risorse',
  attivita: 'attivita',
  prodotti: 'prodotti',
  pacchetti: 'pacchetti',
  appuntamenti: 'appuntamenti',
  'visite-guidate': 'visite_guidate',
  spettacoli: 'spettacoli',
  'news-convention': 'news_convention',
} as const satisfies Record<string, ContentType>;

export interface LinkTarget {
  href: string;
  external: boolean;
  /** For file links: the file's title, shown as the link text. */
  fileTitle?: string;
}

export interface Linkable {
  tipo: string;
  id: number;
  url?: string | null;
  /** link_esterni */
  link?: string | null;
  /** link_file: the asset id and its title */
  file?: { id: string; title?: string | null } | null;
  /** link_operatore: which operator and its page */
  operatore?: { tipo?: string | null; url?: string | null } | null;
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Where a card leads, by content type (spec section 2): internal pages use their translation
 * url; operators their outdoor or incoming page; external links open outside; file links point
 * to the asset with the file title. Other types use their url, or the search-link route.
 */
export function cardLink(item: Linkable, locale: Locale, assetsOrigin: string): LinkTarget {
  switch (item.tipo) {
    case 'link_esterni':
      return { href: item.link ?? item.url ?? '#', external: true };
    case 'link_file': {
      if (item.file) {
        return {
          href: `${assetsOrigin.replace(/\/$/, '')}/assets/${encodeURIComponent(item.file.id)}`,
          external: false,
          fileTitle: item.file.title ?? undefined,
        };
      }
      return { href: item.url ?? '#', external: false };
    }
    case 'link_operatore':
      return { href: item.operatore?.url ?? item.url ?? `/${locale}`, external: false };
    default: {
      const href = item.url ?? `/${locale}/l/${item.tipo}/${item.id}`;
      return { href, external: isExternal(href) };
    }
  }
}

/**
 * The purchase route of a sellable item, or null (spec section 2, purchase routes). A package
 * (`pacchetti`) is a content item, not a product of the shop: the bundle page
 * (`/acquista/bundle/{id}`) sells a combo by the combo's own id (backend/API.md,
 * `GET /shop/bundle/:id`), which a package does not name, so a package offers no purchase link.
 */
export function purchasePath(
  locale: Locale,
  item: { tipo: string; id: number; tipo_prodotto?: string | null | undefined },
): string | null {
  switch (item.tipo) {
    case 'prodotti':
      return `/${locale}/acquista/${item.tipo_prodotto || 'prodotti'}/${item.id}`;
    case 'visite_guidate':
      return `/${locale}/acquista/visite-guidate/${item.id}`;
    case 'appuntamenti':
      return `/${locale}/acquista/appuntamenti/${item.id}`;
    default:
      return null;
  }
}

/** Page of the tourist offices per locale, linked from the 404 page (spec section 2). */
export const touristOfficesPath: Record<Locale, string> = {
  it: '/it/visita/pianifica-la-tua-visita/uffici-del-turismo',
  en: '/en/visit/plan-your-trip/tourist-offices',
  fr: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
};
