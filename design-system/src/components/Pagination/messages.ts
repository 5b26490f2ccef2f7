import type { Locale } from '../../provider';

export interface PaginationMessages {
  /** Name of the navigation landmark. */
  label: string;
  previous: string;
  next: string;
  /** `{page}` is the page number. */
  page: string;
  /** Hidden text for skipped pages. */
  morePages: string;
}

export const paginationMessages = {
  it: {
    label: 'Paginazione',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    page: 'Pagina {page}',
    morePages: 'Altre pagine',
  },
  en: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
    morePages: 'More pages',
  },
  fr: {
    label: 'Pagination',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {page}',
    morePages: 'Autres pages',
  },
} as const satisfies Record<Locale, PaginationMessages>;
