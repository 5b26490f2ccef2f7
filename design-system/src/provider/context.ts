import { createContext } from 'react';
import { defaultLocale } from './locales';
import type { Locale } from './locales';

export interface DesignSystemContextValue {
  locale: Locale;
  themeClassName: string | undefined;
  /** False where react-aria never runs in the browser (see DesignSystemProviderProps). */
  interactive: boolean;
}

export const DesignSystemContext = createContext<DesignSystemContextValue>({
  locale: defaultLocale,
  themeClassName: undefined,
  interactive: true,
});
