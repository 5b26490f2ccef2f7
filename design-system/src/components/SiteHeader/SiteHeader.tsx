import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { useBuiltInMessages, useLocale } from '../../provider';
import type { Locale } from '../../provider';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { Link } from '../Link';
import { SkipLink } from '../SkipLink';
import { AnchorLink } from '../private/AnchorLink';
import { VisuallyHidden } from '../VisuallyHidden';
import { cartBadge, cartLabel } from './cart-label';
import * as styles from './SiteHeader.css';
import { siteHeaderMessages } from './messages';
import type { SiteHeaderMessages } from './messages';
import type { SiteHeaderNavItem, SiteHeaderSearch, SiteHeaderShortcut } from './types';

// The drawer (and its dialog code) is fetched the first time the menu button is pressed, so that
// the header adds almost nothing to the first load of a page.
const SiteHeaderMenu = lazy(() => import('./SiteHeaderMenu'));

/** The site's name as a link to its home page, when the header has no logo of its own. */
export interface SiteHeaderBrand {
  href: string;
  name: string;
  /** Accessible name of the link when it says more than the name ("Città – home page"). */
  label?: string;
}

export interface SiteHeaderProps {
  /** The brand mark, usually a link to the home page with the site's name as its text alternative. */
  logo?: ReactNode;
  /** The site's name in the heading font, linking home; used when `logo` is not given. */
  brand?: SiteHeaderBrand;
  /** Sections of the site: in the bar from the tablet breakpoint, in the menu drawer below it. */
  navigation?: SiteHeaderNavItem[];
  /** Task links beside the cart (agenda…): the icon alone on phones, with words from the tablet. */
  shortcuts?: SiteHeaderShortcut[];
  /** Equivalent of the current page in every language. */
  languageHrefs: Record<Locale, string>;
  /** Language of the page; the provider's locale when not given. */
  currentLocale?: Locale;
  /** Called when a language is chosen, before the navigation (e.g. to remember the choice). */
  onLanguageSelect?: (locale: Locale) => void;
  cart?: { href: string; count: number; current?: boolean };
  account?: { href: string; label?: string; current?: boolean };
  /** The search page: a shortcut with the search icon, and the search field in the menu. */
  search?: SiteHeaderSearch;
  /** Id of the main content, target of the skip link. */
  mainId?: string;
  labels?: Partial<SiteHeaderMessages>;
}

function ToolLink({
  href,
  icon,
  label,
  current,
  after,
  cart = false,
}: {
  href: string;
  icon: IconName;
  label: string;
  current?: boolean;
  after?: ReactNode;
  /** Marks the label and count that a script may update on a page that is not hydrated. */
  cart?: boolean;
}) {
  return (
    <Link
      href={href}
      variant="subtle"
      className={styles.toolLink}
      aria-current={current ? 'page' : undefined}
    >
      <Icon name={icon} />
      <span className={styles.toolLabel} data-cart-label={cart ? '' : undefined}>
        {label}
      </span>
      {after}
    </Link>
  );
}

/**
 * Site header: skip link, logo, tools (shortcuts, cart with its count, account), languages and
 * the sections of the site. On phones the tools show their icons only (the words stay in each
 * link's accessible name, the cart count beside its icon), the rows wrap instead of scrolling
 * sideways, and the sections move into a drawer loaded on the first press of the menu button.
 */
export function SiteHeader({
  logo,
  brand,
  navigation = [],
  shortcuts = [],
  languageHrefs,
  currentLocale,
  onLanguageSelect,
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
  const [menuRequested, setMenuRequested] = useState(false);
  const hasMenu = navigation.length > 0;

  const tools = [
    ...shortcuts,
    ...(search ? [{ label: t.search, href: search.action, icon: 'search' as const }] : []),
  ];

  return (
    <header className={styles.header}>
      <SkipLink targetId={mainId} />
      <div className={styles.inner}>
        <div className={styles.logo}>
          {logo ??
            (brand ? (
              <AnchorLink href={brand.href} className={styles.brand} aria-label={brand.label}>
                {brand.name}
              </AnchorLink>
            ) : null)}
        </div>
        <div className={styles.bar}>
          <nav aria-label={t.tools}>
            <ul className={styles.row}>
              {tools.map((item) => (
                <li key={item.href}>
                  <ToolLink {...item} />
                </li>
              ))}
              {cart ? (
                <li>
                  <ToolLink
                    href={cart.href}
                    icon="cart"
                    cart
                    current={cart.current}
                    label={cartLabel(t, cart.count, locale)}
                    after={
                      <span className={styles.count} aria-hidden="true" data-cart-count="">
                        {cartBadge(cart.count)}
                      </span>
                    }
                  />
                </li>
              ) : null}
              {account ? (
                <li>
                  <ToolLink
                    href={account.href}
                    icon="user"
                    current={account.current}
                    label={account.label ?? t.account}
                  />
                </li>
              ) : null}
            </ul>
          </nav>
          <LanguageSwitcher
            variant="codes"
            current={locale}
            hrefs={languageHrefs}
            onSelect={onLanguageSelect}
            labels={{ label: t.languages }}
            listClassName={styles.row}
            linkClassName={styles.toolLink}
          />
          {hasMenu ? (
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => {
                setMenuRequested(true);
                setMenuOpen(true);
              }}
            >
              <Icon name="menu" />
              <VisuallyHidden>{t.openMenu}</VisuallyHidden>
            </button>
          ) : null}
        </div>
        {hasMenu ? (
          <nav aria-label={t.navigation} className={styles.sections}>
            <ul className={styles.sectionList}>
              {navigation.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    variant="subtle"
                    className={styles.sectionLink}
                    aria-current={item.current ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {menuRequested ? (
        <Suspense fallback={null}>
          <SiteHeaderMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title={t.menuTitle}
            navigationLabel={t.navigation}
            navigation={navigation}
            search={search}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
