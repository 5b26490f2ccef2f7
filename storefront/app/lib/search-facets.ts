import type { ContentType } from '@city/content-types';

/** Types offered as a facet of the search. */
export const searchTypes = [
  'eventi',
  'attivita',
  'spettacoli',
  'visite_guidate',
  'risorse',
  'pacchetti',
  'prodotti',
  'pagine',
  'news_convention',
] as const satisfies readonly ContentType[];
export type SearchType = (typeof searchTypes)[number];

/** The search facets as they appear in the URL (GET form). */
export interface Facets {
  q?: string | undefined;
  type?: SearchType | undefined;
  category?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  past?: '1' | undefined;
  sort?: 'next' | 'title' | undefined;
  page?: number | undefined;
}

/** The URL of the same search on another page. */
export function facetsHref(pathname: string, facets: Facets, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...facets, page: page > 1 ? page : undefined })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
