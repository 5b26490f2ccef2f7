import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSitePath,
  languagePath,
  loginPath,
  registeredLoginPath,
  returnPath,
  toSitePath,
} from './site-path';
import { alternateHrefs } from './site';
import { inviteRegistrationPath } from './auth-invite';
import { guards, type GuardContext } from './guards';
import { loader as homeRedirect } from '../routes/redirect.home';
import { loader as cardRedirect } from '../routes/redirect.card';
import type { Locale } from './i18n/config';
import {
  attacks,
  expectOnSite,
  hostile,
  lang,
  langs,
  legitimate,
  resolved,
  site,
} from './site-path.fixtures';

describe('toSitePath and isSitePath', () => {
  it('refuses the known ways out of the site', () => {
    for (const attack of attacks) {
      const path = toSitePath(attack);
      if (path !== null) expectOnSite(path, { home: true });
    }
    expect(toSitePath('/.//evil.example/x')).toBeNull();
    expect(toSitePath('/%2F%2Fevil.example')).toBeNull();
    expect(toSitePath('/it/%2F%2Fevil.example')).toBeNull();
    expect(toSitePath('/it/．．/．．//evil.example')).toBeNull();
  });

  it('keeps legitimate paths, query and hash, in the form the URL parser writes', () => {
    for (const path of legitimate) expect(toSitePath(path)).toBe(path);
    expect(toSitePath('/it/café')).toBe('/it/caf%C3%A9');
    expect(toSitePath('/it/a b?q=c d')).toBe('/it/a%20b?q=c%20d');
    expect(toSitePath('/it')).toBe('/it');
  });

  it('checks the finished target, not only the input', () => {
    expect(isSitePath('/it/checkout')).toBe(true);
    // each is what a naive normaliser could give back for `/.//evil.example`
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    // not in the parser's own form: sending it would not mean what was checked
    expect(isSitePath('/it/./x')).toBe(false);
    expect(isSitePath('/it/é')).toBe(false);
  });

  it('is on the site or null for any input, and idempotent', () => {
    fc.assert(
      fc.property(hostile, (candidate) => {
        const path = toSitePath(candidate);
        if (path === null) return;
        expectOnSite(path, { home: true });
        expect(isSitePath(path)).toBe(true);
        expect(toSitePath(path)).toBe(path);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('returnPath (login, signed-in bounce, SSO)', () => {
  it('gives the dashboard for every known attack', () => {
    for (const attack of attacks)
      expect(returnPath(attack, 'fr'), String(attack)).toBe('/fr/dashboard');
  });

  it('keeps legitimate return paths', () => {
    for (const path of legitimate) expect(returnPath(path, 'it')).toBe(path);
  });

  it('stays on the site below a language prefix for any input, and is idempotent', () => {
    fc.assert(
      fc.property(hostile, lang, (candidate, l) => {
        const path = returnPath(candidate, l);
        expectOnSite(path);
        expect(path).not.toMatch(/^\/(?:it|en|fr)\/dashboard\/(?:login|logout)(?:[/?#]|$)/);
        expect(returnPath(path, l)).toBe(path);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('loginPath and registeredLoginPath', () => {
  /** The login page's `redirect` value, checked to come back unchanged through the login. */
  function expectLogin(location: string, l: Locale) {
    expectOnSite(location);
    const url = resolved(location);
    expect(url.pathname).toBe(`/${l}/dashboard/login`);
    const back = url.searchParams.get('redirect');
    if (back !== null) expect(returnPath(back, l)).toBe(back);
  }

  it('carries a legitimate return path and drops a hostile one', () => {
    expect(loginPath('it', '/it/checkout?x=1')).toBe(
      '/it/dashboard/login?redirect=%2Fit%2Fcheckout%3Fx%3D1',
    );
    expect(loginPath('en', '/.//evil.example/x')).toBe(
      '/en/dashboard/login?redirect=%2Fen%2Fdashboard',
    );
    expect(registeredLoginPath('fr', null)).toBe('/fr/dashboard/login?registrato=1');
    expect(registeredLoginPath('fr', '/fr/checkout')).toBe(
      '/fr/dashboard/login?registrato=1&redirect=%2Ffr%2Fcheckout',
    );
    expect(registeredLoginPath('it', '//evil.example')).toBe(
      '/it/dashboard/login?registrato=1&redirect=%2Fit%2Fdashboard',
    );
  });

  it('stay on the site and hand over a return path the login keeps, for any input', () => {
    fc.assert(
      fc.property(hostile, lang, (candidate, l) => {
        expectLogin(loginPath(l, candidate), l);
        expectLogin(registeredLoginPath(l, candidate), l);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the private-area guard', () => {
  function context(url: URL, l: Locale): GuardContext {
    return {
      request: new Request(url),
      url,
      lang: l,
      params: {},
      viewer: () => Promise.resolve({ loggedIn: false } as never),
      lookups: {} as never,
      now: 0,
    };
  }

  async function locationOf(url: URL, l: Locale): Promise<string> {
    try {
      await guards['private-area'](context(url, l));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get('Location') ?? '';
    }
    throw new Error('the guard let a visitor through');
  }

  it('sends visitors to the login page with their page to come back to', async () => {
    const url = new URL(`${site}/it/dashboard/me?tab=1`);
    expect(await locationOf(url, 'it')).toBe(
      '/it/dashboard/login?redirect=%2Fit%2Fdashboard%2Fme%3Ftab%3D1',
    );
  });

  it('redirects only to the site whatever address the request had', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, lang, async (rest, l) => {
        let url: URL;
        try {
          url = new URL(`/${l}/dashboard/${rest}`, site);
        } catch {
          return;
        }
        const location = await locationOf(url, l);
        expectOnSite(location);
        const back = resolved(location).searchParams.get('redirect') ?? '';
        expect(returnPath(back, l)).toBe(back);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('language switch and language-prefixed redirects', () => {
  it('keeps the page and query in the other language', () => {
    expect(alternateHrefs('/it/cerca', '?q=museo', undefined)).toEqual({
      it: '/it/cerca?q=museo',
      en: '/en/cerca?q=museo',
      fr: '/fr/cerca?q=museo',
    });
    expect(alternateHrefs('/', '', undefined)).toEqual({ it: '/it', en: '/en', fr: '/fr' });
    expect(alternateHrefs('/it/evento', '', { en: '/en/event' })).toEqual({
      it: '/it/traduzione-mancante',
      en: '/en/event',
      fr: '/fr/traduzione-mancante',
    });
  });

  it('falls back to the home of the language for a crafted address', () => {
    expect(alternateHrefs('/it//evil.example/x', '', undefined).en).toBe('/en');
    expect(alternateHrefs('//evil.example', '', undefined).fr).toBe('/fr');
    expect(alternateHrefs('/it/x', '', { en: '//evil.example' }).en).toBe('/en');
    expect(languagePath('/%2F%2Fevil.example', 'xx')).toBe('/it');
  });

  it('links only to the site for any current address and alternates', () => {
    fc.assert(
      fc.property(hostile, fc.string({ maxLength: 20 }), hostile, (pathname, search, alt) => {
        for (const hrefs of [
          alternateHrefs(pathname, search, undefined),
          alternateHrefs(pathname, search, { en: alt, fr: alt }),
        ]) {
          for (const l of langs) {
            expectOnSite(hrefs[l], { home: true });
            expect(languagePath(hrefs[l], l)).toBe(hrefs[l]);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  /** The Location of a loader that redirects or refuses with 404. */
  function outcome(run: () => unknown): { status: number; location: string | null } {
    try {
      const response = run() as Response;
      return { status: response.status, location: response.headers.get('Location') };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: null };
      throw thrown;
    }
  }

  it('the old home and card addresses redirect only to the site, whatever the prefix', () => {
    const args = (value: string) => ({ params: { lang: value } }) as never;
    expect(outcome(() => homeRedirect(args('//evil.example'))).status).toBe(404);
    expect(outcome(() => cardRedirect(args('\\evil.example'))).status).toBe(404);
    expect(outcome(() => homeRedirect(args('en')))).toEqual({ status: 301, location: '/en' });
    fc.assert(
      fc.property(fc.oneof(hostile, lang), (value) => {
        for (const loader of [homeRedirect, cardRedirect]) {
          const { status, location } = outcome(() => loader(args(value)));
          if (location === null) expect(status).toBe(404);
          else expectOnSite(location, { home: true });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('the invite link forwards to the site whatever email and token it carries', () => {
    fc.assert(
      fc.property(lang, hostile, hostile, (l, email, token) => {
        const url = new URL(`${site}/${l}/registrazione/invito`);
        url.searchParams.set('email', email);
        url.searchParams.set('token', token);
        const location = inviteRegistrationPath(l, url);
        expectOnSite(location);
        expect(resolved(location).searchParams.get('token')).toBe(url.searchParams.get('token'));
      }),
      { numRuns: 500 },
    );
  });
});
