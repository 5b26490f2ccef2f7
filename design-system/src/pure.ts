/**
 * `@city/design-system/pure`: the library's rules and words without React or styles, for a small
 * script that enhances a server-rendered page which is not hydrated (the cart count of the site
 * header, the consent choice). Importing it loads no component and no CSS.
 */
export {
  consentCategories,
  consentGrantsTagManager,
  fullConsent,
  noConsent,
} from './components/ConsentPreferences/consent';
export type { ConsentCategory, ConsentChoices } from './components/ConsentPreferences/consent';
export { cartBadge, cartLabel } from './components/SiteHeader/cart-label';
export { siteHeaderMessages } from './components/SiteHeader/messages';
export type { SiteHeaderMessages } from './components/SiteHeader/messages';
export { alertMessages } from './components/Alert/messages';
export type { AlertMessages } from './components/Alert/messages';
export { defaultLocale, isLocale, localeTag, locales } from './provider/locales';
export type { Locale, LocaleTag } from './provider/locales';
