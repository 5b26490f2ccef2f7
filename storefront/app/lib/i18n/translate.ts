import type { Locale } from './config';
import type { Messages } from './merge';

/*
 * The site's messages read without i18next, for the islands: the same answer as i18next's `t` for
 * every message the site has (translate.test.ts compares the two on every key, with generated
 * values), in a few hundred bytes instead of i18next's 15 KB (gzip) in every island's first load.
 * The subset the messages use: dotted keys into nested dictionaries; plurals by `count`
 * (`key_zero` when the count is 0 and the dictionary has it, then the language's plural category,
 * `key_one` / `key_many`..., then `key_other`, then the key itself); `{{name}}` values, written
 * as they are (the site renders through React, which escapes). A key without a message answers
 * the options' `defaultValue`, or else the key, as i18next does; a `{{name}}` the options do not
 * mention stays as written, one they give as undefined or null becomes empty.
 */

export type TranslateOptions = { readonly [name: string]: unknown };
export type Translate = (key: string, options?: TranslateOptions) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const placeholder = /\{\{(.+?)\}\}/g;

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(placeholder, (written, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(options, name)) return written;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export function createTranslate(locale: Locale, messages: Messages): Translate {
  const plurals = new Intl.PluralRules(locale);
  return (key, options) => {
    let text: string | undefined;
    const count = options?.count;
    // As i18next: any count but a text asks for a plural (the screens give numbers).
    if (count !== undefined && typeof count !== 'string') {
      if (count === 0) text = lookup(messages, `${key}_zero`);
      text ??=
        lookup(messages, `${key}_${plurals.select(Number(count))}`) ??
        lookup(messages, `${key}_other`);
    }
    text ??= lookup(messages, key);
    if (text === undefined) {
      const fallback = options?.defaultValue;
      text = typeof fallback === 'string' ? fallback : key;
    }
    return options ? interpolate(text, options) : text;
  };
}
