// The only public entry of @city/design-system: explicit named exports, types with `export type`.

// Provider, theme and formatting
export { DesignSystemProvider, defaultLocale, isLocale, localeTag, locales, useBuiltInMessages, useLocale, useThemeClassName } from './provider';
export type { BuiltInMessages, DesignSystemProviderProps, Locale, LocaleTag, MessageCatalog } from './provider';
export { colors, mapResponsiveValue, normalizeResponsiveValue, responsiveConditions, sprinkles } from './sprinkles.css';
export type { ColorName, ResponsiveCondition, ResponsiveValue, Sprinkles } from './sprinkles.css';

// Layout and typography foundations

// Content, navigation and feedback

// Overlays, consent, header and footer

// Dates, prices, forms and commerce
