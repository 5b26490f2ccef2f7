import type { ContentItem } from '../../lib/api/content';
import { purchasePath } from '../../lib/domain/links';
import { isPast, pastEntries } from '../../lib/domain/past';
import { locales } from '../../lib/i18n/config';
import type { Locale } from '../../lib/i18n/config';

/** A breadcrumb step of a content page (Home is added by the breadcrumb itself). */
export interface DetailCrumb {
  label: string;
  href: string;
}

/** Slug segments become breadcrumb labels: "pianifica-la-tua-visita" -> "Pianifica la tua visita". */
function segmentLabel(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Breadcrumb of spec section 2 after Home: for pages the parent paths of their slug, for other
 * types the search on the type; the item itself last. `label` translates a message key.
 */
export function crumbsOf(
  item: Pick<ContentItem, 'tipo' | 'titolo' | 'url'>,
  locale: Locale,
  label: (key: string) => string,
): DetailCrumb[] {
  const path = item.url.replace(new RegExp(`^/${locale}/?`), '');
  const segments = path.split('/').filter(Boolean);
  const crumbs: DetailCrumb[] = [];
  if (item.tipo === 'pagine') {
    segments.slice(0, -1).forEach((segment, index) => {
      crumbs.push({
        label: segmentLabel(segment),
        href: `/${locale}/${segments.slice(0, index + 1).join('/')}`,
      });
    });
  } else {
    crumbs.push({ label: label(`types.${item.tipo}`), href: `/${locale}/cerca?type=${item.tipo}` });
  }
  crumbs.push({ label: item.titolo, href: item.url });
  return crumbs;
}

/** The item's address in every language it is translated into (its own one at least). */
export function alternatesOf(
  item: Pick<ContentItem, 'translations' | 'url'>,
  locale: Locale,
): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const tr of item.translations) {
    if ((locales as readonly string[]).includes(tr.languages_code) && tr.url) {
      alternates[tr.languages_code as Locale] = tr.url;
    }
  }
  if (!alternates[locale]) alternates[locale] = item.url;
  return alternates;
}

export interface DetailOptions {
  /** The day the page is rendered for (yyyy-MM-dd): past content and date lines read it. */
  today: string;
  /** The item's description as safe HTML (sanitised on the server). */
  html: string;
  /** An editor's preview of a draft. */
  preview?: boolean | undefined;
  /** Translates a message key of the page's language (breadcrumb labels). */
  label: (key: string) => string;
}

/**
 * What the content page shows of an item of the content service: its texts and facts, the dates
 * that decide whether it is past, the purchase and calendar links and the breadcrumb. Pure, so
 * that the page's loader and its stories build the screen's data the same way.
 */
export function contentDetail(item: ContentItem, locale: Locale, options: DetailOptions) {
  const past = isPast(item, options.today);
  return {
    locale,
    today: options.today,
    preview: options.preview ?? false,
    item: {
      tipo: item.tipo,
      id: item.id,
      titolo: item.titolo,
      sottotitolo: item.sottotitolo ?? null,
      html: options.html,
      cover: item.cover ?? null,
      categoria: item.categoria?.nome ?? null,
      luogo: item.luogo ?? null,
      prezzo: item.prezzo ?? null,
      prezzo_gruppo: item.prezzo_gruppo ?? null,
      telefono: item.telefono ?? null,
      email: item.email ?? null,
      sito: item.sito ?? null,
      organizzatore: item.organizzatore ?? null,
      lingue: item.lingue ?? null,
      translationMissing: item.translation_missing,
      dates: pastEntries(item),
      past,
    },
    buy: past ? null : purchasePath(locale, item),
    calendar:
      item.tipo === 'eventi' && !past ? `/${locale}/l/eventi/${item.id}/calendar.ics` : null,
    crumbs: crumbsOf(item, locale, options.label),
  };
}

/** The data of the content page's screen. */
export type ContentDetailData = ReturnType<typeof contentDetail>;
