/// <reference types="vite/client" />
import { locales } from '@city/design-system';
import type { Locale } from '@city/design-system';
import { i18nFor, registerMessages } from '../../storefront/app/lib/i18n/instance';
import { mergeMessages } from '../../storefront/app/lib/i18n/merge';
import type { Messages } from '../../storefront/app/lib/i18n/merge';

/*
 * The storefront's own messages: every JSON file of storefront/app/locales/<locale>/, merged per
 * language in file order as the server merges them (lib/i18n/messages.server.ts), with Italian
 * as i18next's fallback.
 */
const files = import.meta.glob<Messages>('../../storefront/app/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function merged(locale: Locale): Messages {
  const own = Object.keys(files)
    .filter((path) => path.split('/').at(-2) === locale)
    .sort()
    .map((path) => files[path]);
  return mergeMessages(...own);
}

const italian = merged('it');
for (const locale of locales) registerMessages(locale, merged(locale), italian);

/** The i18next instance of a language, with the site's messages. */
export function siteI18n(locale: Locale) {
  return i18nFor(locale);
}

/** A message of the site in a language (labels computed outside React, as the server does). */
export function siteMessage(locale: Locale, key: string): string {
  return siteI18n(locale).t(key);
}
