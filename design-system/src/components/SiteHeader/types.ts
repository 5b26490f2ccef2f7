/** The header's link and search shapes, shared by the header and its lazily loaded menu. */

import type { IconName } from '../Icon';

export interface SiteHeaderNavItem {
  label: string;
  href: string;
  /** The page the visitor is on (or a section containing it). */
  current?: boolean;
}

export interface SiteHeaderShortcut extends SiteHeaderNavItem {
  /** Shown alone on phones; the label stays the link's accessible name. */
  icon: IconName;
}

export interface SiteHeaderSearch {
  /** Address of the search page, e.g. `/it/cerca`. */
  action: string;
  name?: string;
  defaultValue?: string;
}
