import type { Locale } from '../../provider';

export interface SponsorCarouselMessages {
  /** Default heading of the carousel ("Sponsor" in the footer data). */
  title: string;
  /** Localized role description of the region. */
  carousel: string;
  previous: string;
  next: string;
}

export const sponsorCarouselMessages = {
  it: {
    title: 'Sponsor',
    carousel: 'carosello',
    previous: 'Sponsor precedenti',
    next: 'Sponsor successivi',
  },
  en: {
    title: 'Sponsors',
    carousel: 'carousel',
    previous: 'Previous sponsors',
    next: 'Next sponsors',
  },
  fr: {
    title: 'Sponsors',
    carousel: 'carrousel',
    previous: 'Sponsors précédents',
    next: 'Sponsors suivants',
  },
} as const satisfies Record<Locale, SponsorCarouselMessages>;
