import { hasMessages, registerMessages } from './instance';
import type { Locale } from './config';
import { messagesPath } from './merge';
import type { Messages } from './merge';

/**
 * Fetches a locale's merged messages from the versioned path. A failure is logged as a warning
 * and answers an empty dictionary, so that the page keeps working with keys as text.
 */
export async function fetchMessages(version: string, locale: Locale): Promise<Messages> {
  try {
    const response = await fetch(messagesPath(version, locale), {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const body = (await response.json()) as Record<string, Messages | undefined>;
    return body[locale] ?? {};
  } catch (error) {
    console.warn(`Messages of locale "${locale}" could not be loaded`, error);
    return {};
  }
}

let currentVersion = '';

/** The messages version of the running build (read from the document by entry.client). */
export function setMessagesVersion(version: string): void {
  currentVersion = version;
}

/** Loads and registers a locale's messages once; later calls answer at once. */
export async function ensureMessages(locale: Locale, version = currentVersion): Promise<void> {
  if (hasMessages(locale)) return;
  registerMessages(locale, await fetchMessages(version, locale));
}
