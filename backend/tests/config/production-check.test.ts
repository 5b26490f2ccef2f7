// Directus refuses demo and short secrets when PUBLIC_URL is a public https address
// (scripts/lib/production-check.mjs): the decision, property tests over generated hosts and
// secrets, and the real `node scripts/directus.mjs <command>` started with each kind of
// configuration, which must stop before it starts Directus or writes its data folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MIN_SECRET_LENGTH,
  isPublicHttpsUrl,
  productionCheck,
  secrets,
} from '../../scripts/lib/production-check.mjs';
import { demo } from '../../scripts/test-instance.mjs';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicUrl = 'https://api.citta.example';
const names = ['KEY', 'SECRET', 'ADMIN_TOKEN', 'ADMIN_PASSWORD', 'STOREFRONT_TOKEN'];
const demoValues: Record<string, string> = {
  KEY: demo.key,
  SECRET: demo.secret,
  ADMIN_TOKEN: demo.adminToken,
  ADMIN_PASSWORD: demo.adminPassword,
  STOREFRONT_TOKEN: demo.storefrontToken,
};
/** Real payments: the stripe provider with both of its secrets. */
const payments = {
  SHOP_PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: `sk_live_${'k'.repeat(40)}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${'w'.repeat(32)}`,
};
/** A distinct 32-character value for every secret, and real payments. */
const strong = {
  ...Object.fromEntries(names.map((name, i) => [name, `${'s'.repeat(31)}${i}`])),
  ...payments,
};

