import { isIP } from 'node:net';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/**
 * Throttling of the storefront's login, password-reset and registration actions, per account
 * (the normalised email) and per client address, independent of the backend's own limiter.
 *
 * - login: failed attempts count. An attempt takes a point from both counters before the backend
 *   is asked (so that concurrent attempts cannot slip past the limit together); a successful login
 *   clears the account's counter and gives the address its point back, an attempt the backend
 *   could not judge (unreachable) gives both back. Over the limit the action answers 429.
 * - password reset and registration: every request counts.
 *
 * Counters live in the process (RateLimiterMemory), or in Redis when `REDIS` is set, shared by
 * every storefront process that uses the same `REDIS_PREFIX`. If Redis cannot be reached the
 * throttle fails open: the request goes on unthrottled and the error is logged, because a login
 * page that cannot answer is worse than one that is briefly unthrottled.
 *
 * Limits (environment, whole numbers; window in seconds):
 *   THROTTLE_LOGIN_EMAIL 10, THROTTLE_LOGIN_ADDRESS 100, THROTTLE_LOGIN_WINDOW 900
 *   THROTTLE_RESET_EMAIL 5, THROTTLE_RESET_ADDRESS 20, THROTTLE_RESET_WINDOW 3600
 *   THROTTLE_REGISTER_EMAIL 5, THROTTLE_REGISTER_ADDRESS 20, THROTTLE_REGISTER_WINDOW 3600
 */

export type ThrottledAction = 'login' | 'reset' | 'register';

export interface ThrottleLimit {
  /** Attempts allowed per email in one window. */
  email: number;
  /** Attempts allowed per client address in one window. */
  address: number;
  /** Length of the window, in seconds (fixed window from the first counted attempt). */
  window: number;
}

export type ThrottleLimits = Record<ThrottledAction, ThrottleLimit>;

export const defaultLimits: ThrottleLimits = {
  login: { email: 10, address: 100, window: 15 * 60 },
  reset: { email: 5, address: 20, window: 60 * 60 },
  register: { email: 5, address: 20, window: 60 * 60 },
};

const actions = Object.keys(defaultLimits) as ThrottledAction[];

/** The limits configured in the environment; a missing or invalid value keeps its default. */
export function limitsFromEnv(
  env: Record<string, string | undefined> = process.env,
): ThrottleLimits {
  const read = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (Number.isSafeInteger(value) && value > 0) return value;
    console.warn(`${name}=${raw} is not a positive whole number; using ${fallback}`);
    return fallback;
  };
  const limits = {} as ThrottleLimits;
  for (const action of actions) {
    const name = `THROTTLE_${action.toUpperCase()}`;
    const fallback = defaultLimits[action];
    limits[action] = {
      email: read(`${name}_EMAIL`, fallback.email),
      address: read(`${name}_ADDRESS`, fallback.address),
      window: read(`${name}_WINDOW`, fallback.window),
    };
  }
  return limits;
}

