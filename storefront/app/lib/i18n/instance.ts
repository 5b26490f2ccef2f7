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

/** Answers kept per language; past this many (values that keep changing) the store starts over. */
const keptAnswers = 5_000;

/** A value of a t() option as part of a cache key (its type too: a count of 1 is not "1"). */
function keyPart(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${value}`;
    case 'boolean':
      return `b${value}`;
    default:
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? `a${value.join('\u0002')}`
        : null;
  }
}

/**
 * On the server the messages never change while the process runs, so the text of a key with
 * the same options (language, prefix, default, values to fill in, count) is the same every time:
 * it is worked out once per language and kept. Every render asks for the same few hundred
 * texts, and the cards of a listing for the same labels, prices and types again and again.
 * Options that are not plain values (objects, functions) always go to i18next.
 */
export function keepTranslations(instance: i18n): void {
  const known = new Map<string, string>();
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const t = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (args.length > 2 || typeof key !== 'string') return translate(...args);
    if (options !== undefined && (typeof options !== 'object' || options === null))
      return translate(...args);
    let cacheKey = key;
    if (options) {
      const names = Object.keys(options).sort();
      for (const name of names) {
        const value = (options as Record<string, unknown>)[name];
        if (value === undefined) continue;
        const part = keyPart(value);
        if (part === null) return translate(...args);
        cacheKey += `\u0000${name}\u0001${part}`;
      }
    }
    const kept = known.get(cacheKey);
    if (kept !== undefined) return kept;
    const answer = translate(...args);
    if (typeof answer === 'string') {
      if (known.size >= keptAnswers) known.clear();
      known.set(cacheKey, answer);
    }
    return answer;
  };
  instance.t = t as unknown as i18n['t'];
}
