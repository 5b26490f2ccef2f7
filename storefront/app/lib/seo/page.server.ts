import { allMessages } from '../i18n/messages.server';
import type { Locale } from '../i18n/config';
import { siteOrigin } from './origin.server';

/** What every page's meta needs from the server: origin and the site name in the locale. */
export function seoBase(request: Request, locale: Locale) {
  const site = allMessages[locale].site;
  const siteName = typeof site === 'object' && typeof site.name === 'string' ? site.name : 'Torino';
  return { origin: siteOrigin(request), siteName, locale };
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Translated text of a message key on the server (meta titles). */
export function message(locale: Locale, key: string): string {
  let node: unknown = allMessages[locale];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}
