import { assetUrl } from '@city/design-system';
import type { ContentItem } from './api/content';
import { sanitize } from './html.server';
import { publicConfig } from './config.server';
import { isPast, pastEntries } from './domain/past';
import { purchasePath } from './domain/links';
import { locales } from './i18n/config';
import type { Locale } from './i18n/config';
import { breadcrumbJsonLd, itemJsonLd } from './seo/jsonld';
import type { Crumb } from './seo/jsonld';
import { message, seoBase, today } from './seo/page.server';

/** Slug segments become breadcrumb labels: "pianifica-la-tua-visita" -> "Pianifica la tua visita". */
function segmentLabel(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Breadcrumb of spec section 2: Home, then the routes that have slugs (the parent paths of a
 * page), the last one (the page itself) shown separately.
 */
export function crumbsOf(
  item: ContentItem,
  locale: Locale,
): { items: { label: string; href: string }[]; all: Crumb[] } {
  const home = message(locale, 'breadcrumb.home');
  const path = item.url.replace(new RegExp(`^/${locale}/?`), '');
  const segments = path.split('/').filter(Boolean);
  const items: { label: string; href: string }[] = [];
  if (item.tipo === 'pagine') {
    segments.slice(0, -1).forEach((segment, index) => {
      items.push({
        label: segmentLabel(segment),
        href: `/${locale}/${segments.slice(0, index + 1).join('/')}`,
      });
    });
  } else {
    items.push({
      label: message(locale, `types.${item.tipo}`),
      href: `/${locale}/cerca?type=${item.tipo}`,
    });
  }
  items.push({ label: item.titolo, href: item.url });
  return { items, all: [{ label: home, href: `/${locale}` }, ...items] };
}

export type DetailPage = Awaited<ReturnType<typeof detailPage>>;

/** Everything a content page renders, computed on the server from the content service's item. */
export function detailPage(
  request: Request,
  item: ContentItem,
  locale: Locale,
  options: { preview?: boolean } = {},
) {
  const config = publicConfig();
  const alternates: Partial<Record<Locale, string>> = {};
  for (const tr of item.translations) {
    if ((locales as readonly string[]).includes(tr.languages_code) && tr.url) {
      alternates[tr.languages_code as Locale] = tr.url;
    }
  }
  if (!alternates[locale]) alternates[locale] = item.url;
  const past = isPast(item);
  const buy = past ? null : purchasePath(locale, item);
  const crumbs = crumbsOf(item, locale);
  const base = seoBase(request, locale);
  const image = item.cover
    ? assetUrl(config.assetsOrigin, item.cover.id, { width: 1200, format: 'jpg', quality: 70 })
    : null;
  const absolute = `${base.origin}${item.url}`;
  const ld = itemJsonLd({ ...item, past }, absolute, image, buy ? `${base.origin}${buy}` : null);
  return {
    locale,
    today: today(),
    preview: options.preview ?? false,
    item: {
      tipo: item.tipo,
      id: item.id,
      titolo: item.titolo,
      sottotitolo: item.sottotitolo ?? null,
      html: sanitize(item.descrizione),
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
    buy,
    calendar:
      item.tipo === 'eventi' && !past ? `/${locale}/l/eventi/${item.id}/calendar.ics` : null,
    crumbs: crumbs.items,
    alternates: options.preview ? undefined : alternates,
    seo: {
      ...base,
      title: item.seo_title || item.titolo,
      description: item.seo_description || item.sottotitolo || null,
      path: item.url,
      alternates,
      image,
      type: 'article' as const,
      noindex: options.preview ?? false,
      jsonLd: [...(ld ? [ld] : []), breadcrumbJsonLd(crumbs.all, base.origin)],
    },
  };
}
