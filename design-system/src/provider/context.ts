import { createContext } from 'react';
import { defaultLocale } from './locales';
import type { Locale } from './locales';

export interface DesignSystemContextValue {
  locale: Locale;
  themeClassName: string | undefined;
}

export const DesignSystemContext = createContext<DesignSystemContextValue>({
  locale: defaultLocale,
  themeClassName: undefined,
});
