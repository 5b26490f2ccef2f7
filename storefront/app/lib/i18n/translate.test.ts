import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeMessages } from '../../features/commerce/island-messages.testing';
import { locales } from './config';
import type { Locale } from './config';
import { registerMessages } from './instance';
import type { Messages } from './merge';
import { createTranslate } from './translate';

/** Every message's key, with the plural suffix taken off (the key the screens call). */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
}

/** The names of the `{{name}}` values of every message of the dictionary. */
function namesOf(messages: Messages): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'string'
      ? [...value.matchAll(/\{\{(.+?)\}\}/g)].map((match) => (match[1] ?? '').trim())
      : namesOf(value),
  );
}

/** A value as the screens pass them, and some they never should. */
const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('{{name}}', '$&', "$'", '$1', '$t(commerce.siteName)', '<b>x</b>', ''),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(undefined, null, true),
);

describe('createTranslate', () => {
  for (const lang of locales) {
    const messages = localeMessages(lang);
    const keys = [...new Set(keysOf(messages))];
    const names = [...new Set(namesOf(messages)), 'count'];
    const i18next = registerMessages(lang as Locale, messages);
    const translate = createTranslate(lang as Locale, messages);

    it(`answers what i18next answers for every message of ${lang}, with any values`, () => {
      expect(keys.length).toBeGreaterThan(500);
      fc.assert(
        fc.property(
          fc.oneof(fc.constantFrom(...keys), fc.constantFrom('commerce.orderErrors.UNKNOWN', 'x')),
          fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 4 }),
          fc.option(
            fc.oneof(
              fc.constantFrom(0, 1, 2, 5, 21, 1_000_000),
              fc.integer({ min: -3, max: 10_000 }),
              fc.double({ min: 0, max: 10, noNaN: true }),
            ),
            { nil: undefined },
          ),
          // The text for a key without a message (the screens give one for a code they may not know).
          fc.option(fc.oneof(fc.string(), fc.constantFrom('{{name}}: {{count}}')), {
            nil: undefined,
          }),
          (key, values, count, defaultValue) => {
            const options: Record<string, unknown> = { ...values };
            if (count !== undefined) options.count = count;
            if (defaultValue !== undefined) options.defaultValue = defaultValue;
            expect(translate(key, options)).toBe(i18next.t(key, options));
          },
        ),
        { numRuns: 3_000 },
      );
    });

    it(`answers every message of ${lang} without options as i18next does`, () => {
      for (const key of keys) expect(translate(key)).toBe(i18next.t(key));
    });
  }

  it('answers a key it does not know, or a branch, with the key itself', () => {
    const messages = { a: { b: 'B', list_one: 'one', list_other: '{{count}} items' } };
    const translate = createTranslate('en', messages);
    const i18next = registerMessages('en', messages);
    for (const key of ['a', 'a.c', 'c', 'a.b.c', 'a.list', '', '.', 'a..b', 'constructor']) {
      expect(translate(key)).toBe(key);
      expect(i18next.t(key)).toBe(key);
    }
    fc.assert(
      fc.property(fc.string(), (key) => {
        fc.pre(!key.includes(':') && !key.startsWith('a.'));
        expect(translate(key)).toBe(i18next.t(key));
      }),
    );
  });
});
