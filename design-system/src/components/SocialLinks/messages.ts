import type { Locale } from '../../provider';

export interface SocialLinksMessages {
  /** Name of the list of social profiles. */
  label: string;
  facebook: string;
  twitter: string;
  instagram: string;
  tiktok: string;
  youtube: string;
  linkedin: string;
  /** Hint that the profile opens in a new tab. */
  newTab: string;
}

const networks = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const;

export const socialLinksMessages = {
  it: { label: 'Seguici sui social', ...networks, newTab: 'si apre in una nuova scheda' },
  en: { label: 'Follow us', ...networks, newTab: 'opens in a new tab' },
  fr: { label: 'Suivez-nous', ...networks, newTab: 's’ouvre dans un nouvel onglet' },
} as const satisfies Record<Locale, SocialLinksMessages>;
