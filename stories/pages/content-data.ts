import type { Locale } from '@city/design-system';
import { alternatesOf, contentDetail } from '../../storefront/app/features/content/detail';
import type { Category } from '../../storefront/app/lib/api/content';
import { facetsHref } from '../../storefront/app/lib/search-facets';
import type { Facets } from '../../storefront/app/lib/search-facets';
import { fixtureContentClient } from '../fixtures/pages/backend';
import { catalogueItem, FIXTURE_TODAY } from '../fixtures/pages/catalogue';
import { siteMessage } from './messages';

/*
 * The loader data of the content pages, from the fixtures: the same content-service requests as
 * the route modules' loaders (storefront/app/routes), through the storefront's content client,
 * and the same pure builders, on the fixtures' day.
 */

const content = fixtureContentClient();

/** routes/home.tsx: the next events and places to discover. */
export async function homeData(locale: Locale) {
  const [upcoming, discover] = await Promise.all([
    content.search(locale, { type: 'eventi', hidePast: true, sort: 'next', limit: 6 }),
    content.search(locale, { type: 'risorse,attivita', hidePast: true, sort: 'next', limit: 3 }),
  ]);
  return {
    locale,
    today: FIXTURE_TODAY,
    upcoming: upcoming.data,
    discover: discover.data,
    alternates: { it: '/it', en: '/en', fr: '/fr' },
  };
}

/** The search page's address for some facets (the form's GET). */
export function searchPath(locale: Locale, facets: Facets): string {
  return facetsHref(`/${locale}/cerca`, facets, facets.page ?? 1);
}

/** routes/cerca.tsx: one page of results for the facets, and the categories. */
export async function searchData(locale: Locale, facets: Facets) {
  const [result, categories] = await Promise.all([
    content.search(locale, {
      q: facets.q,
      type: facets.type,
      category: facets.category,
      from: facets.from,
      to: facets.to,
      hidePast: facets.past !== '1',
      sort: facets.sort ?? 'next',
      page: facets.page ?? 1,
      limit: 12,
    }),
    content.categories(locale).catch((): Category[] => []),
  ]);
  return { locale, facets, result, categories, today: FIXTURE_TODAY };
}

/** The address of the fixtures' first item of a type. */
export function contentPath(locale: Locale, tipo: string): string {
  return `/${locale}/${catalogueItem(tipo).texts[locale].slug}`;
}

/** routes/content.$.tsx: the item of the slug, as the content page shows it. */
export async function contentData(locale: Locale, tipo: string) {
  const item = await content.bySlug(locale, catalogueItem(tipo).texts[locale].slug);
  return {
    ...contentDetail(item, locale, {
      today: FIXTURE_TODAY,
      // The fixtures' rich text is the workbench's own; the site sanitises the editors' text.
      html: item.descrizione ?? '',
      label: (key) => siteMessage(locale, key),
    }),
    alternates: alternatesOf(item, locale),
  };
}

/** routes/preview.$type.$id.tsx: an editor's preview of an item, without language links. */
export async function previewData(locale: Locale, tipo: string) {
  const fixture = catalogueItem(tipo);
  const item = await content.item(locale, tipo, fixture.id);
  return contentDetail(item, locale, {
    today: FIXTURE_TODAY,
    html: item.descrizione ?? '',
    preview: true,
    label: (key) => siteMessage(locale, key),
  });
}
