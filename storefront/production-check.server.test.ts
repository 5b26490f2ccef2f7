// The storefront's refusal of demo and short secrets on a public https origin
// (production-check.js): the decision itself, property tests over generated hosts and secrets,
// and the real `node server.js` process started with each kind of configuration.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontToken } from './app/lib/config.server';
import {
  MIN_SECRET_LENGTH,
  isLoopbackHost,
  isPublicHttpsOrigin,
  productionCheck,
  secretProblem,
  secrets,
} from './production-check.js';

const storefrontDir = path.dirname(fileURLToPath(import.meta.url));
const demoToken = 'citta-storefront-token-demo';
const strongToken = 'k'.repeat(MIN_SECRET_LENGTH);
const publicOrigin = 'https://www.citta.example';

describe('isPublicHttpsOrigin', () => {
  it.each([
    'https://www.citta.example',
    'https://citta.example:8443/',
    'HTTPS://WWW.CITTA.EXAMPLE',
    'https://localhost.citta.example',
    'https://127.0.0.1.nip.io',
    'https://[2001:db8::1]',
    'https://203.0.113.7',
    ' https://www.citta.example ',
    'https:www.citta.example',
    'ht\ttps://www.citta.example',
    'https://www.citta example',
  ])('%j is a public https origin', (value) => {
    expect(isPublicHttpsOrigin(value)).toBe(true);
  });

  it.each([
    undefined,
    '',
    '   ',
    'http://www.citta.example',
    'http://localhost:13000',
    'https://localhost',
    'https://LOCALHOST:3000',
    'https://localhost.',
    'https://shop.localhost',
    'https://127.0.0.1',
    'https://127.0.0.1.',
    'https://127.1',
    'https://2130706433',
    'https://0x7f.0.0.1',
    'https://127.255.3.9:8443',
    'https://0.0.0.0',
    'https://[::1]:3000',
    'https://[0:0:0:0:0:0:0:1]',
    'https://[::ffff:127.0.0.1]',
    'https://[::]',
    'not a url',
  ])('%j is not a public https origin', (value) => {
    expect(isPublicHttpsOrigin(value)).toBe(false);
  });
});

describe('secrets', () => {
  it('knows the fallback the storefront really uses', () => {
    const set = process.env.STOREFRONT_TOKEN;
    delete process.env.STOREFRONT_TOKEN;
    try {
      expect(secrets).toEqual([{ name: 'STOREFRONT_TOKEN', demo: storefrontToken() }]);
    } finally {
      if (set !== undefined) process.env.STOREFRONT_TOKEN = set;
    }
  });
});

describe('secretProblem', () => {
  it('tells an unset, demo, short and long enough secret apart', () => {
    expect(secretProblem(undefined, demoToken)).toBe('is not set');
    expect(secretProblem('  ', demoToken)).toBe('is not set');
    expect(secretProblem(demoToken, demoToken)).toBe('is the demo value');
    expect(secretProblem(` ${demoToken}\n`, demoToken)).toBe('is the demo value');
    expect(secretProblem('k'.repeat(31), demoToken)).toBe('is shorter than 32 characters');
    expect(secretProblem(` ${'k'.repeat(31)} `, demoToken)).toBe('is shorter than 32 characters');
    expect(secretProblem('é'.repeat(31), demoToken)).toBe('is shorter than 32 characters');
    expect(secretProblem(strongToken, demoToken)).toBeNull();
  });
});

