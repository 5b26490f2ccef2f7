// The site's messages as the island tests need them: a language's files merged as the server
// merges them, and the picked set a page sends to an island (Italian filling the gaps).
import { mergeMessages, pickMessages } from '../../lib/i18n/merge';
import type { Messages } from '../../lib/i18n/merge';

const files = import.meta.glob<Messages>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** A language's messages, merged from its files as the server merges them. */
export function localeMessages(lang: string): Messages {
  return mergeMessages(
    ...Object.keys(files)
      .filter((file) => file.split('/').at(-2) === lang)
      .sort()
      .map((file) => files[file]),
  );
}

/** The messages of `paths` in a language, as a page sends them to an island. */
export function islandMessagesOf(lang: string, paths: readonly string[]): Messages {
  return pickMessages(mergeMessages(localeMessages('it'), localeMessages(lang)), paths);
}
