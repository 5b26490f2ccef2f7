import { describe, expect, it } from 'vitest';
import { isTokenExpired, ssoLoginUrl, tokensFromAuthData } from './auth';

describe('auth tokens', () => {
  it('expiry is now plus the lifetime given by the server', () => {
    expect(
      tokensFromAuthData({ access_token: 'a', refresh_token: 'r', expires: 900_000 }, 1_000),
    ).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: 901_000,
    });
  });

  it('gives no tokens when the answer has no access token', () => {
    expect(tokensFromAuthData({ access_token: null, refresh_token: 'r', expires: 1 })).toBeNull();
    expect(tokensFromAuthData({})).toBeNull();
  });

  it('is expired when absent or when the stored expiry has passed', () => {
    expect(isTokenExpired(undefined, 2_000, 1_000)).toBe(true);
    expect(isTokenExpired('t', undefined, 1_000)).toBe(true);
    expect(isTokenExpired('t', 1_000, 1_000)).toBe(true);
    expect(isTokenExpired('t', 1_001, 1_000)).toBe(false);
  });

  it('sends SSO logins to the provider with a redirect back to our own page', () => {
    const url = new URL(
      ssoLoginUrl('https://cms.citta.example', 'google', 'https://www.citta.example/it/dashboard'),
    );
    expect(url.pathname).toBe('/auth/login/google');
    expect(url.searchParams.get('redirect')).toBe('https://www.citta.example/it/dashboard');
  });
});
