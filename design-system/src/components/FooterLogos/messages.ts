import type { Locale } from '../../provider';

export interface FooterLogosMessages {
  /** Name of the list of institutional logos. */
  label: string;
}

export const footerLogosMessages = {
  it: { label: 'Enti e partner istituzionali' },
  en: { label: 'Institutions and partners' },
  fr: { label: 'Institutions et partenaires' },
} as const satisfies Record<Locale, FooterLogosMessages>;
