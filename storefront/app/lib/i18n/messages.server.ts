import { createHash } from 'node:crypto';
import { defaultLocale, locales } from './config';
import type { Locale } from './config';
import { mergeMessages, pickMessages } from './merge';
import type { Messages } from './merge';

// Every JSON file of app/locales/<locale>/ is bundled at build time and merged per locale.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function collect(): Record<Locale, Messages> {
  const byLocale = Object.fromEntries(locales.map((l) => [l, [] as unknown[]])) as Record<
    Locale,
    unknown[]
  >;
  for (const path of Object.keys(files).sort()) {
    const locale = path.split('/').at(-2) as Locale;
    if (byLocale[locale]) byLocale[locale].push(files[path]);
  }
  return Object.fromEntries(locales.map((l) => [l, mergeMessages(...byLocale[l])])) as Record<
    Locale,
    Messages
  >;
}

export const allMessages: Record<Locale, Messages> = collect();

/** Content hash of every locale's messages: the version segment of the messages URL. */
export const messagesVersion: string = createHash('sha256')
  .update(JSON.stringify(allMessages))
  .digest('hex')
  .slice(0, 12);

const picked = new WeakMap<readonly string[], Map<Locale, Messages>>();

/**
 * The messages at `paths` (see pickMessages) in a language, Italian filling what it lacks as
 * i18next's fallback does on hydrated pages: what an island is sent with its page. Built once
 * per list of paths and language; the messages do not change while the server runs.
 */
export function screenMessages(lang: Locale, paths: readonly string[]): Messages {
  let byLang = picked.get(paths);
  if (!byLang) {
    byLang = new Map();
    picked.set(paths, byLang);
  }
  let messages = byLang.get(lang);
  if (!messages) {
    messages = pickMessages(mergeMessages(allMessages[defaultLocale], allMessages[lang]), paths);
    byLang.set(lang, messages);
  }
  return messages;
}
