import { describe, expect, it } from 'vitest';
import { consentCategories, consentGrantsTagManager, fullConsent, noConsent } from './consent';

describe('consentGrantsTagManager', () => {
  const cases: Array<[boolean, boolean, boolean, boolean]> = [
    // gdpr, misurazione, marketing -> granted
    [false, false, false, false],
    [false, true, false, false],
    [false, false, true, false],
    [false, true, true, true],
    [true, false, false, true],
    [true, true, false, true],
    [true, false, true, true],
    [true, true, true, true],
  ];
  it.each(cases)(
    'gdpr=%s misurazione=%s marketing=%s -> %s',
    (gdpr, misurazione, marketing, granted) => {
      expect(consentGrantsTagManager({ gdpr, misurazione, marketing })).toBe(granted);
    },
  );

  it('treats missing categories as not granted', () => {
    expect(consentGrantsTagManager({})).toBe(false);
    expect(consentGrantsTagManager({ misurazione: true })).toBe(false);
  });

  it('names the three categories of the spec, all off by default', () => {
    expect(consentCategories).toEqual(['gdpr', 'misurazione', 'marketing']);
    expect(Object.values(noConsent)).toEqual([false, false, false]);
    expect(consentGrantsTagManager(fullConsent)).toBe(true);
  });
});
