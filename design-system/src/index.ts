// The only public entry of @city/design-system: explicit named exports, types with `export type`.

// Provider, theme and formatting
export { DesignSystemProvider, defaultLocale, isLocale, localeTag, locales, useBuiltInMessages, useLocale, useThemeClassName } from './provider';
export type { BuiltInMessages, DesignSystemProviderProps, Locale, LocaleTag, MessageCatalog } from './provider';
export { colors, mapResponsiveValue, normalizeResponsiveValue, responsiveConditions, sprinkles } from './sprinkles.css';
export type { ColorName, ResponsiveCondition, ResponsiveValue, Sprinkles } from './sprinkles.css';
export { formatPrice, formatDate, formatTime, formatDateTime, dateTimeJoiners, toDateTimeAttribute, DEFAULT_TIME_ZONE } from './format';
export type { DateInput, FormatDateOptions, FormatLocale } from './format';

// Layout and typography foundations
export { Box } from './components/Box';
export type { BoxProps } from './components/Box';
export { Stack, stackAligns } from './components/Stack';
export type { StackAlign, StackProps } from './components/Stack';
export { Inline, inlineAligns, inlineJustifies } from './components/Inline';
export type { InlineAlign, InlineJustify, InlineProps } from './components/Inline';
export { Grid } from './components/Grid';
export type { GridProps } from './components/Grid';
export { Text, textAligns, textSizes, textTones, textWeights } from './components/Text';
export type { TextAlign, TextProps, TextSize, TextTone, TextWeight } from './components/Text';
export { Heading, headingLevels } from './components/Heading';
export type { HeadingLevel, HeadingProps } from './components/Heading';
export { Link, isExternalHref, linkMessages, linkVariants } from './components/Link';
export type { LinkFile, LinkMessages, LinkProps, LinkVariant } from './components/Link';
export { Button, buttonSizes, buttonVariants } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { IconButton } from './components/IconButton';
export type { IconButtonProps } from './components/IconButton';
export { Icon, iconNames, iconSizes, socialIconNames, uiIconNames } from './components/Icon';
export type { IconName, IconProps, IconSize } from './components/Icon';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { SkipLink, skipLinkMessages } from './components/SkipLink';
export type { SkipLinkMessages, SkipLinkProps } from './components/SkipLink';
export { Spinner, spinnerMessages, spinnerSizes } from './components/Spinner';
export type { SpinnerMessages, SpinnerProps, SpinnerSize } from './components/Spinner';
export { Skeleton, skeletonShapes } from './components/Skeleton';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton';

// Content, navigation and feedback
export { Image, assetUrl, blurhashAverageColor, imageFits, imageFormats, imageMedia, imageRules, pictureSources } from './components/Image';
export type { AssetUrlOptions, ImageAsset, ImageFit, ImageFormat, ImageProps, Picture, PictureInput, PictureSource } from './components/Image';

// Overlays, consent, header and footer
export { Modal, ModalClose, modalSizes, modalMessages } from './components/Modal';
export type { ModalProps, ModalSize, ModalMessages } from './components/Modal';
export { Drawer, DrawerClose, drawerSides, drawerMessages } from './components/Drawer';
export type { DrawerProps, DrawerSide, DrawerMessages } from './components/Drawer';
export {
  ConsentPreferences,
  consentCategories,
  consentGrantsTagManager,
  consentPreferencesMessages,
  fullConsent,
  noConsent,
} from './components/ConsentPreferences';
export type {
  ConsentCategory,
  ConsentChoices,
  ConsentPreferencesMessages,
  ConsentPreferencesProps,
} from './components/ConsentPreferences';
export { ConsentBanner, consentBannerMessages, consentBannerPlacements } from './components/ConsentBanner';
export type {
  ConsentBannerMessages,
  ConsentBannerPlacement,
  ConsentBannerProps,
} from './components/ConsentBanner';

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
