import type { Locale } from '../../provider';

export interface FooterColumnsMessages {
  /** Name of the footer navigation. */
  label: string;
}

export const footerColumnsMessages = {
  it: { label: 'Link utili' },
  en: { label: 'Useful links' },
  fr: { label: 'Liens utiles' },
} as const satisfies Record<Locale, FooterColumnsMessages>;
