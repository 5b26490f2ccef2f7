import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromPath, withLocale } from './config';

describe('locale paths', () => {
  it('reads the prefix', () => {
    expect(localeFromPath('/fr/cerca')).toBe('fr');
    expect(localeFromPath('/')).toBeUndefined();
    expect(localeFromPath('/de/x')).toBeUndefined();
  });

  it('swaps or adds the prefix', () => {
    expect(withLocale('/it/cerca', 'en')).toBe('/en/cerca');
    expect(withLocale('/it', 'fr')).toBe('/fr');
    expect(withLocale('/', 'fr')).toBe('/fr');
  });

  it('writes the cookie for 365 days on the whole site, SameSite lax', () => {
    expect(localeCookie('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
