import type { Locale } from '../../provider';

export interface ErrorPageMessages {
  /** Name of the list of links offered on the error page. */
  links: string;
}

export const errorPageMessages = {
  it: { links: 'Link utili' },
  en: { links: 'Useful links' },
  fr: { links: 'Liens utiles' },
} as const satisfies Record<Locale, ErrorPageMessages>;
