import { useState } from 'react';
import type { ReactNode } from 'react';
import { localeTag, useBuiltInMessages, useLocale } from '../../provider';
import type { Locale } from '../../provider';
import { Drawer } from '../Drawer';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { Link } from '../Link';
import { SearchField } from '../SearchField';
import { SkipLink } from '../SkipLink';
import { VisuallyHidden } from '../VisuallyHidden';
import { fillTemplate } from '../private/template';
import * as styles from './SiteHeader.css';
import { siteHeaderMessages } from './messages';
import type { SiteHeaderMessages } from './messages';

export interface SiteHeaderNavItem {
  label: string;
  href: string;
  /** The page the visitor is on (or a section containing it). */
  current?: boolean;
}

export interface SiteHeaderSearch {
  /** Address of the search page, e.g. `/it/cerca`. */
  action: string;
  name?: string;
  defaultValue?: string;
}

export interface SiteHeaderProps {
  /** The brand mark, usually a link to the home page with the site's name as its text alternative. */
  logo: ReactNode;
  navigation: SiteHeaderNavItem[];
  /** Equivalent of the current page in every language. */
  languageHrefs: Record<Locale, string>;
  /** Language of the page; the provider's locale when not given. */
  currentLocale?: Locale;
  cart?: { href: string; count: number };
  account?: { href: string; label?: string };
  search?: SiteHeaderSearch;
  /** Id of the main content, target of the skip link. */
  mainId?: string;
  labels?: Partial<SiteHeaderMessages>;
}

/** The cart's accessible name with its item count, e.g. "Cart, 3 items". */
export function cartLabel(
  messages: Pick<SiteHeaderMessages, 'cartEmpty' | 'cartOne' | 'cartOther'>,
  count: number,
  localeTag: string,
): string {
  if (count <= 0) return messages.cartEmpty;
  const category = new Intl.PluralRules(localeTag).select(count);
  return fillTemplate(category === 'one' ? messages.cartOne : messages.cartOther, {
    count: new Intl.NumberFormat(localeTag).format(count),
  });
}

/**
 * Site header: skip link, logo, primary navigation (nav landmark), language switcher, account
 * and cart links, search. Below the tablet breakpoint the navigation, search, languages and account
 * move into a drawer opened by the menu button.
 */
export function SiteHeader({
  logo,
  navigation,
  languageHrefs,
  currentLocale,
  cart,
  account,
  search,
  mainId = 'main',
  labels,
}: SiteHeaderProps) {
  const t = useBuiltInMessages(siteHeaderMessages, labels);
  const providerLocale = useLocale();
  const locale = currentLocale ?? providerLocale;
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  const navItems = (listClassName: string, onNavigate?: () => void) => (
    <ul className={listClassName}>
      {navigation.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            variant="subtle"
            className={styles.navLink}
            aria-current={item.current ? 'page' : undefined}
            onPress={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  const accountLink = account ? (
    <Link href={account.href} variant="subtle" className={styles.iconLink}>
      <Icon name="user" />
      <span>{account.label ?? t.account}</span>
    </Link>
  ) : null;

  return (
    <header className={styles.header}>
      <SkipLink targetId={mainId} />
      <div className={styles.inner}>
        <div className={styles.topBar}>
          <div className={styles.logo}>{logo}</div>
          <div className={styles.actions}>
            <div className={styles.fromTablet}>
              <LanguageSwitcher current={locale} hrefs={languageHrefs} />
            </div>
            {accountLink ? <div className={styles.fromTablet}>{accountLink}</div> : null}
            {cart ? (
              <Link
                href={cart.href}
                variant="subtle"
                className={styles.iconLink}
                data-cart-count={cart.count}
              >
                <Icon name="cart" />
                <VisuallyHidden>{cartLabel(t, cart.count, localeTag(locale))}</VisuallyHidden>
                {cart.count > 0 ? (
                  <span className={styles.badge} aria-hidden="true">
                    {cart.count > 99 ? '99+' : cart.count}
                  </span>
                ) : null}
              </Link>
            ) : null}
            <div className={styles.belowTablet}>
              <IconButton
                icon="menu"
                label={t.openMenu}
                aria-expanded={menuOpen}
                onPress={() => setMenuOpen(true)}
              />
            </div>
          </div>
        </div>
        <div className={styles.secondRow}>
          <nav aria-label={t.navigation}>{navItems(styles.navList)}</nav>
          {search ? <SearchField {...search} hideLabel /> : null}
        </div>
      </div>
      <Drawer title={t.menuTitle} open={menuOpen} onOpenChange={setMenuOpen} side="end">
        {search ? <SearchField {...search} /> : null}
        <nav aria-label={t.navigation}>{navItems(styles.drawerNavList, closeMenu)}</nav>
        <div className={styles.drawerSection}>
          <LanguageSwitcher
            current={locale}
            hrefs={languageHrefs}
            variant="list"
            onSelect={closeMenu}
          />
          {accountLink}
        </div>
      </Drawer>
    </header>
  );
}
