import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { demoPassword, directusUrl, freshUser, login } from './helpers';

/*
 * Every entry point that builds a redirect from what a request carries, over HTTP against the real
 * backend: wherever a hostile return path, current address or language prefix is put, the
 * `Location` (or the final page) stays on the storefront's origin, below a language prefix.
 * The rules themselves are property-tested in app/lib/site-path.test.ts.
 */

/** Return paths that leave the site if taken as they come, or once normalised or decoded. */
const attacks = [
  '/.//evil.example/x',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%2F%2Fevil.example',
  '/it/%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '//evil.example/steal',
  'https://evil.example/',
  '/／evil.example',
  '/it/．．/．．//evil.example',
  'javascript:alert(1)',
];

/** The answer is a redirect; its target, resolved as a browser would, is a page of the site. */
function expectSiteRedirect(response: APIResponse, baseURL: string, prefix: string): string {
  expect([301, 302, 303, 307, 308], response.url()).toContain(response.status());
  const location = response.headers()['location'] ?? '';
  const target = new URL(location, response.url());
  expect(target.origin, location).toBe(new URL(baseURL).origin);
  expect(location.startsWith(prefix), `${location} starts with ${prefix}`).toBe(true);
  return location;
}

/** Origin header of a form posted from the site's own pages (the actions' same-origin check). */
const fromSite = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

async function postLogin(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  back: string,
  lang = 'it',
) {
  return request.post(`/${lang}/dashboard/login?redirect=${encodeURIComponent(back)}`, {
    headers: fromSite(baseURL),
    form: { email, password: demoPassword },
    maxRedirects: 0,
  });
}

test('login with a valid password goes back only to a page of the site', async ({
  request,
  baseURL,
}) => {
  const user = await freshUser(request);
  for (const back of attacks) {
    const response = await postLogin(request, baseURL!, user, back);
    expect(expectSiteRedirect(response, baseURL!, '/it/')).toBe('/it/dashboard');
  }
  // a return path of the site, with its query and hash, is kept
  const kept = await postLogin(request, baseURL!, user, '/en/dashboard/me?tab=1#orders', 'en');
  expect(expectSiteRedirect(kept, baseURL!, '/en/')).toBe('/en/dashboard/me?tab=1#orders');
});

test('the login page bounces a signed-in visitor only to a page of the site', async ({
  request,
  baseURL,
}) => {
  const user = await freshUser(request);
  // signed in: the request context keeps the session cookies of the answer
  expectSiteRedirect(
    await postLogin(request, baseURL!, user, '/fr/dashboard', 'fr'),
    baseURL!,
    '/fr/',
  );
  for (const back of attacks) {
    const query = `redirect=${encodeURIComponent(back)}`;
    const page = await request.get(`/fr/dashboard/login?${query}`, { maxRedirects: 0 });
    expect(expectSiteRedirect(page, baseURL!, '/fr/')).toBe('/fr/dashboard');
    // the same bounce on a client navigation (single-fetch data request)
    const data = await request.get(`/fr/dashboard/login.data?${query}`, { maxRedirects: 0 });
    const target = /"redirect","([^"]*)"/.exec(await data.text())?.[1];
    expect(target, back).toBe('/fr/dashboard');
  }
  // the login pages themselves are never a return target (no loop)
  const loop = await request.get(
    `/fr/dashboard/login?redirect=${encodeURIComponent('/fr/dashboard/login?redirect=/fr/x')}`,
    { maxRedirects: 0 },
  );
  expect(expectSiteRedirect(loop, baseURL!, '/fr/')).toBe('/fr/dashboard');
});

test('registration hands over only a return path of the site to the login page', async ({
  request,
  baseURL,
}) => {
  const register = (back: string) =>
    request.post(`/en/dashboard/registrazione?redirect=${encodeURIComponent(back)}`, {
      headers: fromSite(baseURL!),
      form: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: `redirect-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`,
        password: 'registrata-2026',
        confirm: 'registrata-2026',
        privacy: 'on',
      },
      maxRedirects: 0,
    });
  const hostile = expectSiteRedirect(
    await register('/.//evil.example/x'),
    baseURL!,
    '/en/dashboard/login?registrato=1',
  );
  expect(new URL(hostile, baseURL).searchParams.get('redirect')).toBe('/en/dashboard');
  const kept = expectSiteRedirect(
    await register('/en/checkout?step=2'),
    baseURL!,
    '/en/dashboard/login?registrato=1',
  );
  expect(new URL(kept, baseURL).searchParams.get('redirect')).toBe('/en/checkout?step=2');
});

