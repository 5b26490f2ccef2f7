export { PreFooter } from './PreFooter';
export { FooterPicture, footerPictureWidths } from './FooterPicture';
export type { FooterImage, FooterImageAsset, FooterImageFile } from './FooterPicture';
export type {
  PreFooterCard,
  PreFooterCta,
  PreFooterProps,
  PreFooterSocial,
  PreFooterSubcard,
} from './PreFooter';
export {
  preFooterLayout,
  preFooterLayouts,
  preFooterSectionForPath,
  preFooterSections,
} from './layout';
export type { PreFooterLayout, PreFooterSection } from './layout';
export { preFooterMessages } from './messages';
export type { PreFooterMessages } from './messages';
