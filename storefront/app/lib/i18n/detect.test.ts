import { describe, expect, it } from 'vitest';
import { detectLocale, matchBrowserLanguages, parseAcceptLanguage, readCookie } from './detect';

describe('parseAcceptLanguage', () => {
  it('keeps the order of the list, sorted by q, dropping q=0 and *', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(parseAcceptLanguage('en;q=0.5, it')).toEqual(['it', 'en']);
    expect(parseAcceptLanguage('it;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe('matchBrowserLanguages (exact 1 - rank/size, base 0.999 - rank/size)', () => {
  it('an exact tag match wins over a base-language match of the same rank', () => {
    expect(matchBrowserLanguages(['en-GB'])).toBe('en');
    expect(matchBrowserLanguages(['en-US'])).toBe('en');
  });

  it('the earlier language wins: a base match at rank 0 beats an exact match at rank 1', () => {
    // de-CH: nothing; fr-CA base fr at rank 1 -> 0.999 - 1/3; it-IT exact at rank 2 -> 1 - 2/3
    expect(matchBrowserLanguages(['de-CH', 'fr-CA', 'it-IT'])).toBe('fr');
    expect(matchBrowserLanguages(['fr-BE', 'en-GB'])).toBe('fr');
  });

  it('at the same rank an exact match (1) beats a base match (0.999)', () => {
    expect(matchBrowserLanguages(['it'])).toBe('it');
  });

  it('answers undefined when no language of the site is listed', () => {
    expect(matchBrowserLanguages(['de', 'es-ES'])).toBeUndefined();
    expect(matchBrowserLanguages([])).toBeUndefined();
  });
});

describe('detectLocale order: cookie, browser, fallback, route', () => {
  it('the i18n_redirected cookie wins', () => {
    expect(
      detectLocale({
        cookie: 'a=1; i18n_redirected=fr',
        acceptLanguage: 'en-GB',
        routeLocale: 'it',
      }),
    ).toEqual({ locale: 'fr', source: 'cookie' });
  });

  it('an unknown cookie value is ignored', () => {
    expect(detectLocale({ cookie: 'i18n_redirected=de', acceptLanguage: 'en' })).toEqual({
      locale: 'en',
      source: 'browser',
    });
  });

  it('then the browser list, then the fallback (Italian by default)', () => {
    expect(detectLocale({ acceptLanguage: 'fr-FR,fr;q=0.9' }).locale).toBe('fr');
    expect(detectLocale({ acceptLanguage: 'de-DE' })).toEqual({ locale: 'it', source: 'fallback' });
    expect(detectLocale({ acceptLanguage: 'de-DE', fallback: 'en' }).locale).toBe('en');
  });

  it('the route prefix decides only without any fallback', () => {
    expect(detectLocale({ fallback: null, routeLocale: 'fr' })).toEqual({
      locale: 'fr',
      source: 'route',
    });
  });
});

describe('readCookie', () => {
  it('reads one cookie among many and decodes it', () => {
    expect(readCookie('x=1; preferences=%7B%7D; y=2', 'preferences')).toBe('{}');
    expect(readCookie('x=1', 'preferences')).toBeUndefined();
  });
});
