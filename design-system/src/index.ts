// The only public entry of @city/design-system: explicit named exports, types with `export type`.

// Provider, theme and formatting
export {
  DesignSystemProvider,
  defaultLocale,
  isLocale,
  localeTag,
  locales,
  useBuiltInMessages,
  useLocale,
  useThemeClassName,
} from './provider';
export type {
  BuiltInMessages,
  DesignSystemProviderProps,
  Locale,
  LocaleTag,
  MessageCatalog,
} from './provider';
export {
  colors,
  mapResponsiveValue,
  normalizeResponsiveValue,
  responsiveConditions,
  sprinkles,
} from './sprinkles.css';
export type { ColorName, ResponsiveCondition, ResponsiveValue, Sprinkles } from './sprinkles.css';
export {
  formatPrice,
  formatDate,
  formatTime,
  formatDateTime,
  dateTimeJoiners,
  toDateTimeAttribute,
  DEFAULT_TIME_ZONE,
} from './format';
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
export { PageLayout, pageLayoutWidths } from './components/PageLayout';
export type { PageLayoutProps, PageLayoutWidth } from './components/PageLayout';
export { List, ListItem, listGaps } from './components/List';
export type { ListGap, ListItemProps, ListProps } from './components/List';
export {
  Link,
  isExternalHref,
  linkAppearances,
  linkMessages,
  linkVariants,
} from './components/Link';
export type {
  LinkAppearance,
  LinkFile,
  LinkMessages,
  LinkProps,
  LinkVariant,
} from './components/Link';
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
export {
  Image,
  assetUrl,
  blurhashAverageColor,
  imageFits,
  imageFormats,
  imageMedia,
  imageRules,
  pictureSources,
} from './components/Image';
export type {
  AssetUrlOptions,
  ImageAsset,
  ImageFit,
  ImageFormat,
  ImageProps,
  Picture,
  PictureInput,
  PictureSource,
} from './components/Image';
export { Card, cardDescriptionLimit, truncateText } from './components/Card';
export type { CardImage, CardProps } from './components/Card';
export { CardGrid } from './components/CardGrid';
export type { CardGridProps } from './components/CardGrid';
export { SummaryCard } from './components/SummaryCard';
export type { SummaryCardProps } from './components/SummaryCard';
export { DescriptionList, descriptionListLayouts } from './components/DescriptionList';
export type {
  DescriptionItem,
  DescriptionListLayout,
  DescriptionListProps,
} from './components/DescriptionList';
export { DataTable, dataTableAligns } from './components/DataTable';
export type {
  DataTableAlign,
  DataTableColumn,
  DataTableProps,
  DataTableRow,
} from './components/DataTable';
export { Hero } from './components/Hero';
export type { HeroProps } from './components/Hero';
export { Breadcrumb, breadcrumbMessages } from './components/Breadcrumb';
export type { BreadcrumbItem, BreadcrumbMessages, BreadcrumbProps } from './components/Breadcrumb';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { Accordion } from './components/Accordion';
export type { AccordionItem, AccordionProps } from './components/Accordion';
export { Pagination, paginationMessages, paginationRange } from './components/Pagination';
export type { PaginationItem, PaginationMessages, PaginationProps } from './components/Pagination';
export { Badge, BadgeList, Tag, badgeVariants } from './components/Badge';
export type { BadgeListProps, BadgeProps, BadgeVariant, TagProps } from './components/Badge';
export { Alert, alertMessages, alertTones } from './components/Alert';
export type { AlertMessages, AlertProps, AlertTone } from './components/Alert';
export { ToastRegion, createToastQueue, toastMessages, toastTones } from './components/Toast';
export type {
  ToastContent,
  ToastMessages,
  ToastQueue,
  ToastRegionProps,
  ToastTone,
} from './components/Toast';
export { ErrorPage, errorPageMessages } from './components/ErrorPage';
export type { ErrorPageLink, ErrorPageMessages, ErrorPageProps } from './components/ErrorPage';

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
export {
  ConsentBanner,
  consentBannerMessages,
  consentBannerPlacements,
} from './components/ConsentBanner';
export type {
  ConsentBannerMessages,
  ConsentBannerPlacement,
  ConsentBannerProps,
} from './components/ConsentBanner';
export {
  LanguageSwitcher,
  languageNames,
  languageSwitcherMessages,
  languageSwitcherVariants,
} from './components/LanguageSwitcher';
export type {
  LanguageSwitcherMessages,
  LanguageSwitcherProps,
  LanguageSwitcherVariant,
} from './components/LanguageSwitcher';
export { SearchField, searchFieldMessages } from './components/SearchField';
export type { SearchFieldMessages, SearchFieldProps } from './components/SearchField';
export { SiteHeader, cartBadge, cartLabel, siteHeaderMessages } from './components/SiteHeader';
export type {
  SiteHeaderBrand,
  SiteHeaderMessages,
  SiteHeaderNavItem,
  SiteHeaderProps,
  SiteHeaderSearch,
  SiteHeaderShortcut,
} from './components/SiteHeader';
export {
  SocialLinks,
  isSocialNetwork,
  socialLinkTones,
  socialLinksMessages,
  socialNetworks,
} from './components/SocialLinks';
export type {
  SocialLink,
  SocialLinkTone,
  SocialLinksMessages,
  SocialLinksProps,
  SocialNetwork,
} from './components/SocialLinks';
export {
  PreFooter,
  preFooterLayout,
  preFooterLayouts,
  preFooterMessages,
  preFooterSectionForPath,
  preFooterSections,
} from './components/PreFooter';
export { footerPictureWidths } from './components/PreFooter';
export type {
  FooterImage,
  FooterImageAsset,
  FooterImageFile,
  PreFooterCard,
  PreFooterCta,
  PreFooterLayout,
  PreFooterMessages,
  PreFooterProps,
  PreFooterSection,
  PreFooterSocial,
  PreFooterSubcard,
} from './components/PreFooter';
export { SponsorCarousel, sponsorCarouselMessages } from './components/SponsorCarousel';
export type {
  Sponsor,
  SponsorCarouselMessages,
  SponsorCarouselProps,
} from './components/SponsorCarousel';
export { FooterColumns, footerColumnsMessages, footerItemKinds } from './components/FooterColumns';
export type {
  FooterColumn,
  FooterColumnItem,
  FooterColumnsMessages,
  FooterColumnsProps,
  FooterItemKind,
} from './components/FooterColumns';
export { FooterLogos, footerLogoWidth, footerLogosMessages } from './components/FooterLogos';
export type { FooterLogo, FooterLogosMessages, FooterLogosProps } from './components/FooterLogos';
export {
  CookiePreferencesLink,
  cookiePreferencesLinkMessages,
} from './components/CookiePreferencesLink';
export type {
  CookiePreferencesLinkMessages,
  CookiePreferencesLinkProps,
} from './components/CookiePreferencesLink';
export { FooterEndText } from './components/FooterEndText';
export type { FooterEndTextProps } from './components/FooterEndText';
export { SiteFooter } from './components/SiteFooter';
export type { FooterEndTextContent, SiteFooterProps } from './components/SiteFooter';

