import { describe, expect, it, vi } from 'vitest';
import { keepTranslations, registerMessages } from './instance';

describe('keepTranslations', () => {
  it('looks a plain message up once and still fills values and plurals every time', () => {
    const instance = registerMessages(
      'en',
      {
        site: { name: 'City', hello: 'Hello {{name}}' },
        cart: { count_one: '{{count}} item', count_other: '{{count}} items' },
      },
      { site: { name: 'Città', only: 'Solo in italiano' } },
    );
    const { translator } = instance as unknown as { translator: { translate: () => unknown } };
    const translate = vi.spyOn(translator, 'translate');
    keepTranslations(instance);
    const t = instance.getFixedT('en');
    expect(t('site.name')).toBe('City');
    expect(t('site.name')).toBe('City');
    expect(instance.t('site.name')).toBe('City');
    expect(translate).toHaveBeenCalledTimes(2);
    expect(t('site.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('site.hello', { name: 'Bo' })).toBe('Hello Bo');
    expect(t('cart.count', { count: 1 })).toBe('1 item');
    expect(t('cart.count', { count: 3 })).toBe('3 items');
    expect(t('site.only')).toBe('Solo in italiano');
    expect(t('site.missing')).toBe('site.missing');
    expect(instance.getFixedT('it')('site.name')).toBe('Città');
    expect(t('name', { keyPrefix: 'site' })).toBe('City');
  });

  it('keeps the text of the same options once, and tells values, types and defaults apart', () => {
    const instance = registerMessages('en', {
      site: { hello: 'Hello {{name}}' },
      cart: { count_one: '{{count}} item', count_other: '{{count}} items' },
      types: { eventi: 'Event' },
    });
    const { translator } = instance as unknown as { translator: { translate: () => unknown } };
    const translate = vi.spyOn(translator, 'translate');
    keepTranslations(instance);
    const t = instance.getFixedT('en');
    /** The text, and whether i18next was asked for it. */
    const ask = (...args: Parameters<typeof t>) => {
      const before = translate.mock.calls.length;
      const text = t(...args);
      return [text, translate.mock.calls.length > before];
    };
    expect(ask('site.hello', { name: 'Ada' })).toEqual(['Hello Ada', true]);
    expect(ask('site.hello', { name: 'Ada' })).toEqual(['Hello Ada', false]);
    expect(ask('site.hello', { name: 'Bo' })).toEqual(['Hello Bo', true]);
    expect(ask('cart.count', { count: 1 })).toEqual(['1 item', true]);
    expect(ask('cart.count', { count: 1 })).toEqual(['1 item', false]);
    expect(ask('cart.count', { count: 2 })).toEqual(['2 items', true]);
    // The same value of another type is asked again: i18next may treat it otherwise.
    expect(ask('site.hello', { name: 1 })).toEqual(['Hello 1', true]);
    expect(ask('types.eventi', { defaultValue: 'eventi' })).toEqual(['Event', true]);
    expect(ask('types.guide', { defaultValue: 'guide' })).toEqual(['guide', true]);
    expect(ask('types.guide', { defaultValue: 'guida' })).toEqual(['guida', true]);
    expect(ask('types.guide', { defaultValue: 'guide' })).toEqual(['guide', false]);
    // Options that are not plain values are not kept.
    const person = { name: 'Ada' };
    expect(ask('site.hello', { name: 'Cy', extra: person })).toEqual(['Hello Cy', true]);
    expect(ask('site.hello', { name: 'Cy', extra: person })).toEqual(['Hello Cy', true]);
  });
});
