import { singleDatedTypes, singleDatesField } from '@city/content-types';
import type { ContentItem } from '../api/content';

export interface Crumb {
  label: string;
  href?: string | undefined;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

function place(item: ContentItem) {
  const luogo = item.luogo;
  if (!luogo?.nome) return undefined;
  return {
    '@type': 'Place',
    name: luogo.nome,
    address: {
      '@type': 'PostalAddress',
      streetAddress: luogo.indirizzo ?? undefined,
      addressLocality: luogo.citta ?? undefined,
      postalCode: luogo.cap ?? undefined,
      addressCountry: 'IT',
    },
    ...(luogo.lat != null && luogo.lng != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: luogo.lat, longitude: luogo.lng } }
      : {}),
  };
}

function offer(item: ContentItem, url: string, purchaseUrl: string | null) {
  if (item.prezzo == null) return undefined;
  return {
    '@type': 'Offer',
    price: euros(item.prezzo),
    priceCurrency: 'EUR',
    url: purchaseUrl ?? url,
    availability: item.past ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
  };
}

/** First and last day of a dated item, from its date entries or its next/last dates. */
function span(item: ContentItem): { start?: string; end?: string } {
  const dated = singleDatedTypes
    .flatMap((type) => item[singleDatesField(type)])
    .map((d) => d.data)
    .sort();
  const entries = item.date
    .map((d) => (d.data_inizio ?? d.inizio_ricorrenza ?? null) as string | null)
    .filter((d): d is string => Boolean(d))
    .sort();
  const ends = item.date
    .map((d) => (d.data_fine ?? d.fine_ricorrenza ?? null) as string | null)
    .filter((d): d is string => Boolean(d))
    .sort();
  const start = item.next_date ?? dated[0] ?? entries[0];
  const end = item.last_date ?? dated.at(-1) ?? ends.at(-1);
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** Structured data of a content item: Event, TouristAttraction or Product. */
export function itemJsonLd(
  item: ContentItem,
  absoluteUrl: string,
  image: string | null,
  purchaseUrl: string | null,
): object | null {
  const base = {
    '@context': 'https://schema.org',
    name: item.titolo,
    description: item.seo_description ?? item.sottotitolo ?? undefined,
    url: absoluteUrl,
    ...(image ? { image: [image] } : {}),
  };
  switch (item.tipo) {
    case 'eventi':
    case 'spettacoli':
    case 'visite_guidate':
    case 'attivita':
    case 'appuntamenti': {
      const { start, end } = span(item);
      if (!start) return { ...base, '@type': 'TouristAttraction' };
      return {
        ...base,
        '@type': 'Event',
        startDate: start,
        ...(end ? { endDate: end } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        ...(place(item) ? { location: place(item) } : {}),
        ...(item.organizzatore
          ? { organizer: { '@type': 'Organization', name: item.organizzatore } }
          : {}),
        ...(offer(item, absoluteUrl, purchaseUrl)
          ? { offers: offer(item, absoluteUrl, purchaseUrl) }
          : {}),
      };
    }
    case 'risorse':
      return {
        ...base,
        '@type': 'TouristAttraction',
        ...(place(item) ? { address: place(item)?.address } : {}),
      };
    case 'prodotti':
    case 'pacchetti':
      return {
        ...base,
        '@type': 'Product',
        ...(offer(item, absoluteUrl, purchaseUrl)
          ? { offers: offer(item, absoluteUrl, purchaseUrl) }
          : {}),
      };
    default:
      return null;
  }
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: `${origin}${crumb.href}` } : {}),
    })),
  };
}