// Dates, prices, forms and commerce
// (the date rules themselves are @city/calendar's)
export { MAX_LISTED_DAYS, dateLineKinds, describeDateEntry, describeDates } from './dates';
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
export { DateList } from './components/DateList';
export type { DateListProps } from './components/DateList';
export { Price, priceKinds, priceMessages, priceSizes } from './components/Price';
export type { PriceKind, PriceMessages, PriceProps, PriceSize } from './components/Price';
export {
  FieldError,
  FieldErrorTemplate,
  fieldErrorMessages,
  validityMessage,
} from './components/FieldError';
export type { FieldErrorMessages, FieldErrorProps, FieldLimits } from './components/FieldError';
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { TextAreaField } from './components/TextAreaField';
export type { TextAreaFieldProps } from './components/TextAreaField';
export { EmailField } from './components/EmailField';
export type { EmailFieldProps } from './components/EmailField';
export { PasswordField, passwordFieldMessages } from './components/PasswordField';
export type { PasswordFieldMessages, PasswordFieldProps } from './components/PasswordField';
export { NumberField, numberFieldMessages } from './components/NumberField';
export type { NumberFieldMessages, NumberFieldProps } from './components/NumberField';
export { NativeSelect, Select, selectMessages } from './components/Select';
export type { SelectMessages, SelectOption, SelectProps } from './components/Select';
export { Form, formWidths } from './components/Form';
export type { FormProps, FormWidth } from './components/Form';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { FileField } from './components/FileField';
export type { FileFieldPreview, FileFieldProps } from './components/FileField';
export { HiddenField } from './components/HiddenField';
export type { HiddenFieldProps } from './components/HiddenField';
export { Radio, RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup';
export { Calendar, calendarMessages } from './components/Calendar';
export type { CalendarMessages, CalendarProps } from './components/Calendar';
export {
  CalendarDate,
  CalendarDateTime,
  DatePicker,
  parseDate,
  parseDateTime,
} from './components/DatePicker';
export type { DatePickerProps, DateValue } from './components/DatePicker';
export {
  TimeSlotPicker,
  availabilityText,
  slotAvailabilities,
  timeSlotPickerMessages,
} from './components/TimeSlotPicker';
export type {
  SlotAvailability,
  TimeSlot,
  TimeSlotPickerMessages,
  TimeSlotPickerProps,
} from './components/TimeSlotPicker';
export { CartItemGroup, cartItemGroupMessages } from './components/CartItemGroup';
export type { CartItemGroupMessages, CartItemGroupProps } from './components/CartItemGroup';
export { CartSummary, cartSummaryMessages } from './components/CartSummary';
export type { CartPromo, CartSummaryMessages, CartSummaryProps } from './components/CartSummary';
export {
  QueueStatus,
  formatCountdown,
  minutesToAnnounce,
  queueStates,
  queueStatusMessages,
} from './components/QueueStatus';
export type { QueueState, QueueStatusMessages, QueueStatusProps } from './components/QueueStatus';
export { HoldNotice, holdNoticeMessages, holdState, holdStates } from './components/HoldNotice';
export type { HoldNoticeMessages, HoldNoticeProps, HoldState } from './components/HoldNotice';
export {
  OrderSummary,
  orderStatuses,
  orderSummaryMessages,
  refundStates,
} from './components/OrderSummary';
export type {
  OrderLine,
  OrderRefund,
  OrderStatus,
  OrderSummaryMessages,
  OrderSummaryProps,
  RefundState,
} from './components/OrderSummary';
export { PurchaseSummary, purchaseSummaryMessages } from './components/PurchaseSummary';
export type {
  PurchaseSummaryDetail,
  PurchaseSummaryImage,
  PurchaseSummaryIncluded,
  PurchaseSummaryMessages,
  PurchaseSummaryPrice,
  PurchaseSummaryProps,
} from './components/PurchaseSummary';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { LoadingState } from './components/LoadingState';
export type { LoadingStateProps } from './components/LoadingState';
export { CheckoutLines, checkoutLinesMessages } from './components/CheckoutLines';
export type {
  CheckoutLine,
  CheckoutLinesMessages,
  CheckoutLinesProps,
} from './components/CheckoutLines';
export { IssuedItems } from './components/IssuedItems';
export { TicketCard, TicketList, safeQrSource } from './components/TicketCard';
export type { TicketCardProps, TicketListProps, TicketState } from './components/TicketCard';
export { CheckinResult, checkinOutcomes } from './components/CheckinResult';
export type { CheckinOutcome, CheckinResultProps } from './components/CheckinResult';
export { CodeScanner } from './components/CodeScanner';
export type { CodeScannerLabels, CodeScannerProps } from './components/CodeScanner';
export type { IssuedItem, IssuedItemsProps } from './components/IssuedItems';
