export { SiteFooter } from './SiteFooter';
export type { FooterEndTextContent, SiteFooterProps } from './SiteFooter';