describe('productionCheck', () => {
  it('lets a local origin or no origin keep the demo token', () => {
    expect(productionCheck({})).toBeNull();
    expect(productionCheck({ PUBLIC_SITE_URL: 'http://localhost:3000' })).toBeNull();
    expect(productionCheck({ PUBLIC_ORIGIN: 'https://127.0.0.1:3000' })).toBeNull();
    expect(productionCheck({ PUBLIC_SITE_URL: 'https://localhost', STOREFRONT_TOKEN: 'x' })).toBe(
      null,
    );
  });

  it('refuses a public origin in either variable unless the token is strong', () => {
    for (const variable of ['PUBLIC_SITE_URL', 'PUBLIC_ORIGIN']) {
      const refusal = productionCheck({ [variable]: publicOrigin });
      expect(refusal).toMatch(/^storefront: STOREFRONT_TOKEN is not set; /);
      expect(refusal).toContain(`${variable} is a public https address`);
      expect(productionCheck({ [variable]: publicOrigin, STOREFRONT_TOKEN: strongToken })).toBe(
        null,
      );
    }
    expect(
      productionCheck({ PUBLIC_SITE_URL: 'http://localhost:3000', PUBLIC_ORIGIN: publicOrigin }),
    ).toContain('PUBLIC_ORIGIN is a public https address');
  });

  it('holds for every public host name and every secret', () => {
    const publicHost = fc
      .domain()
      .filter((host) => host !== 'localhost' && !host.endsWith('.localhost'));
    fc.assert(
      fc.property(
        publicHost,
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.constantFrom('PUBLIC_SITE_URL', 'PUBLIC_ORIGIN'),
        fc.string({ unit: 'binary', maxLength: 64 }),
        (host, port, variable, token) => {
          const origin = `https://${host}${port === undefined ? '' : `:${port}`}`;
          const refusal = productionCheck({ [variable]: origin, STOREFRONT_TOKEN: token });
          const value = token.trim();
          const acceptable = value !== demoToken && [...value].length >= MIN_SECRET_LENGTH;
          expect(refusal === null).toBe(acceptable);
          if (refusal !== null) {
            expect(refusal).toMatch(/^storefront: STOREFRONT_TOKEN is /);
            expect(refusal).not.toMatch(/[\r\n]/);
          }
        },
      ),
    );
  });

  it('never refuses a loopback host, in any spelling of its address', () => {
    const loopbackHost = fc.oneof(
      fc.constant('localhost'),
      fc.domain().map((host) => `${host}.localhost`),
      fc
        .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
        .chain(([b, c, d]) =>
          fc.constantFrom(
            `127.${b}.${c}.${d}`,
            String(0x7f000000 + b * 65536 + c * 256 + d),
            `0x7f.${b}.${c}.${d}`,
            `[::ffff:127.${b}.${c}.${d}]`,
          ),
        ),
      fc.constantFrom('0.0.0.0', '[::1]', '[0::1]', '[::]'),
    );
    fc.assert(
      fc.property(
        loopbackHost,
        fc.boolean(),
        fc.option(fc.string(), { nil: undefined }),
        (host, upper, token) => {
          const origin = `https://${upper ? host.toUpperCase() : host}:3000`;
          expect(isLoopbackHost(new URL(origin).hostname)).toBe(true);
          expect(productionCheck({ PUBLIC_SITE_URL: origin, STOREFRONT_TOKEN: token })).toBeNull();
        },
      ),
    );
  });

  it('answers one line that never repeats a value, whatever the variables hold', () => {
    // Generated values are drawn from characters that never occur in a refusal's own text.
    const foreign = fc.string({ unit: fc.constantFrom('§', '¤', '\n', '\r', ' ', '\u2028') });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          foreign.map((s) => `https://${s}`),
        ),
        fc.oneof(fc.string({ unit: 'binary' }), foreign),
        fc.option(foreign, { nil: undefined }),
        (siteUrl, origin, token) => {
          const refusal = productionCheck({
            PUBLIC_SITE_URL: siteUrl,
            PUBLIC_ORIGIN: origin,
            STOREFRONT_TOKEN: token,
          });
          if (refusal === null) return;
          expect(refusal).toMatch(/^storefront: STOREFRONT_TOKEN is [a-z0-9 ]+; PUBLIC_/);
          expect(refusal).not.toMatch(/[\r\n\u2028§¤]/);
        },
      ),
    );
  });
});