/**
 * The account key of an email: trimmed and lower-cased, as the backend compares addresses, so that
 * case or surrounding white space does not make a second counter for the same account.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail is read as two groups). */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  if (tail === undefined) return front;
  const back = groupsOf(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The counter key of a client address. IPv4 addresses (also when written IPv4-mapped, as Node
 * reports them on a dual-stack socket) are counted one by one; IPv6 addresses by their /64
 * network, since one client usually holds a whole /64 and could otherwise take a new address for
 * every attempt. Anything else (no address known) shares one key.
 */
export function addressKey(address: string | null | undefined): string {
  const raw = (address ?? '').trim().replace(/%.*$/, '');
  const kind = isIP(raw);
  if (kind === 4) return raw;
  if (kind !== 6) return 'unknown';
  const groups = ipv6Groups(raw.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Whole seconds until a refused client may try again (at least one). */
function secondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

let lastStoreLog = 0;
/** Logs a store failure (at most once a minute, so that a Redis outage does not flood the log). */
function logStoreFailure(error: unknown) {
  const now = Date.now();
  if (now - lastStoreLog < 60_000) return;
  lastStoreLog = now;
  console.error(
    'throttle: the rate-limit store cannot be reached; requests go on unthrottled meanwhile:',
    error instanceof Error ? error.message : error,
  );
}

/** One counted request. `allowed: false` carries the seconds to wait (Retry-After). */
export type ThrottleAttempt =
  | {
      allowed: true;
      /** The login succeeded: clears the account's failures, the address keeps no point. */
      succeeded(): Promise<void>;
      /** The backend could not judge the attempt: it does not count. */
      cancelled(): Promise<void>;
    }
  | { allowed: false; retryAfter: number };

export interface Throttle {
  /** Counts one request of `action` for an email and a client address. */
  attempt(
    action: ThrottledAction,
    who: { email: string; address: string | null | undefined },
  ): Promise<ThrottleAttempt>;
}

export interface ThrottleOptions {
  limits?: ThrottleLimits;
  /** Shared counters in Redis; without it the counters live in this process. */
  redis?: Redis;
  /** Namespace of the keys (Redis), so that separate sites or test runs keep separate counters. */
  prefix?: string;
}

/** A throttle with its own counters (memory, or Redis with a client). */
export function createThrottle(options: ThrottleOptions = {}): Throttle {
  const limits = options.limits ?? defaultLimits;
  const prefix = options.prefix ?? 'citta:storefront';
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const keyPrefix = `${prefix}:throttle:${name}`;
    return options.redis
      ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  };
  const limiters = Object.fromEntries(
    actions.map((action) => {
      const limit = limits[action];
      return [
        action,
        {
          email: limiter(`${action}:email`, limit.email, limit.window),
          address: limiter(`${action}:address`, limit.address, limit.window),
        },
      ];
    }),
  ) as Record<ThrottledAction, { email: RateLimiterAbstract; address: RateLimiterAbstract }>;

  /** Runs a store operation, failing open (logged) when the store itself fails. */
  const quietly = async (operation: () => Promise<unknown>) => {
    try {
      await operation();
    } catch (error) {
      logStoreFailure(error);
    }
  };

  return {
    async attempt(action, who) {
      const { email: byEmail, address: byAddress } = limiters[action];
      const emailKey = normaliseEmail(who.email);
      const addrKey = addressKey(who.address);
      const [email, address] = await Promise.allSettled([
        byEmail.consume(emailKey),
        byAddress.consume(addrKey),
      ]);
      const refusedMs = [email, address].flatMap((outcome) => {
        if (outcome.status === 'fulfilled') return [];
        if (outcome.reason instanceof RateLimiterRes) return [outcome.reason.msBeforeNext];
        logStoreFailure(outcome.reason);
        return [];
      });
      const took = {
        email: email.status === 'fulfilled',
        address: address.status === 'fulfilled',
      };
      const giveBack = async (which: { email: boolean; address: boolean }) => {
        await Promise.all([
          which.email && took.email ? quietly(() => byEmail.reward(emailKey)) : null,
          which.address && took.address ? quietly(() => byAddress.reward(addrKey)) : null,
        ]);
      };
      if (refusedMs.length > 0) {
        // A refused request never reaches the backend: the counter that allowed it gets its point back.
        await giveBack({ email: true, address: true });
        return { allowed: false, retryAfter: secondsOf(Math.max(...refusedMs)) };
      }
      return {
        allowed: true,
        async succeeded() {
          await Promise.all([
            took.email ? quietly(() => byEmail.delete(emailKey)) : null,
            giveBack({ email: false, address: true }),
          ]);
        },
        cancelled: () => giveBack({ email: true, address: true }),
      };
    },
  };
}

/**
 * The Redis client of the throttle. Commands wait for the connection (so that the first requests
 * after a start are counted) but never longer than a second, and a command is not retried over
 * reconnections: past that the throttle fails open for the request.
 */
export function redisClient(url: string): Redis {
  const redis = new Redis(url, { commandTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', logStoreFailure);
  return redis;
}

let shared: Throttle | undefined;

/** The process's throttle: Redis when `REDIS` is set (keys under `REDIS_PREFIX`), else memory. */
export function throttle(): Throttle {
  if (shared) return shared;
  const url = process.env.REDIS?.trim();
  shared = createThrottle({
    limits: limitsFromEnv(),
    redis: url ? redisClient(url) : undefined,
    prefix: `${process.env.REDIS_PREFIX?.trim() || 'citta'}:storefront`,
  });
  return shared;
}

/**
 * The answer of a refused request, as the arguments of `data()`: 429 with Retry-After, the
 * localized message saying in how many minutes to try again, and the submitted values (never a
 * password) so that the form is shown filled again, also without JavaScript.
 */
export function throttledAnswer(
  retryAfter: number,
  values: Record<string, string>,
): [
  body: { formError: string; formErrorValues: { count: number }; values: Record<string, string> },
  init: { status: number; headers: Record<string, string> },
] {
  return [
    {
      formError: 'commerce.errors.throttled',
      formErrorValues: { count: Math.ceil(retryAfter / 60) },
      values,
    },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  ];
}

/**
 * Route `headers` of the throttled routes: the document (or data) response keeps the parent's
 * headers and carries the action's Retry-After, which React Router passes on only through here.
 */
export function retryAfterHeaders({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
