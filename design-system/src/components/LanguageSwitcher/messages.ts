import type { Locale } from '../../provider';

export interface LanguageSwitcherMessages {
  /** Name of the language navigation and start of the button's name ("Lingua: Italiano"). */
  label: string;
  /** Hidden hint after the current language in the list. */
  current: string;
}

export const languageSwitcherMessages = {
  it: { label: 'Lingua', current: '(lingua attuale)' },
  en: { label: 'Language', current: '(current language)' },
  fr: { label: 'Langue', current: '(langue actuelle)' },
} as const satisfies Record<Locale, LanguageSwitcherMessages>;
