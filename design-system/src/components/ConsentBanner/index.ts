export { ConsentBanner, consentBannerPlacements } from './ConsentBanner';
export type { ConsentBannerPlacement, ConsentBannerProps } from './ConsentBanner';
export { consentBannerMessages } from './messages';
export type { ConsentBannerMessages } from './messages';
