import type { Locale } from '../../provider';

export interface SponsorCarouselMessages {
  /** Default heading of the carousel ("Sponsor" in the footer data). */
  title: string;
  /** Localized role description of the region. */
  carousel: string;
  /** Localized role description of each slide. */
  slide: string;
  /** Name of each slide: {index} and {total} are replaced. */
  slideLabel: string;
  previous: string;
  next: string;
}

export const sponsorCarouselMessages = {
  it: {
    title: 'Sponsor',
    carousel: 'carosello',
    slide: 'diapositiva',
    slideLabel: '{index} di {total}',
    previous: 'Sponsor precedenti',
    next: 'Sponsor successivi',
  },
  en: {
    title: 'Sponsors',
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: '{index} of {total}',
    previous: 'Previous sponsors',
    next: 'Next sponsors',
  },
  fr: {
    title: 'Sponsors',
    carousel: 'carrousel',
    slide: 'diapositive',
    slideLabel: '{index} sur {total}',
    previous: 'Sponsors précédents',
    next: 'Sponsors suivants',
  },
} as const satisfies Record<Locale, SponsorCarouselMessages>;