test('the SSO callback page and its exchange return only to a page of the site', async ({
  request,
  baseURL,
}) => {
  // the page carries the checked return path in its form
  for (const back of attacks) {
    const page = await request.get(`/en/dashboard/login/sso?redirect=${encodeURIComponent(back)}`);
    expect(page.status()).toBe(200);
    const carried = /name="redirect" value="([^"]*)"/.exec(await page.text())?.[1];
    expect(carried, back).toBe('/en/dashboard');
  }
  // the exchange, with a real refresh token of the backend in the SSO cookie
  const user = await freshUser(request);
  const exchange = async (back: string) => {
    const tokens = await request.post(`${directusUrl}/auth/login`, {
      data: { email: user, password: demoPassword },
    });
    expect(tokens.ok()).toBe(true);
    const { refresh_token } = ((await tokens.json()) as { data: { refresh_token: string } }).data;
    return request.post('/en/dashboard/login/sso', {
      headers: { ...fromSite(baseURL!), Cookie: `directus_sso_refresh_token=${refresh_token}` },
      form: { redirect: back },
      maxRedirects: 0,
    });
  };
  for (const back of ['/.//evil.example/x', '/%2F%2Fevil.example', '//evil.example/steal']) {
    const response = await exchange(back);
    expect(expectSiteRedirect(response, baseURL!, '/en/')).toBe('/en/dashboard');
    expect(response.headers()['set-cookie'] ?? '').toContain('directus_access_token=');
  }
  const kept = await exchange('/en/dashboard/me?tab=1');
  expect(expectSiteRedirect(kept, baseURL!, '/en/')).toBe('/en/dashboard/me?tab=1');
});

test('the private-area guard sends visitors to the login page of the site, and back', async ({
  playwright,
  baseURL,
  page,
  request,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  for (const address of [
    `/it/dashboard/me?next=${encodeURIComponent('//evil.example')}`,
    `/it/dashboard/me?next=${encodeURIComponent('/.//evil.example')}#x`,
    '/it/dashboard/me/..%2F..%2F%2Fevil.example',
    '/it/dashboard/%2F%2Fevil.example',
    '/it/dashboard//evil.example',
    '/it/dashboard/.%2e/%2e%2e//evil.example',
  ]) {
    const response = await visitor.get(address, { maxRedirects: 0 });
    if (response.status() === 404) continue;
    const location = expectSiteRedirect(response, baseURL!, '/it/dashboard/login?redirect=');
    const back = new URL(location, baseURL).searchParams.get('redirect') ?? '';
    expect(new URL(back, baseURL).origin, back).toBe(new URL(baseURL!).origin);
    expect(back, back).toMatch(/^\/it\/dashboard\//);
  }
  await visitor.dispose();
  // and the whole way in a browser: the page asked for, query included, after signing in
  const wanted = `/it/dashboard/me?next=${encodeURIComponent('//evil.example')}`;
  await page.goto(wanted);
  await expect(page).toHaveURL(/\/it\/dashboard\/login\?redirect=/);
  await login(page, 'it', await freshUser(request), undefined, wanted);
  await expect(page).toHaveURL(new URL(wanted, baseURL).toString());
});

test('language-prefixed redirects and the language switch stay on the site', async ({
  request,
  baseURL,
  page,
}) => {
  // a crafted prefix is a 404, never a redirect to another host
  for (const address of [
    '/%2F%2Fevil.example/visit',
    '/%2Fevil.example/visita',
    '/%5C%5Cevil.example/decouvrir',
    '/%5Cevil.example/visit',
    '/%2F%2Fevil.example/visit/plan-your-trip/torino-piemonte-card',
    '/%2F%2Fevil.example/visit.data',
  ]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(response.headers()['location'], address).toBeUndefined();
  }
  expect(
    expectSiteRedirect(await request.get('/en/visit', { maxRedirects: 0 }), baseURL!, '/en'),
  ).toBe('/en');
  expect(
    expectSiteRedirect(
      await request.get('/fr/decouvrir/preparer-ton-sejour/torino-piemonte-card', {
        maxRedirects: 0,
      }),
      baseURL!,
      '/fr/',
    ),
  ).toBe('/fr/l/prodotti/5969');

  // the header's language links, on crafted addresses of the site
  const origin = new URL(baseURL!).origin;
  for (const address of [
    '/it//evil.example/x',
    '/it/%2F%2Fevil.example',
    '/it/cerca?q=//evil.example',
  ]) {
    await page.goto(address);
    const english = page.locator('header nav a[lang="en-GB"]');
    await expect(english).toHaveCount(1);
    for (const tag of ['it-IT', 'en-GB', 'fr-FR']) {
      const href = (await page.locator(`header nav a[lang="${tag}"]`).getAttribute('href')) ?? '';
      expect(new URL(href, page.url()).origin, href).toBe(origin);
      expect(href, href).toMatch(/^\/(?:it|en|fr)(?:\/|$|\?)/);
      expect(new URL(href, page.url()).pathname, href).not.toContain('//');
    }
    await english.click();
    await expect(page).toHaveURL(/\/en(?:\/|$|\?)/);
    expect(new URL(page.url()).origin).toBe(origin);
  }
});
