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

  let content: ReactNode = <I18nProvider locale={localeTag(locale)}>{children}</I18nProvider>;
  if (navigate) {
    content = (
      <RouterProvider navigate={navigate} useHref={useHref}>
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
