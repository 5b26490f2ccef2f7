import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { type APIRequestContext, type Page, type Response, expect, test } from '@playwright/test';
import {
  type Locale,
  alertText,
  demoPassword,
  directusUrl,
  freshUser,
  locales,
  msg,
  textField,
} from './helpers';

/*
 * Throttling of the login, password-reset and registration actions (app/lib/throttle.server.ts),
 * against the real backend: after 10 failed logins for one email the 11th answers 429 with
 * Retry-After and a message in the page's language, with the email kept and the password empty,
 * with and without JavaScript. Two extra storefront processes sharing Redis share the counters.
 */

const wrongPassword = 'wrong-password-123';

/** A form POST to a storefront action, as the browser's form sends it (same origin). */
function post(
  request: APIRequestContext,
  origin: string,
  pathname: string,
  form: Record<string, string>,
) {
  return request.post(`${origin}${pathname}`, {
    headers: { Origin: origin },
    form,
    maxRedirects: 0,
  });
}

/** The throttled message for a Retry-After in seconds, as the site words it. */
function throttledText(locale: Locale, retryAfter: number): string {
  const count = Math.ceil(retryAfter / 60);
  return msg(locale, `errors.throttled_${count === 1 ? 'one' : 'other'}`, { count });
}

/** Retry-After of a refused answer: whole seconds within the window (the login's: 15 minutes). */
function retryAfterOf(
  response: Response | { headers(): Record<string, string> },
  window = 15 * 60,
): number {
  const value = response.headers()['retry-after'];
  expect(value, 'Retry-After header').toMatch(/^\d+$/);
  const seconds = Number(value);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(window);
  return seconds;
}

/** Sends the login form on `page` and checks the throttled answer and the form it leaves. */
async function expectThrottledLogin(page: Page, locale: Locale, typed: string, email: string) {
  const field = (key: string) => textField(page, msg(locale, key));
  await field('fields.email').fill(typed);
  // even the right password is refused while the account is throttled
  await field('fields.password').fill(demoPassword);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: msg(locale, 'login.submit') }).click();
  const response = await answer;
  expect(response.status()).toBe(429);
  const retryAfter = retryAfterOf(response);
  await expect(page.getByRole('alert')).toHaveText(
    alertText(locale, 'error', throttledText(locale, retryAfter)),
  );
  await expect(field('fields.email')).toHaveValue(
    new RegExp(`^${email.replace(/[.+]/g, '\\$&')}$`, 'i'),
  );
  await expect(field('fields.password')).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/login$`));
}

for (const locale of locales) {
  test(`the 11th login after 10 failures for one email is throttled (${locale})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const email = await freshUser(request);
    const origin = baseURL ?? '';
    for (let i = 0; i < 10; i += 1) {
      // the same account however it is spelled
      const spelled = i % 2 ? email.toUpperCase() : ` ${email} `;
      const response = await post(request, origin, `/${locale}/dashboard/login`, {
        email: spelled,
        password: wrongPassword,
      });
      expect(response.status(), `failed login ${i + 1}`).toBe(401);
    }

    // with JavaScript: the form stays as typed, the password is emptied
    await page.goto(`/${locale}/dashboard/login`);
    await page.waitForLoadState('networkidle');
    await expectThrottledLogin(page, locale, email, email);

    // without JavaScript: the page is rendered anew with the email filled in
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(`/${locale}/dashboard/login`);
      await expectThrottledLogin(plain, locale, email.toUpperCase(), email);
    } finally {
      await context.close();
    }
  });
}

test('password reset and registration requests are throttled per email (en)', async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const email = `throttle-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  for (let i = 0; i < 5; i += 1) {
    const response = await post(request, origin, '/en/dashboard/login/forgot', { email });
    expect(response.status(), `reset request ${i + 1}`).toBe(200);
  }
  const reset = await post(request, origin, '/en/dashboard/login/forgot', { email });
  expect(reset.status()).toBe(429);
  retryAfterOf({ headers: () => reset.headers() }, 60 * 60);

  const registration = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: 'registrata-2026',
    confirm: 'registrata-2026',
    privacy: 'on',
  };
  // the first registers the address, the next four are refused by the backend: all five count
  for (let i = 0; i < 5; i += 1) {
    const response = await post(request, origin, '/en/dashboard/registrazione', registration);
    expect([302, 400], `registration ${i + 1}`).toContain(response.status());
  }
  const refused = await post(request, origin, '/en/dashboard/registrazione', registration);
  expect(refused.status()).toBe(429);
  retryAfterOf({ headers: () => refused.headers() }, 60 * 60);
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

test.describe('two storefront processes sharing Redis', () => {
  const redisUrl = 'redis://127.0.0.1:6379';
  const prefix = `e2e-throttle-${process.pid}-${Date.now()}`;
  const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const servers: Array<{ origin: string; process: ChildProcess; log: string[] }> = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const origin = `http://localhost:${port}`;
      const log: string[] = [];
      // the e2e run's own build (STOREFRONT_BUILD_DIR is inherited) and backend
      const child = spawn(process.execPath, ['server.js'], {
        cwd: storefrontDir,
        env: {
          ...process.env,
          PORT: String(port),
          DIRECTUS_URL: directusUrl,
          PUBLIC_DIRECTUS_URL: directusUrl,
          PUBLIC_SITE_URL: origin,
          NODE_ENV: 'production',
          REDIS: redisUrl,
          REDIS_PREFIX: prefix,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      servers.push({ origin, process: child, log });
    }
    for (const server of servers) {
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (server.process.exitCode !== null)
          throw new Error(`storefront exited: ${server.log.join('')}`);
        const ready = await fetch(`${server.origin}/robots.txt`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`storefront not ready: ${server.log.join('')}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });

  test.afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.process.exitCode !== null) return resolve();
            server.process.once('exit', () => resolve());
            server.process.kill('SIGTERM');
          }),
      ),
    );
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  test('failed logins sent alternately to both count together', async ({ request }) => {
    const email = await freshUser(request);
    const [first, second] = servers;
    if (!first || !second) throw new Error('the two storefront processes did not start');
    for (let i = 0; i < 10; i += 1) {
      const server = i % 2 ? second : first;
      const response = await post(request, server.origin, '/it/dashboard/login', {
        email,
        password: wrongPassword,
      });
      expect(response.status(), `failed login ${i + 1} on ${server.origin}`).toBe(401);
    }
    // the 11th is refused by whichever process answers it
    for (const server of [first, second]) {
      const response = await post(request, server.origin, '/it/dashboard/login', {
        email,
        password: demoPassword,
      });
      expect(response.status(), server.origin).toBe(429);
      retryAfterOf({ headers: () => response.headers() });
      expect(await response.text()).toContain(
        throttledText('it', Number(response.headers()['retry-after'])),
      );
    }
    // the counter is the one in Redis, under this run's prefix
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}:storefront:throttle:login:email:*`);
      expect(keys).toEqual([`${prefix}:storefront:throttle:login:email:${email.toLowerCase()}`]);
      expect(Number(await redis.get(keys[0] ?? ''))).toBeGreaterThanOrEqual(10);
    } finally {
      redis.disconnect();
    }
  });
});
