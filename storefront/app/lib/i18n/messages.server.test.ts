import { describe, expect, it } from 'vitest';
import { allMessages, screenMessages } from './messages.server';
import { mergeMessages, pickMessages } from './merge';

describe('screenMessages', () => {
  const paths = ['commerce.titles.cart', 'commerce.cart'] as const;

  it('picks the paths of the language, Italian filling what it lacks', () => {
    for (const lang of ['it', 'en', 'fr'] as const) {
      expect(screenMessages(lang, paths)).toEqual(
        pickMessages(mergeMessages(allMessages.it, allMessages[lang]), paths),
      );
    }
    expect(screenMessages('fr', paths)).not.toEqual(screenMessages('it', paths));
  });

  it('builds each language of a list once', () => {
    expect(screenMessages('en', paths)).toBe(screenMessages('en', paths));
    expect(screenMessages('en', [...paths])).toEqual(screenMessages('en', paths));
  });
});
