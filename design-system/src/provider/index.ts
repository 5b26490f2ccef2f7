export { DesignSystemProvider } from './DesignSystemProvider';
export type { DesignSystemProviderProps } from './DesignSystemProvider';
export { useBuiltInMessages, useInteractive, useLocale, useThemeClassName } from './hooks';
export type { BuiltInMessages, MessageCatalog } from './hooks';
export { defaultLocale, isLocale, localeTag, locales } from './locales';
export type { Locale, LocaleTag } from './locales';
