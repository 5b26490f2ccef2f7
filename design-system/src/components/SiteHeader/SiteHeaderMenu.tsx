import { Drawer } from '../Drawer';
import { Link } from '../Link';
import { SearchField } from '../SearchField';
import type { SiteHeaderNavItem, SiteHeaderSearch } from './types';
import * as styles from './SiteHeader.css';

export interface SiteHeaderMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  navigationLabel: string;
  navigation: SiteHeaderNavItem[];
  search?: SiteHeaderSearch;
}

/** The phone menu of the site header: search and the sections of the site, in a drawer. */
export default function SiteHeaderMenu({
  open,
  onOpenChange,
  title,
  navigationLabel,
  navigation,
  search,
}: SiteHeaderMenuProps) {
  return (
    <Drawer title={title} open={open} onOpenChange={onOpenChange} side="end">
      {search ? <SearchField {...search} /> : null}
      <nav aria-label={navigationLabel}>
        <ul className={styles.drawerNavList}>
          {navigation.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                variant="subtle"
                className={styles.sectionLink}
                aria-current={item.current ? 'page' : undefined}
                onPress={() => onOpenChange(false)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
