export { SiteHeader, cartLabel } from './SiteHeader';
export type {
  SiteHeaderNavItem,
  SiteHeaderProps,
  SiteHeaderSearch,
  SiteHeaderShortcut,
} from './SiteHeader';
export { siteHeaderMessages } from './messages';
export type { SiteHeaderMessages } from './messages';
