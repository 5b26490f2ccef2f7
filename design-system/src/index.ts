// The only public entry of @city/design-system: explicit named exports, types with `export type`.

// Provider, theme and formatting
export { DesignSystemProvider, defaultLocale, isLocale, localeTag, locales, useBuiltInMessages, useLocale, useThemeClassName } from './provider';
export type { BuiltInMessages, DesignSystemProviderProps, Locale, LocaleTag, MessageCatalog } from './provider';
export { colors, mapResponsiveValue, normalizeResponsiveValue, responsiveConditions, sprinkles } from './sprinkles.css';
export type { ColorName, ResponsiveCondition, ResponsiveValue, Sprinkles } from './sprinkles.css';
export { formatPrice, formatDate, formatTime, formatDateTime, dateTimeJoiners, toDateTimeAttribute, DEFAULT_TIME_ZONE } from './format';
export type { DateInput, FormatDateOptions, FormatLocale } from './format';

// Layout and typography foundations

// Content, navigation and feedback

// Overlays, consent, header and footer

// Dates, prices, forms and commerce
export {
  FALLBACK_SORT_DATE,
  MAX_LISTED_DAYS,
  dateLineKinds,
  describeDateEntry,
  describeDates,
  isPastContent,
  isPastEntry,
  isRecurring,
  monthlyOrdinals,
  nextOccurrence,
  occurrencesBetween,
  recurrences,
  toDay,
  weekdayOpenFields,
  weekdays,
} from './dates';
export type {
  AnyDateEntry,
  DateEntry,
  DateLine,
  DateLineKind,
  DateLinePart,
  DatedItem,
  DescribeOptions,
  MonthlyOrdinal,
  Recurrence,
  Weekday,
  WeekdayOpening,
} from './dates';
