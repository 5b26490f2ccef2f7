export { SiteHeader } from './SiteHeader';
export { cartBadge, cartLabel } from './cart-label';
export type {
  SiteHeaderNavItem,
  SiteHeaderProps,
  SiteHeaderSearch,
  SiteHeaderShortcut,
} from './SiteHeader';
export { siteHeaderMessages } from './messages';
export type { SiteHeaderMessages } from './messages';
