export { SiteHeader } from './SiteHeader';
export { cartBadge, cartLabel } from './cart-label';
export type { SiteHeaderProps } from './SiteHeader';
export type { SiteHeaderNavItem, SiteHeaderSearch, SiteHeaderShortcut } from './types';
export { siteHeaderMessages } from './messages';
export type { SiteHeaderMessages } from './messages';
