// Counters of failed logins in fixed windows: in Redis when it is configured, so that every
// Directus process shares them, else in the process's memory.

/** A duration setting (`900`, `15m`, `30d`; bare numbers are seconds) in milliseconds. */
export function ms(value: unknown, fallback: number): number {
  const m = /^(\d+)\s*(ms|s|m|h|d)?$/.exec(String(value ?? '').trim());
  if (!m) return fallback;
  const n = Number(m[1]);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 's') as 'ms'];
  return n * unit;
}

export interface Counter {
  get(key: string): Promise<number>;
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  ttl(key: string): Promise<number>;
}

export function memoryCounter(): Counter {
  const store = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const e = store.get(key);
    if (e && e.until <= Date.now()) store.delete(key);
    return store.get(key);
  };
  return {
    async get(key) {
      return live(key)?.n ?? 0;
    },
    async hit(key, windowMs) {
      const e = live(key) ?? { n: 0, until: Date.now() + windowMs };
      e.n += 1;
      store.set(key, e);
      return e.n;
    },
    async reset(key) {
      store.delete(key);
    },
    async ttl(key) {
      const e = live(key);
      return e ? Math.max(0, e.until - Date.now()) : 0;
    },
  };
}

interface RedisLike {
  get(key: string): Promise<string | null>;
  incr(key: string): Promise<number>;
  pexpire(key: string, ms: number): Promise<number>;
  pttl(key: string): Promise<number>;
  del(key: string): Promise<number>;
}

export async function redisCounter(url: string, namespace: string): Promise<Counter> {
  const mod = (await import('ioredis')) as unknown as { default: new (url: string) => RedisLike };
  const redis = new mod.default(url);
  const k = (key: string) => `${namespace}:${key}`;
  return {
    async get(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async hit(key, windowMs) {
      const n = await redis.incr(k(key));
      if (n === 1) await redis.pexpire(k(key), windowMs);
      return n;
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(k(key)));
    },
  };
}
