export { FooterLogos, footerLogoWidth } from './FooterLogos';
export type { FooterLogo, FooterLogosProps } from './FooterLogos';
export { footerLogosMessages } from './messages';
export type { FooterLogosMessages } from './messages';
