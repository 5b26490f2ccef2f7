/**
 * Shared material of the redirect-target tests (site-path.test.ts, auth-sso.server.test.ts): the
 * known attack strings, legitimate return paths, a fast-check generator of hostile inputs and the
 * check that a `Location` stays on the site.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

export const site = 'https://site.example';
export const langs = ['it', 'en', 'fr'] as const;

/**
 * Where a browser goes with this `Location`: resolved against the page that answered (a browser
 * resolves a redirect against the request's address, not the origin's root).
 */
export function resolved(location: string, from = `${site}/it/dashboard/login?redirect=x`): URL {
  return new URL(location, from);
}

/** The target stays on the site and starts with `/{lang}/` (or is the home `/{lang}` when allowed). */
export function expectOnSite(location: string, options: { home?: boolean } = {}) {
  const url = resolved(location);
  expect(url.origin, location).toBe(site);
  expect(resolved(location, `${site}/`).origin, location).toBe(site);
  expect(location, location).toMatch(
    options.home ? /^\/(?:it|en|fr)(?:\/|$|[?#])/ : /^\/(?:it|en|fr)\//,
  );
  // no backslash, white space or control character reaches a Location
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  expect(location, location).not.toMatch(/[\\\u0000-\u0020\u007f-\u009f]/);
  expect(url.pathname).not.toContain('//');
}

/** Known ways out of the site through a return path, and their neighbours. */
export const attacks = [
  '/.//evil.example/x',
  '/x/..//evil.example',
  '/it/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/it/%2e%2e/%2e%2e//evil.example',
  '/%2F%2Fevil.example',
  '/it/%2F%2Fevil.example',
  '/it/%252F%252Fevil.example',
  '/it/%5Cevil.example',
  '/it/%255Cevil.example',
  '/it/%2e%2e',
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/it/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/it/x\r\nSet-Cookie: a=b',
  '/it/x\u0000',
  '/／evil.example',
  '／／evil.example',
  '/⁄evil.example',
  '/∕evil.example',
  '/it/＼evil.example',
  '/it/．．/．．//evil.example',
  '/it/。。/evil.example',
  'https://evil.example/it/x',
  'http:/evil.example/it',
  'https:evil.example',
  '//evil.example@site.example/it/',
  '/it@evil.example',
  '/it:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  'it/dashboard',
  '/de/dashboard',
  '/IT/dashboard',
  '/itx/dashboard',
  '/admin',
  '/it',
  '/it?x=1',
  '/it/dashboard/login',
  '/it/dashboard/login?redirect=//evil.example',
  '/en/dashboard/login/sso?redirect=/en',
  '/fr/dashboard/logout',
  `/it/${'a'.repeat(3000)}`,
  '',
  null,
  undefined,
  42,
];

/** Return paths of the site that must come back unchanged. */
export const legitimate = [
  '/it/checkout',
  '/it/checkout?x=1',
  '/en/dashboard/me#orders',
  '/fr/dashboard/profilo/ordini?page=2',
  '/it/l/eventi/12?data=2026-12-01&lingua=fr',
  '/it/cerca?q=a%2Fb%2F%2Fc&type=eventi#risultati',
  '/it/caf%C3%A9',
  '/it/pagina.html',
  '/en/',
  '/it/acquista/appuntamenti/3/2026-12-01',
];

/** Pieces hostile inputs are made of: separators, encodings, controls, look-alikes, schemes. */
const pieces = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%25',
  '%252f',
  '%0a',
  '%09',
  '%00',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u3000',
  '／',
  '⁄',
  '∕',
  '＼',
  '．',
  '。',
  '@',
  ':',
  '?',
  '#',
  '&',
  '=',
  'evil.example',
  'https:',
  'http:',
  'javascript:',
  'data:',
  'it',
  'en',
  'fr',
  'dashboard',
  'login',
  'é',
];

const joined = fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((p) => p.join(''));
/** Hostile candidates: free strings, piece mixes, and mixes behind a slash or a real prefix. */
export const hostile = fc.oneof(
  joined,
  joined.map((rest) => `/${rest}`),
  fc.tuple(fc.constantFrom(...langs), joined).map(([lang, rest]) => `/${lang}/${rest}`),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((rest) => `/it/${rest}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);
export const lang = fc.constantFrom(...langs);
