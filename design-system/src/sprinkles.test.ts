import { describe, expect, it } from 'vitest';
import { colors, mapResponsiveValue, normalizeResponsiveValue, sprinkles } from './sprinkles.css';

const classes = (value: string) => value.split(' ').filter(Boolean);

describe('sprinkles', () => {
  it('gives one class per condition of a responsive value', () => {
    expect(classes(sprinkles({ display: 'flex' }))).toHaveLength(1);
    expect(
      classes(sprinkles({ display: { mobile: 'block', tablet: 'flex', desktop: 'grid' } })),
    ).toHaveLength(3);
    expect(classes(sprinkles({ display: ['block', null, 'grid'] }))).toHaveLength(2);
  });

  it('gives different classes to different conditions of the same value', () => {
    const mobile = sprinkles({ padding: { mobile: 'md' } });
    const desktop = sprinkles({ padding: { desktop: 'md' } });
    expect(mobile).not.toBe(desktop);
  });

  it('expands shorthands to their longhands', () => {
    expect(classes(sprinkles({ paddingX: 'lg' })).sort()).toEqual(
      classes(sprinkles({ paddingLeft: 'lg', paddingRight: 'lg' })).sort(),
    );
  });

  it('rejects values outside the scales', () => {
    // @ts-expect-error: 13px is not a step of the spacing scale
    expect(() => sprinkles({ padding: '13px' })).toThrow();
  });

  it('maps colours to the theme contract, never to raw values', () => {
    for (const [name, value] of Object.entries(colors)) {
      if (['transparent', 'currentColor', 'inherit'].includes(name)) continue;
      expect(value).toMatch(/^var\(--/);
    }
    expect(Object.keys(colors)).toEqual(
      expect.arrayContaining(['brand', 'onBrand', 'brandSoft', 'onBrandSoft']),
    );
  });

  it('normalises and maps responsive values', () => {
    expect(normalizeResponsiveValue('flex')).toEqual({ mobile: 'flex' });
    expect(normalizeResponsiveValue(['block', null, 'flex'])).toEqual({
      mobile: 'block',
      desktop: 'flex',
    });
    expect(mapResponsiveValue({ mobile: 2, desktop: 4 }, (n) => n * 2)).toEqual({
      mobile: 4,
      desktop: 8,
    });
  });
});
