import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Throttle,
  type ThrottleLimits,
  addressKey,
  createThrottle,
  defaultLimits,
  limitsFromEnv,
  normaliseEmail,
  redisClient,
  retryAfterHeaders,
} from './throttle.server';

const home = '203.0.113.7';

/** `n` failed logins (attempts that are allowed and then neither succeed nor are cancelled). */
async function fail(throttle: Throttle, email: string, n: number, address = home) {
  for (let i = 0; i < n; i += 1) {
    const attempt = await throttle.attempt('login', { email, address });
    expect(attempt.allowed, `failed login ${i + 1} of ${n}`).toBe(true);
  }
}

function withLogin(login: Partial<ThrottleLimits['login']>): ThrottleLimits {
  return { ...defaultLimits, login: { ...defaultLimits.login, ...login } };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('login throttling (memory store)', () => {
  it('refuses the 11th login after 10 failures for one email, with the seconds to wait', async () => {
    const throttle = createThrottle();
    await fail(throttle, 'ada@example.org', 10);
    const refused = await throttle.attempt('login', { email: 'ada@example.org', address: home });
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfter).toBeGreaterThan(15 * 60 - 5);
    expect(refused.retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('allows the account again once the 15-minute window is over', async () => {
    vi.useFakeTimers();
    const throttle = createThrottle();
    await fail(throttle, 'ada@example.org', 10);
    vi.advanceTimersByTime(14 * 60 * 1000);
    const stillRefused = await throttle.attempt('login', {
      email: 'ada@example.org',
      address: home,
    });
    expect(stillRefused).toMatchObject({ allowed: false, retryAfter: 60 });
    vi.advanceTimersByTime(60 * 1000 + 1);
    expect(
      (await throttle.attempt('login', { email: 'ada@example.org', address: home })).allowed,
    ).toBe(true);
  });

  it('clears the account counter on a successful login', async () => {
    const throttle = createThrottle();
    await fail(throttle, 'ada@example.org', 9);
    const good = await throttle.attempt('login', { email: 'ada@example.org', address: home });
    if (!good.allowed) throw new Error('the 10th attempt was refused');
    await good.succeeded();
    await fail(throttle, 'ada@example.org', 10);
    expect(
      (await throttle.attempt('login', { email: 'ada@example.org', address: home })).allowed,
    ).toBe(false);
  });

  it('counts each email on its own', async () => {
    const throttle = createThrottle();
    await fail(throttle, 'ada@example.org', 10);
    expect(
      (await throttle.attempt('login', { email: 'ada@example.org', address: home })).allowed,
    ).toBe(false);
    await fail(throttle, 'grace@example.org', 10);
  });

  it('does not count an attempt the backend could not judge', async () => {
    const throttle = createThrottle();
    for (let i = 0; i < 20; i += 1) {
      const attempt = await throttle.attempt('login', { email: 'ada@example.org', address: home });
      if (!attempt.allowed) throw new Error(`attempt ${i + 1} was refused`);
      await attempt.cancelled();
    }
    await fail(throttle, 'ada@example.org', 10);
  });

  it('limits the failures of one client address across emails, and only failures', async () => {
    const throttle = createThrottle({ limits: withLogin({ address: 5 }) });
    // successful logins from the address do not use up its allowance
    for (let i = 0; i < 20; i += 1) {
      const attempt = await throttle.attempt('login', {
        email: `user${i}@example.org`,
        address: home,
      });
      if (!attempt.allowed) throw new Error(`successful login ${i + 1} was refused`);
      await attempt.succeeded();
    }
    for (let i = 0; i < 5; i += 1) await fail(throttle, `guess${i}@example.org`, 1);
    const refused = await throttle.attempt('login', { email: 'fresh@example.org', address: home });
    expect(refused.allowed).toBe(false);
    // another address, and the same email from it, are not affected
    await fail(throttle, 'fresh@example.org', 1, '198.51.100.1');
  });

  it('does not charge a refused attempt to the counter that would have allowed it', async () => {
    const throttle = createThrottle({ limits: withLogin({ email: 10, address: 12 }) });
    await fail(throttle, 'ada@example.org', 10);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await throttle.attempt('login', { email: 'ada@example.org', address: home })).allowed,
      ).toBe(false);
    }
    // the address has used 10 of its 12: two more failures, then it is refused
    await fail(throttle, 'grace@example.org', 2);
    expect(
      (await throttle.attempt('login', { email: 'grace@example.org', address: home })).allowed,
    ).toBe(false);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    const throttle = createThrottle({ limits: withLogin({ address: 3 }) });
    await fail(throttle, 'a@example.org', 1, '2001:db8:1:2::1');
    await fail(throttle, 'b@example.org', 1, '2001:db8:1:2:ffff::9');
    await fail(throttle, 'c@example.org', 1, '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd');
    expect(
      (await throttle.attempt('login', { email: 'd@example.org', address: '2001:db8:1:2::77' }))
        .allowed,
    ).toBe(false);
    await fail(throttle, 'd@example.org', 1, '2001:db8:1:3::1');
  });
});

