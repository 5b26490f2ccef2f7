import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '@city/design-system';
import type { Locale } from '../lib/i18n/config';
import { useCartCount } from '../stores/cart';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './chrome.css';

export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const nav = [
    { to: `/${locale}/agenda`, label: t('nav.agenda'), icon: 'calendar' as const },
    { to: `/${locale}/cerca`, label: t('nav.search'), icon: 'search' as const },
  ];
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link
          to={`/${locale}`}
          className={styles.brand}
          aria-label={`${t('site.name')} – ${t('site.logoLabel')}`}
        >
          {t('site.name')}
        </Link>
        <nav aria-label={t('nav.label')}>
          <ul className={`${styles.navList} ${styles.headerRow}`}>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.navLink}>
                  <Icon name={item.icon} />
                  <span className={styles.navLabel}>{item.label}</span>
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={`/${locale}/carrello`} className={styles.navLink}>
                <Icon name="cart" />
                <span className={styles.navLabel}>{t('nav.cartCount', { count })}</span>
                <span className={styles.navCount} aria-hidden="true">
                  {count}
                </span>
              </NavLink>
            </li>
            <li>
              <NavLink to={`/${locale}/dashboard`} className={styles.navLink}>
                <Icon name="user" />
                <span className={styles.navLabel}>{t('nav.account')}</span>
              </NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher locale={locale} />
      </div>
    </header>
  );
}
