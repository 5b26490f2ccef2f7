import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';

/*
 * End-to-end tests against the real backend: a fresh, seeded Directus on 18055 (a new copy of
 * the backend's prepared test database for every run) and the built storefront on 13000, so that a running dev site
 * (3000/8055) is never touched. Debian's Chromium, never a downloaded browser.
 */
// Ports and the build folder can be moved (E2E_DIRECTUS_PORT, E2E_PORT, STOREFRONT_BUILD_DIR) so
// that two runs on one machine do not share a server or overwrite each other's build.
const directusPort = Number(process.env.E2E_DIRECTUS_PORT ?? 18055);
const storefrontPort = Number(process.env.E2E_PORT ?? 13000);
export const directusUrl = `http://127.0.0.1:${directusPort}`;
export const storefrontUrl = `http://localhost:${storefrontPort}`;
const mailDir =
  process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `citta-e2e-directus-${directusPort}`, 'mail');
// The tests (e2e/commerce/helpers.ts) and the web servers read these: both inherit the environment,
// as they do STOREFRONT_BUILD_DIR.
process.env.E2E_DIRECTUS_URL = directusUrl;
process.env.E2E_MAIL_DIR = mailDir;

export default defineConfig({
  testDir: './e2e',
  // Each run on its own port keeps its own artefacts: Playwright empties this folder on start.
  outputDir: storefrontPort === 13000 ? './test-results' : `./test-results-${storefrontPort}`,
  fullyParallel: true,
  workers: 2,
  // On CI a committed test.only fails the run instead of shrinking it; a test that passes only on
  // its retry is reported as flaky and named in npm test's summary.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: storefrontUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'public',
      testDir: './e2e/public',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'commerce',
      testDir: './e2e/commerce',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // the editors' workspace in the Directus admin app, signed in as the demo editor
      name: 'admin',
      testDir: './e2e/admin',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1440, height: 900 },
      },
    },
  ],
  webServer: [
    {
      // A fresh copy of the backend's prepared, seeded database (backend/scripts/test-instance.mjs);
      // the first run on a machine builds that template, which takes several minutes.
      command: `node e2e/directus.mjs ${directusPort}`,
      url: `${directusUrl}/server/ping`,
      reuseExistingServer: false,
      timeout: 900_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STOREFRONT_URL: storefrontUrl,
        // Every test of the run is one visitor address (127.0.0.1), which the storefront forwards
        // to the backend's login limiter (10 failures per address and email, 100 per address;
        // tested in the backend's tests): raised here so that the storefront's throttle
        // (e2e/commerce/throttle.spec.ts) answers first and the run's failed logins do not add up
        // to lock the other tests out.
        LOGIN_RATE_LIMIT_EMAIL_POINTS: '100',
        LOGIN_RATE_LIMIT_IP_POINTS: '1000',
        // scheduled publishing every 5 seconds (every minute by default): e2e/admin tests wait for it
        CONTENT_PUBLISH_CRON: '*/5 * * * * *',
      },
    },
    {
      command: 'pnpm run build && node server.js',
      url: `${storefrontUrl}/robots.txt`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(storefrontPort),
        DIRECTUS_URL: directusUrl,
        PUBLIC_DIRECTUS_URL: directusUrl,
        PUBLIC_SITE_URL: storefrontUrl,
        NODE_ENV: 'production',
        // The per-address limits of the storefront's throttle would add up every test's logins,
        // resets and registrations (one address for the whole run); the per-email limits stay
        // as in production and are what e2e/commerce/throttle.spec.ts tests.
        THROTTLE_LOGIN_ADDRESS: '10000',
        THROTTLE_RESET_ADDRESS: '10000',
        THROTTLE_REGISTER_ADDRESS: '10000',
      },
    },
  ],
});
