import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { DesignSystemProvider, localeTag } from '@city/design-system';
import type { Locale } from '@city/design-system';
import { themes, vars } from '@city/tokens';
import type { ThemeId } from '@city/tokens';

/**
 * Applies the toolbar's theme and locale to a story. The theme class also goes on <html>, so
 * that overlays rendered in portals (modals, drawers, toasts) are themed as on the site, and the
 * page takes the theme's surface, text colour and body font.
 */
export function ThemeRoot({
  theme,
  locale,
  children,
}: {
  theme: ThemeId;
  locale: Locale;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const descriptor of Object.values(themes)) {
      root.classList.toggle(descriptor.className, descriptor.id === theme);
    }
    root.lang = localeTag(locale);
    Object.assign(document.body.style, {
      margin: '0',
      background: vars.color.surface.page,
      color: vars.color.text.primary,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.md,
    });
  }, [theme, locale]);

  return (
    <DesignSystemProvider locale={locale} themeClassName={themes[theme].className}>
      {children}
    </DesignSystemProvider>
  );
}
