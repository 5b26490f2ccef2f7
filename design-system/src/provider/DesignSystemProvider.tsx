import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { DesignSystemContext } from './context';
import { localeTag } from './locales';
import type { Locale } from './locales';

export interface DesignSystemProviderProps {
  /** Language of everything rendered inside: built-in labels, dates, numbers, react-aria widgets. */
  locale: Locale;
  /**
   * Class of a theme from @city/tokens (`themes.citta.className`). When given, children are wrapped
   * in an element carrying it (and `lang`); leave it out when the class already sits on `<html>`.
   * Portalled overlays read it through `useThemeClassName()` so that they stay themed.
   */
  themeClassName?: string;
  /** Client-side navigation for every link of the library (react-aria RouterProvider). */
  navigate?: (path: string, routerOptions?: unknown) => void;
  /** Turns a router path into a real href (for base paths), used together with `navigate`. */
  useHref?: (href: string) => string;
  /**
   * False for markup that react-aria will never run on: a server-rendered page that is not
   * hydrated, markup rendered to a string. Link and Button then render their native element
   * without react-aria's press, hover and focus hooks (the same element, classes and attributes,
   * without react-aria's own data attributes), which is most of their server rendering cost;
   * such a document styles hover, press and focus with the native pseudo-classes. Default true.
   */
  interactive?: boolean;
  children: ReactNode;
}

/** An address with a scheme (https:, mailto:, tel:) or protocol-relative: never a router path. */
const absoluteAddress = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The router's useHref for the router's own paths only: an absolute address given to it would
 * be resolved as a path (`https://example.org` as `/https:/example.org`).
 */
function forRouterPaths(useRouterHref: (href: string) => string) {
  return function useHref(href: string): string {
    const routed = useRouterHref(href);
    return absoluteAddress.test(href) ? href : routed;
  };
}

export function DesignSystemProvider({
  locale,
  themeClassName,
  navigate,
  useHref,
  interactive = true,
  children,
}: DesignSystemProviderProps) {
  const value = useMemo(
    () => ({ locale, themeClassName, interactive }),
    [locale, themeClassName, interactive],
  );
  const routerHref = useMemo(() => (useHref ? forRouterPaths(useHref) : undefined), [useHref]);

  let content: ReactNode = <I18nProvider locale={localeTag(locale)}>{children}</I18nProvider>;
  if (navigate) {
    content = (
      <RouterProvider navigate={navigate} useHref={routerHref}>
        {content}
      </RouterProvider>
    );
  }
  if (themeClassName) {
    content = (
      <div className={themeClassName} lang={localeTag(locale)} style={{ display: 'contents' }}>
        {content}
      </div>
    );
  }
  return <DesignSystemContext.Provider value={value}>{content}</DesignSystemContext.Provider>;
}
