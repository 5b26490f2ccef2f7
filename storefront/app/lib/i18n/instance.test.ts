import { describe, expect, it, vi } from 'vitest';
import { keepPlainTranslations, registerMessages } from './instance';

describe('keepPlainTranslations', () => {
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
    keepPlainTranslations(instance);
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
});
