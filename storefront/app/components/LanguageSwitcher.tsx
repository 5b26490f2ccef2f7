import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeCookie, localeTag, locales } from '../lib/i18n/config';
import type { Locale } from '../lib/i18n/config';
import { useAlternates } from '../lib/site';
import * as styles from './chrome.css';

/**
 * Links to the same page in the other languages (translated slugs when the page has them). The
 * router loads the target language's messages before the page changes (root clientMiddleware);
 * the choice is remembered in the i18n_redirected cookie.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const alternates = useAlternates(location.pathname, location.search);
  return (
    <nav aria-label={t('nav.language')}>
      <ul className={`${styles.navList} ${styles.headerRow}`}>
        {locales.map((l) => (
          <li key={l}>
            <Link
              to={alternates[l]}
              className={styles.navLink}
              hrefLang={localeTag(l)}
              lang={localeTag(l)}
              aria-current={l === locale ? 'true' : undefined}
              onClick={() => {
                document.cookie = localeCookie(l);
              }}
            >
              <span aria-hidden="true">{l.toUpperCase()}</span>
              <span className={styles.visuallyHidden}>{t(`languages.${l}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