describe('productionCheck', () => {
  it('covers the five secrets with the demo values of env.mjs', () => {
    expect(secrets).toEqual(names.map((name) => ({ name, demo: demoValues[name] })));
    // two demo values are long enough: only the demo comparison refuses them
    expect(demo.key.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(demo.secret.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
  });

  it('names every unset secret on a public https PUBLIC_URL', () => {
    expect(productionCheck({ PUBLIC_URL: publicUrl })).toBe(
      'directus: KEY is not set, SECRET is not set, ADMIN_TOKEN is not set, ' +
        'ADMIN_PASSWORD is not set, STOREFRONT_TOKEN is not set, SHOP_PAYMENT_PROVIDER is demo ' +
        '(no money moves); PUBLIC_URL is a public https ' +
        'address, so every secret must be set, differ from the demo value and have at least 32 ' +
        'characters',
    );
    expect(productionCheck({ PUBLIC_URL: publicUrl, ...strong })).toBeNull();
  });

  it('refuses the demo payment provider and a stripe provider without its secrets', () => {
    const base = { PUBLIC_URL: publicUrl, ...strong };
    expect(productionCheck({ ...base, SHOP_PAYMENT_PROVIDER: 'demo' })).toMatch(
      /^directus: SHOP_PAYMENT_PROVIDER is demo \(no money moves\); /,
    );
    expect(productionCheck({ ...base, SHOP_PAYMENT_PROVIDER: undefined })).toMatch(
      /^directus: SHOP_PAYMENT_PROVIDER is demo/,
    );
    expect(productionCheck({ ...base, SHOP_PAYMENT_PROVIDER: 'test' })).toMatch(
      /^directus: SHOP_PAYMENT_PROVIDER is neither demo nor stripe; /,
    );
    expect(
      productionCheck({ ...base, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: 'short' }),
    ).toMatch(
      /^directus: STRIPE_SECRET_KEY is not set, STRIPE_WEBHOOK_SECRET is shorter than 32 characters; /,
    );
    // a local site keeps the demo provider
    expect(productionCheck({ PUBLIC_URL: 'http://localhost:8055', ...demoValues })).toBeNull();
  });

  it('keeps the demo values for a local or http PUBLIC_URL', () => {
    for (const url of [
      undefined,
      'http://localhost:8055',
      'http://api.citta.example',
      'https://localhost:8055',
      'https://127.0.0.1',
      'https://[::1]:8055',
      'https://0.0.0.0',
    ]) {
      expect(isPublicHttpsUrl(url)).toBe(false);
      expect(productionCheck({ PUBLIC_URL: url, ...demoValues })).toBeNull();
    }
  });

  it('refuses exactly the weak secrets, for every public host and every value', () => {
    const publicHost = fc
      .domain()
      .filter((host) => host !== 'localhost' && !host.endsWith('.localhost'));
    const secretValue = fc.oneof(
      fc.constant(undefined),
      fc.string({ unit: 'binary', maxLength: 48 }),
      fc.string({ unit: 'grapheme-ascii', minLength: 28, maxLength: 36 }),
      fc.constantFrom(...Object.values(demoValues)),
    );
    fc.assert(
      fc.property(publicHost, fc.tuple(...names.map(() => secretValue)), (host, values) => {
        const env = Object.fromEntries(names.map((name, i) => [name, values[i]]));
        const refusal = productionCheck({ PUBLIC_URL: `https://${host}/`, ...env, ...payments });
        const weak = names.filter((name) => {
          const value = (env[name] ?? '').trim();
          return value === demoValues[name] || [...value].length < MIN_SECRET_LENGTH;
        });
        if (weak.length === 0) {
          expect(refusal).toBeNull();
          return;
        }
        expect(refusal).not.toBeNull();
        expect(refusal).not.toMatch(/[\r\n]/);
        const named = [...(refusal ?? '').matchAll(/(?:^directus: |, )([A-Z_]+) is /g)].map(
          (m) => m[1],
        );
        expect(named).toEqual(weak);
      }),
    );
  });
});

/** A data folder that must stay absent: the command may not write before the check. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'citta-production-check-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs `node scripts/directus.mjs <args>` with only the given variables; resolves on exit. */
async function runCommand(args: string[], vars: Record<string, string>, dataDir: string) {
  const port = await freePort();
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/directus.mjs', ...args], {
      cwd: backendDir,
      env: {
        PATH: process.env.PATH ?? '',
        DIRECTUS_DATA_DIR: dataDir,
        DIRECTUS_PORT: String(port),
        DIRECTUS_HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        ...vars,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '');

/** Expect exit status 1, one stderr line naming exactly `weak`, and no data folder. */
async function expectRefusal(args: string[], vars: Record<string, string>, weak: string[]) {
  const dataDir = path.join(scratch, `data-${Math.random().toString(36).slice(2)}`);
  const { code, stdout, stderr } = await runCommand(args, vars, dataDir);
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(lines(stderr)).toHaveLength(1);
  const named = [...stderr.matchAll(/(?:^directus: |, )([A-Z_]+) is /g)].map((m) => m[1]);
  expect(named).toEqual(weak);
  for (const name of names) if (vars[name]) expect(stderr).not.toContain(vars[name]);
  expect(fs.existsSync(dataDir)).toBe(false);
  return stderr;
}

describe('directus.mjs on a public https PUBLIC_URL', () => {
  it('refuses to start with no secrets, naming each', async () => {
    const stderr = await expectRefusal(['start'], { PUBLIC_URL: publicUrl, ...payments }, names);
    expect(stderr).toContain('KEY is not set');
  });

  it.each(names)('refuses to start with the demo %s', async (name) => {
    const stderr = await expectRefusal(
      ['start'],
      { PUBLIC_URL: publicUrl, ...strong, [name]: demoValues[name] },
      [name],
    );
    expect(stderr).toMatch(new RegExp(`^directus: ${name} is the demo value; `));
  });

  it.each(names)('refuses to start with a 31-character %s', async (name) => {
    const stderr = await expectRefusal(
      ['start'],
      { PUBLIC_URL: publicUrl, ...strong, [name]: 'w'.repeat(31) },
      [name],
    );
    expect(stderr).toMatch(new RegExp(`^directus: ${name} is shorter than 32 characters; `));
  });

  it.each(['prepare', 'serve'])('refuses %s before it writes anything', async (command) => {
    await expectRefusal([command], { PUBLIC_URL: publicUrl, ...strong, KEY: demo.key }, ['KEY']);
  });

  it('passes the check with five strong secrets', async () => {
    const dataDir = path.join(scratch, 'strong');
    const { code, stdout, stderr } = await runCommand(
      ['start', '--check-config'],
      { PUBLIC_URL: publicUrl, ...strong },
      dataDir,
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('passes the production check');
  });
});

describe('directus.mjs on a local PUBLIC_URL', () => {
  it.each([
    'http://localhost:8055',
    'https://localhost',
    'https://127.0.0.1:8055',
    'https://[::1]',
  ])('passes the check on %s with the demo values or none', async (url) => {
    for (const vars of [{}, demoValues]) {
      const { code, stdout, stderr } = await runCommand(
        ['start', '--check-config'],
        { PUBLIC_URL: url, ...vars },
        path.join(scratch, 'local'),
      );
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout).toContain('demo values allowed');
    }
  });

  it('starts Directus itself on https://localhost with the demo fallbacks', async () => {
    // An empty data folder: Directus runs and stops at its own check for installed tables, which
    // shows that the command got past the production check without a prepared database.
    const dataDir = fs.mkdtempSync(path.join(scratch, 'empty-'));
    const { code, stdout, stderr } = await runCommand(
      ['start'],
      { PUBLIC_URL: 'https://localhost' },
      dataDir,
    );
    expect(code).toBe(1);
    // Directus logs to stdout; directus.mjs reports the early exit on stderr
    expect(stdout).toContain("Database doesn't have Directus tables installed");
    expect(stderr).toContain('Directus exited during start');
    expect(stderr).not.toContain('public https address');
  });
});
