export { LanguageSwitcher, languageNames, languageSwitcherVariants } from './LanguageSwitcher';
export type { LanguageSwitcherProps, LanguageSwitcherVariant } from './LanguageSwitcher';
export { languageSwitcherMessages } from './messages';
export type { LanguageSwitcherMessages } from './messages';
