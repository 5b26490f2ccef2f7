export { SiteHeader } from './SiteHeader';
export { cartBadge, cartLabel } from './cart-label';
export type { SiteHeaderBrand, SiteHeaderProps } from './SiteHeader';
export type { SiteHeaderNavItem, SiteHeaderSearch, SiteHeaderShortcut } from './types';
export { siteHeaderMessages } from './messages';
export type { SiteHeaderMessages } from './messages';
