import type { Locale } from '../../provider';

export interface BreadcrumbMessages {
  /** Name of the navigation landmark. */
  label: string;
  home: string;
}

export const breadcrumbMessages = {
  it: { label: 'Percorso di navigazione', home: 'Home' },
  en: { label: 'Breadcrumb', home: 'Home' },
  fr: { label: 'Fil d’Ariane', home: 'Accueil' },
} as const satisfies Record<Locale, BreadcrumbMessages>;
