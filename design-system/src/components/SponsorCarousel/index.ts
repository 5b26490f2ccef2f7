export { SponsorCarousel } from './SponsorCarousel';
export type { Sponsor, SponsorCarouselProps } from './SponsorCarousel';
export { sponsorCarouselMessages } from './messages';
export type { SponsorCarouselMessages } from './messages';