describe('password reset and registration throttling', () => {
  it('counts every request per email', async () => {
    const throttle = createThrottle();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await throttle.attempt('reset', { email: 'ada@example.org', address: home })).allowed,
      ).toBe(true);
    const refused = await throttle.attempt('reset', { email: 'ADA@example.org', address: home });
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfter).toBeGreaterThan(3500);
    // the reset counter is not the registration counter
    expect(
      (await throttle.attempt('register', { email: 'ada@example.org', address: home })).allowed,
    ).toBe(true);
  });

  it('counts every request per client address', async () => {
    const throttle = createThrottle();
    for (let i = 0; i < 20; i += 1) {
      const attempt = await throttle.attempt('register', {
        email: `n${i}@example.org`,
        address: home,
      });
      expect(attempt.allowed, `registration ${i + 1}`).toBe(true);
    }
    expect(
      (await throttle.attempt('register', { email: 'n20@example.org', address: home })).allowed,
    ).toBe(false);
  });
});

describe('email normalisation', () => {
  /** An address as a visitor might type it: ASCII local part and domain. */
  const email = fc
    .tuple(
      fc.stringMatching(/^[a-zA-Z0-9._%+-]{1,20}$/),
      fc.stringMatching(/^[a-zA-Z0-9-]{1,15}$/),
      fc.constantFrom('org', 'com', 'it', 'fr'),
    )
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
  const padding = fc
    .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'), { maxLength: 4 })
    .map((chars) => chars.join(''));
  /** One spelling of an address: every letter's case chosen freely, white space around it. */
  const variantOf = (address: string) =>
    fc
      .tuple(
        fc.array(fc.boolean(), { minLength: address.length, maxLength: address.length }),
        padding,
        padding,
      )
      .map(
        ([upper, before, after]) =>
          before +
          [...address]
            .map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase()))
            .join('') +
          after,
      );

  it('maps every case and white-space variant of one address to one key', () => {
    fc.assert(
      fc.property(
        email.chain((address) =>
          fc.tuple(fc.constant(address), variantOf(address), variantOf(address)),
        ),
        ([address, a, b]) => {
          expect(normaliseEmail(a)).toBe(normaliseEmail(b));
          expect(normaliseEmail(a)).toBe(address.toLowerCase());
        },
      ),
    );
  });

  it('keeps different addresses apart', () => {
    fc.assert(
      fc.property(email, email, (a, b) => {
        fc.pre(a.toLowerCase() !== b.toLowerCase());
        expect(normaliseEmail(a)).not.toBe(normaliseEmail(b));
      }),
    );
  });

  it('cannot be used to escape the limit: the 11th spelling of one address is refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        email.chain((address) => fc.array(variantOf(address), { minLength: 11, maxLength: 11 })),
        async (spellings) => {
          const throttle = createThrottle();
          for (const spelling of spellings.slice(0, 10)) {
            const attempt = await throttle.attempt('login', { email: spelling, address: home });
            expect(attempt.allowed).toBe(true);
          }
          const last = await throttle.attempt('login', {
            email: spellings[10] ?? '',
            address: home,
          });
          expect(last.allowed).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('client address keys', () => {
  it('reads IPv4, IPv4-mapped IPv6 and unknown addresses', () => {
    expect(addressKey('192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('::ffff:c000:020a')).toBe('192.0.2.10');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey(null)).toBe('unknown');
    expect(addressKey('not an address')).toBe('unknown');
  });

  it('gives every address of one IPv6 /64 the same key, and other networks another', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const groups = fc.array(group, { minLength: 8, maxLength: 8 });
    /** Written in full, or with the longest run of zero groups shortened to `::`. */
    const spell = (parts: number[], short: boolean) => {
      const hex = parts.map((part) => part.toString(16));
      if (!short) return hex.join(':');
      let best = { start: -1, length: 0 };
      for (let i = 0; i < 8; i += 1) {
        let j = i;
        while (j < 8 && parts[j] === 0) j += 1;
        if (j - i > best.length) best = { start: i, length: j - i };
      }
      if (best.length < 2) return hex.join(':');
      return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
    };
    fc.assert(
      fc.property(groups, groups, fc.boolean(), fc.boolean(), (a, b, shortA, shortB) => {
        fc.pre(!(a.slice(0, 6).every((g) => g === 0) && a[5] === 0xffff));
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        expect(addressKey(spell(a, shortA))).toBe(addressKey(spell(sameNetwork, shortB)));
        const otherNetwork = [...a.slice(0, 3), ((a[3] ?? 0) + 1) % 0x10000, ...a.slice(4)];
        expect(addressKey(spell(a, shortA))).not.toBe(addressKey(spell(otherNetwork, shortB)));
      }),
    );
  });
});

describe('configuration', () => {
  it('reads the limits from the environment and keeps defaults for missing or invalid values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const limits = limitsFromEnv({
      THROTTLE_LOGIN_EMAIL: '3',
      THROTTLE_LOGIN_WINDOW: '60',
      THROTTLE_RESET_ADDRESS: '-4',
      THROTTLE_REGISTER_EMAIL: 'many',
    });
    expect(limits.login).toEqual({ email: 3, address: 100, window: 60 });
    expect(limits.reset).toEqual({ email: 5, address: 20, window: 3600 });
    expect(limits.register).toEqual({ email: 5, address: 20, window: 3600 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(limitsFromEnv({})).toEqual(defaultLimits);
  });

  it('passes the action Retry-After on beside the parent headers', () => {
    const headers = retryAfterHeaders({
      parentHeaders: new Headers({ 'Cache-Control': 'no-store' }),
      actionHeaders: new Headers({ 'Retry-After': '840' }),
    });
    expect(headers.get('Retry-After')).toBe('840');
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(
      retryAfterHeaders({ parentHeaders: new Headers(), actionHeaders: new Headers() }).has(
        'Retry-After',
      ),
    ).toBe(false);
  });
});

describe('Redis store that cannot be reached', () => {
  it('fails open within about a second and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // nothing listens on port 1
    const redis = redisClient('redis://127.0.0.1:1');
    try {
      const throttle = createThrottle({ redis, prefix: `test-${Date.now()}` });
      const started = Date.now();
      for (let i = 0; i < 11; i += 1) {
        const attempt = await throttle.attempt('login', {
          email: 'ada@example.org',
          address: home,
        });
        expect(attempt.allowed).toBe(true);
      }
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('rate-limit store cannot be reached'),
        expect.anything(),
      );
    } finally {
      redis.disconnect();
    }
  }, 30_000);
});
