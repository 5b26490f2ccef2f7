import { beforeEach, describe, expect, it } from 'vitest';
import {
  grantsTagManager,
  initialPreferences,
  parsePreferences,
  serializePreferences,
  useConsent,
} from './consent';

describe('consent preferences cookie', () => {
  it('is named preferences, lives 34,560,000 s on the whole site, SameSite strict', () => {
    const cookie = serializePreferences({
      bannerClosed: true,
      gdpr: true,
      misurazione: false,
      marketing: false,
    });
    expect(cookie).toMatch(/^preferences=/);
    expect(cookie).toContain('Max-Age=34560000; Path=/; SameSite=Strict');
    const value = decodeURIComponent(cookie.split(';')[0]!.slice('preferences='.length));
    expect(parsePreferences(value)).toEqual({
      bannerClosed: true,
      gdpr: true,
      misurazione: false,
      marketing: false,
    });
  });

  it('treats a missing or broken cookie as no choice', () => {
    expect(parsePreferences(undefined)).toEqual(initialPreferences);
    expect(parsePreferences('{oops')).toEqual(initialPreferences);
  });
});

describe('tag manager consent', () => {
  it('is granted by gdpr, or by measurement and marketing together', () => {
    expect(
      grantsTagManager({ bannerClosed: true, gdpr: true, misurazione: false, marketing: false }),
    ).toBe(true);
    expect(
      grantsTagManager({ bannerClosed: true, gdpr: false, misurazione: true, marketing: true }),
    ).toBe(true);
    expect(
      grantsTagManager({ bannerClosed: true, gdpr: false, misurazione: true, marketing: false }),
    ).toBe(false);
  });
});

describe('consent store', () => {
  beforeEach(() => useConsent.getState().init(initialPreferences));

  it('accept all closes the banner and grants everything', () => {
    useConsent.getState().acceptAll();
    expect(useConsent.getState()).toMatchObject({
      bannerClosed: true,
      gdpr: true,
      misurazione: true,
      marketing: true,
    });
  });

  it('the footer link reopens the banner and keeps the choices', () => {
    useConsent.getState().save({ gdpr: false, misurazione: true, marketing: false });
    useConsent.getState().reopen();
    expect(useConsent.getState()).toMatchObject({ bannerClosed: false, misurazione: true });
  });
});
