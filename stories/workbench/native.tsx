import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { DesignSystemProvider, defaultLocale, isLocale } from '@city/design-system';
import type { Locale } from '@city/design-system';
import { enhance } from '@city/design-system/enhance';

/**
 * Native mode as on the storefront's pages that are never hydrated: the provider renders without
 * react-aria, and <html> carries `data-static` so that hover and press follow the native
 * pseudo-classes.
 */
function NativeRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.static = '';
    return () => {
      delete root.dataset.static;
    };
  }, []);
  return (
    <DesignSystemProvider locale={locale} interactive={false}>
      {children}
    </DesignSystemProvider>
  );
}

/** Renders a story in native mode (DesignSystemProvider `interactive={false}`). */
export const withNativeMode: Decorator = (Story, context) => {
  const requested: unknown = context.globals.locale;
  return (
    <NativeRoot locale={isLocale(requested) ? requested : defaultLocale}>
      <Story />
    </NativeRoot>
  );
};

/**
 * Runs the enhancements of the native markup inside `root` now (through the library's loader and
 * registry, as a page does), for play functions. Returns what stops and undoes them.
 */
export function enhanceNow(root: ParentNode): () => void {
  return enhance(root, { afterPaint: (start) => start() });
}
