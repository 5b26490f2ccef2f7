import type { Locale } from '../../provider';

export interface PreFooterMessages {
  /** Name of the pre-footer region. */
  label: string;
  /** Name of the list of partner logos. */
  partners: string;
}

export const preFooterMessages = {
  it: { label: 'Da non perdere', partners: 'Partner e progetti' },
  en: { label: 'Don’t miss', partners: 'Partners and projects' },
  fr: { label: 'À ne pas manquer', partners: 'Partenaires et projets' },
} as const satisfies Record<Locale, PreFooterMessages>;
