import type { Locale } from '../../provider';

export interface SearchFieldMessages {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
}

export const searchFieldMessages = {
  it: {
    label: 'Cerca nel sito',
    placeholder: 'Eventi, luoghi, esperienze…',
    submit: 'Cerca',
    clear: 'Cancella la ricerca',
  },
  en: {
    label: 'Search the site',
    placeholder: 'Events, places, experiences…',
    submit: 'Search',
    clear: 'Clear search',
  },
  fr: {
    label: 'Rechercher sur le site',
    placeholder: 'Événements, lieux, expériences…',
    submit: 'Rechercher',
    clear: 'Effacer la recherche',
  },
} as const satisfies Record<Locale, SearchFieldMessages>;
