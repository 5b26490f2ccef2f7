import { useMatches, useRouteLoaderData } from 'react-router';
import type { Locale } from './i18n/config';
import { locales, withLocale } from './i18n/config';
import { languagePath } from './site-path';

export interface SiteConfig {
  assetsOrigin: string;
  tagManagerUrl: string;
  a11yWidgetUrl: string;
  siteOrigin: string;
}

interface RootData {
  locale: Locale;
  messagesVersion: string;
  config: SiteConfig;
}

/** Configuration and locale of the page, from the root loader. */
export function useSite(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return (
    data ?? {
      locale: 'it',
      messagesVersion: '',
      config: { assetsOrigin: '', tagManagerUrl: '', a11yWidgetUrl: '', siteOrigin: '' },
    }
  );
}

export type Alternates = Partial<Record<Locale, string>>;

/**
 * The equivalent page in every language: the deepest route that knows it (loader data with
 * `alternates`, e.g. a content page and its translated slugs) wins; otherwise the same path
 * with the other prefix.
 */
export function useAlternates(pathname: string, search = ''): Record<Locale, string> {
  const matches = useMatches();
  let known: Alternates | undefined;
  for (const match of matches) {
    const data = match.loaderData as { alternates?: Alternates } | undefined;
    if (data && typeof data === 'object' && data.alternates) known = data.alternates;
  }
  return alternateHrefs(pathname, search, known);
}

/**
 * The language switch's targets: the route's known alternates, else the same path and query with
 * the other prefix. Only ever a page of this site (lib/site-path.ts): a crafted current address
 * gives the language's home instead.
 */
export function alternateHrefs(
  pathname: string,
  search: string,
  known: Alternates | undefined,
): Record<Locale, string> {
  const out = {} as Record<Locale, string>;
  for (const locale of locales) {
    out[locale] = languagePath(
      known
        ? (known[locale] ?? `/${locale}/traduzione-mancante`)
        : `${withLocale(pathname, locale)}${search}`,
      locale,
    );
  }
  return out;
}

/** Layout of the deepest route that asks for one: 'default' (header and footer) or 'empty'. */
export function useLayout(): 'default' | 'empty' {
  const matches = useMatches();
  let layout: 'default' | 'empty' = 'default';
  for (const match of matches) {
    const handle = match.handle as { layout?: 'default' | 'empty' } | undefined;
    if (handle?.layout) layout = handle.layout;
  }
  return layout;
}
