import type { Decorator } from '@storybook/react-vite';
import { defaultLocale, isLocale, locales } from '@city/design-system';
import type { Locale } from '@city/design-system';
import { defaultTheme, isThemeId, themes } from '@city/tokens';
import type { ThemeId } from '@city/tokens';
import '@city/tokens/fonts';
import { ThemeRoot } from './ThemeRoot';

/** Wraps every story in the design-system provider with the toolbar's theme and locale. */
export const withDesignSystem: Decorator = (Story, context) => {
  const requestedTheme: unknown = context.globals.theme;
  const requestedLocale: unknown = context.globals.locale;
  const theme: ThemeId = isThemeId(requestedTheme) ? requestedTheme : 'citta';
  const locale: Locale = isLocale(requestedLocale) ? requestedLocale : defaultLocale;
  return (
    <ThemeRoot theme={theme} locale={locale}>
      <Story />
    </ThemeRoot>
  );
};

const localeNames = { it: 'Italiano', en: 'English', fr: 'Français' } as const satisfies Record<
  Locale,
  string
>;

/** Toolbar globals of the workbench: theme and locale. */
export const workbenchGlobalTypes = {
  theme: {
    description: 'Brand theme (tokens)',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      items: Object.values(themes).map((theme) => ({ value: theme.id, title: theme.name })),
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Language of built-in labels, dates and prices',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: locales.map((locale) => ({
        value: locale,
        title: localeNames[locale],
        right: locale,
      })),
      dynamicTitle: true,
    },
  },
};

export const workbenchInitialGlobals = {
  theme: defaultTheme.id,
  locale: defaultLocale,
};
