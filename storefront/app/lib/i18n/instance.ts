import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale } from './config';
import type { Locale } from './config';
import type { Messages } from './merge';

const instances = new Map<Locale, i18n>();

function create(locale: Locale, resources: Partial<Record<Locale, Messages>>): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources: Object.fromEntries(
      Object.entries(resources).map(([l, messages]) => [l, { translation: messages }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing key renders as the key itself.
    saveMissing: false,
  });
  return instance;
}

/**
 * Registers the messages of a locale (the fallback locale's messages too when known) and
 * returns its i18next instance.
 */
export function registerMessages(locale: Locale, messages: Messages, fallback?: Messages): i18n {
  const resources: Partial<Record<Locale, Messages>> = { [locale]: messages };
  if (fallback && locale !== defaultLocale) resources[defaultLocale] = fallback;
  const instance = create(locale, resources);
  instances.set(locale, instance);
  return instance;
}

export function hasMessages(locale: Locale): boolean {
  return instances.has(locale);
}

/** The instance of a locale; without registered messages every key renders as itself. */
export function i18nFor(locale: Locale): i18n {
  return instances.get(locale) ?? registerMessages(locale, {});
}