/** Runs `node server.js` with only the given variables (and PATH); resolves on exit. */
function runServer(vars: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['server.js', ...args], {
      cwd: storefrontDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...vars },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

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

/** stderr as lines, without the trailing newline. */
const lines = (text: string) => text.split('\n').filter((line) => line !== '');

// A build folder that does not exist: a process that got past the check would fail to load it,
// never serve.
const noBuild = { STOREFRONT_BUILD_DIR: '.builds/no-build-for-the-production-check' };

describe('node server.js on a public https origin', () => {
  it.each<[string, Record<string, string>, string]>([
    ['no secret', { PUBLIC_SITE_URL: publicOrigin }, 'STOREFRONT_TOKEN is not set'],
    ['no secret (PUBLIC_ORIGIN)', { PUBLIC_ORIGIN: publicOrigin }, 'STOREFRONT_TOKEN is not set'],
    [
      'the demo token',
      { PUBLIC_SITE_URL: publicOrigin, STOREFRONT_TOKEN: demoToken },
      'STOREFRONT_TOKEN is the demo value',
    ],
    [
      'a 31-character token',
      { PUBLIC_SITE_URL: publicOrigin, STOREFRONT_TOKEN: 'k'.repeat(31) },
      'STOREFRONT_TOKEN is shorter than 32 characters',
    ],
  ])('exits with status 1 and one line with %s', async (_case, vars, problem) => {
    const { code, stdout, stderr } = await runServer({ ...noBuild, ...vars });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(lines(stderr)).toHaveLength(1);
    expect(stderr).toMatch(new RegExp(`^storefront: ${problem}; `));
    if (vars.STOREFRONT_TOKEN) expect(stderr).not.toContain(vars.STOREFRONT_TOKEN);
  });

  it('passes the check with a 32-character token', async () => {
    const { code, stdout, stderr } = await runServer(
      { PUBLIC_SITE_URL: publicOrigin, STOREFRONT_TOKEN: strongToken },
      ['--check-config'],
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('passes the production check (PUBLIC_SITE_URL)');
  });
});

describe('node server.js on a local origin', () => {
  it.each([
    'http://localhost:13000',
    'https://localhost',
    'https://127.0.0.1:3000',
    'https://[::1]',
  ])('passes the check on %s with the demo token or none', async (origin) => {
    for (const token of [{}, { STOREFRONT_TOKEN: demoToken }] as Record<string, string>[]) {
      const { code, stdout, stderr } = await runServer(
        { PUBLIC_SITE_URL: origin, PUBLIC_ORIGIN: origin, ...token },
        ['--check-config'],
      );
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout).toContain('demo values allowed');
    }
  });

  // A minimal stand-in for the React Router build (the server only reads `entry.module` before it
  // listens, and the build's request handler is created on the first request), so that the real
  // server.js gets as far as listening without a build step or a backend.
  let fixture = '';
  beforeAll(() => {
    fs.mkdirSync(path.join(storefrontDir, '.builds'), { recursive: true });
    fixture = fs.mkdtempSync(path.join(storefrontDir, '.builds', 'production-check-'));
    fs.mkdirSync(path.join(fixture, 'server'), { recursive: true });
    fs.mkdirSync(path.join(fixture, 'client', 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(fixture, 'server', 'index.js'),
      'export const entry = { module: {} };\n',
    );
  });
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('starts listening on https://localhost with the demo token', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['server.js'], {
      cwd: storefrontDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_SITE_URL: 'https://localhost',
        PUBLIC_ORIGIN: 'https://localhost',
        STOREFRONT_TOKEN: demoToken,
        STOREFRONT_BUILD_DIR: path.relative(storefrontDir, fixture),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const listening = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
          if (stdout.includes('listening')) resolve(stdout);
        });
        void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
      });
      expect(listening).toContain(`storefront listening on http://localhost:${port}`);
      // server.js's own headers: it answers requests (the stand-in build answers nothing else)
      const answer = await fetch(`http://127.0.0.1:${port}/robots.txt`);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect(stderr).not.toContain('STOREFRONT_TOKEN');
  });
});
