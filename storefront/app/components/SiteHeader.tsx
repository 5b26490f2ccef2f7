import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteHeader as Header } from '@city/design-system';
import { localeCookie } from '../lib/i18n/config';
import type { Locale } from '../lib/i18n/config';
import { useAlternates } from '../lib/site';
import { useCartCount } from '../stores/cart';

/** The page is the link's target or lies below it. */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The design system's site header (its skip link, brand and language codes) with the site's
 * words, the cart count of this browser and the equivalent page in every language (translated
 * slugs when the page has them). Choosing a language remembers it in the i18n_redirected cookie;
 * the router loads its messages before the page changes (root clientMiddleware).
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const { pathname, search } = useLocation();
  const alternates = useAlternates(pathname, search);
  const href = (path: string) => `/${locale}/${path}`;
  return (
    <Header
      brand={{
        href: `/${locale}`,
        name: t('site.name'),
        label: `${t('site.name')} – ${t('site.logoLabel')}`,
      }}
      shortcuts={[
        {
          label: t('nav.agenda'),
          href: href('agenda'),
          icon: 'calendar',
          current: isCurrent(pathname, href('agenda')),
        },
        {
          label: t('nav.search'),
          href: href('cerca'),
          icon: 'search',
          current: isCurrent(pathname, href('cerca')),
        },
      ]}
      cart={{ href: href('carrello'), count, current: isCurrent(pathname, href('carrello')) }}
      account={{
        href: href('dashboard'),
        label: t('nav.account'),
        current: isCurrent(pathname, href('dashboard')),
      }}
      languageHrefs={alternates}
      currentLocale={locale}
      onLanguageSelect={(l) => {
        document.cookie = localeCookie(l);
      }}
      labels={{ tools: t('nav.label'), languages: t('nav.language') }}
    />
  );
}
