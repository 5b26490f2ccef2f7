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

const plainOptions = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/**
 * On the server the messages never change while the process runs, so a message asked for
 * without values (no count, no interpolation, no default) is looked up once per language and
 * kept: every render asks for the same few hundred texts.
 */
export function keepPlainTranslations(instance: i18n): void {
  const known = new Map<string, unknown>();
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const t = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (args.length > 2 || typeof key !== 'string') return translate(...args);
    if (options !== undefined && (typeof options !== 'object' || options === null))
      return translate(...args);
    const o = (options ?? {}) as Record<string, unknown>;
    for (const name in o) {
      if (o[name] !== undefined && !plainOptions.has(name)) return translate(...args);
    }
    const text = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value ?? ''));
    const cacheKey = [o.lng, o.lngs, o.ns, o.keyPrefix, key].map(text).join('|');
    if (known.has(cacheKey)) return known.get(cacheKey);
    const answer = translate(...args);
    if (typeof answer === 'string') known.set(cacheKey, answer);
    return answer;
  };
  instance.t = t as unknown as i18n['t'];
}
