// Test harness of the product API: a throw-away Directus instance (SQLite by default, PostgreSQL
// with TEST_DB=pg) with the shop extension built from source, plus fixtures created through the
// admin REST API and small request helpers.
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { vi } from 'vitest';

// Each file drives a real Directus instance: give requests time even under a plain `vitest run`.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 });

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Instance {
  url: string;
  adminToken: string;
  storefrontToken: string;
  knex(): Knex;
  logs(): string;
  stop(): Promise<void>;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export type Json = Record<string, unknown>;

export class Shop {
  private constructor(
    readonly instance: Instance,
    readonly db: Knex,
  ) {}

  get url(): string {
    return this.instance.url;
  }
  get admin(): string {
    return this.instance.adminToken;
  }
  get guest(): string {
    return this.instance.storefrontToken;
  }

  static async start(env: Record<string, string> = {}): Promise<Shop> {
    const build = (await import(path.join(backendDir, 'scripts/build-extensions.mjs'))) as {
      buildExtensions(o: object): Promise<unknown>;
    };
    await build.buildExtensions({ quiet: true });
    const mod = (await import(path.join(backendDir, 'scripts/test-instance.mjs'))) as {
      startInstance(o: object): Promise<Instance>;
    };
    const instance = await mod.startInstance({
      db: process.env['TEST_DB'] === 'pg' ? 'pg' : 'sqlite',
      seed: false,
      env: {
        RATE_LIMITER_ENABLED: 'false',
        SHOP_PAYMENT_PROVIDER: 'demo',
        SHOP_DEMO_WEBHOOK_SECRET: DEMO_SECRET,
        SHOP_STOREFRONT_URL: STOREFRONT,
        ...env,
      },
    });
    const shop = new Shop(instance, instance.knex());
    for (const code of ['it', 'en', 'fr']) {
      const exists = await shop.db('languages').where({ code }).first();
      if (!exists) await shop.db('languages').insert({ code, language: code });
    }
    return shop;
  }

  async stop(): Promise<void> {
    await this.db.destroy();
    await this.instance.stop();
  }

  async call<T = unknown>(
    method: string,
    route: string,
    body?: unknown,
    token: string | null = this.guest,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${this.url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      // a request that hangs fails with its route named instead of timing out the whole test
      signal: AbortSignal.timeout(60_000),
    }).catch((error: unknown) => {
      throw new Error(`${method} ${route}: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  post<T = unknown>(
    route: string,
    body?: unknown,
    token: string | null = this.guest,
    headers: Record<string, string> = {},
  ) {
    return this.call<T>('POST', route, body, token, headers);
  }
  get<T = unknown>(route: string, token: string | null = this.guest) {
    return this.call<T>('GET', route, undefined, token);
  }

  /**
   * Sends a demo-provider notification for an order, signed as the demo provider signs it
   * (`Demo-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">`).
   */
  notify(
    event: { id?: string; type?: string; order: string; amount: number; currency?: string },
    opts: { secret?: string; t?: number; raw?: string } = {},
  ): Promise<Answer<{ received: boolean; outcome: string }>> {
    const raw =
      opts.raw ??
      JSON.stringify({
        id: event.id ?? `evt_${randomBytes(8).toString('hex')}`,
        type: event.type ?? 'payment.succeeded',
        order: event.order,
        amount: event.amount,
        currency: event.currency ?? 'EUR',
      });
    return this.post('/shop/pagamenti/notifiche/demo', raw, null, {
      'demo-signature': demoSignature(raw, opts.secret ?? DEMO_SECRET, opts.t),
    });
  }

  /**
   * A checkout paid through the demo protocol: the order is placed, then (when it waits for a
   * payment) its paid notification is delivered; answers the checkout's status with the order
   * as it is after the notification.
   */
  async checkout<T = Json>(
    body: unknown,
    token: string | null,
    key = idem(),
    outcome: 'payment.succeeded' | 'payment.failed' = 'payment.succeeded',
  ): Promise<Answer<T>> {
    const res = await this.post<Json>('/shop/checkout/ordini', body, token, {
      'Idempotency-Key': key,
    });
    if (res.status !== 201 || res.body['status'] !== 'pending') return res as Answer<T>;
    const order = res.body as { id: string; da_pagare: number; access_token?: string };
    const sent = await this.notify({ order: order.id, amount: order.da_pagare, type: outcome });
    if (sent.status !== 200) throw new Error(`notify: ${sent.status} ${JSON.stringify(sent.body)}`);
    const read = await this.get<Json>(`/shop/ordini/${order.id}`, this.admin);
    const after = {
      ...read.body,
      ...(order.access_token ? { access_token: order.access_token } : {}),
    };
    return { ...res, body: after as T };
  }

  /** Creates an item through the admin REST API and returns its id. */
  async create(collection: string, data: Json): Promise<number> {
    const res = await this.call<{ data: { id: number } }>(
      'POST',
      `/items/${collection}`,
      data,
      this.admin,
    );
    if (res.status !== 200)
      throw new Error(`create ${collection}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.id;
  }

  /** A user with the given role code, logged in. */
  async user(role = 'utente'): Promise<{ id: string; email: string; token: string }> {
    const roleRow = (await this.db('directus_roles').where({ name: role }).first('id')) as
      { id: string } | undefined;
    const email = `${role}-${randomBytes(4).toString('hex')}@test.example.com`;
    const password = 'Test-password-123';
    const created = await this.call<{ data: { id: string } }>(
      'POST',
      '/users',
      { email, password, role: roleRow?.id ?? null, status: 'active' },
      this.admin,
    );
    if (created.status !== 200)
      throw new Error(`user: ${created.status} ${JSON.stringify(created.body)}`);
    const login = await this.call<{ data: { access_token: string } }>(
      'POST',
      '/auth/login',
      { email, password },
      null,
    );
    if (login.status !== 200)
      throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    return { id: created.body.data.id, email, token: login.body.data.access_token };
  }

  /** A published content item of a type, with optional dates (key yyyyMMddHHmm -> capacity). */
  async content(
    tipo: string,
    fields: Json = {},
    dates: Array<{ key: string; capienza: number | null; lingua?: string }> = [],
  ): Promise<{ id: number; dates: Record<string, number> }> {
    // with dates: a draft first, published once its dates exist (a published item of a dated
    // type must have dates)
    const publishLater = dates.length > 0 && fields['status'] === undefined;
    const id = await this.create('contenuti', {
      tipo,
      status: publishLater ? 'draft' : 'published',
      translations: [
        {
          languages_code: 'it',
          titolo: `${tipo} di prova`,
          slug: `${tipo}/prova-${randomBytes(3).toString('hex')}`,
        },
      ],
      ...fields,
    });
    const out: Record<string, number> = {};
    for (const d of dates) {
      out[d.key] = await this.create('date_puntuali', {
        contenuto: id,
        data: dataOfKey(d.key),
        capienza: d.capienza,
        lingua: d.lingua ?? null,
      });
    }
    if (publishLater) {
      const res = await this.call(
        'PATCH',
        `/items/contenuti/${id}`,
        { status: 'published' },
        this.admin,
      );
      if (res.status !== 200)
        throw new Error(`publish contenuti: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return { id, dates: out };
  }
}

export const dataOfKey = (key: string) =>
  `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}T${key.slice(8, 10)}:${key.slice(10, 12)}:00`;

/** A slot key some days ahead, at a fixed time. */
export function futureKey(daysAhead: number, hhmm = '1030'): string {
  const d = new Date(Date.now() + daysAhead * 86400000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${hhmm}`;
}

export const sid = (prefix = 's') => `${prefix}-${randomBytes(8).toString('hex')}`;
export const idem = () => `k-${randomBytes(12).toString('hex')}`;

export const errorCode = (body: unknown): string | undefined =>
  (body as { errors?: Array<{ extensions?: { code?: string } }> })?.errors?.[0]?.extensions?.code;

export const START_TIMEOUT = 600_000;

/** The demo provider's notification secret of the test instances. */
export const DEMO_SECRET = 'test-demo-webhook-secret-6f1c2a9e4b7d3058';
/** The storefront the providers send buyers back to in tests. */
export const STOREFRONT = 'http://storefront.test';

/** The Demo-Signature header of a raw body. */
export function demoSignature(raw: string, secret = DEMO_SECRET, t?: number): string {
  const ts = t ?? Math.floor(Date.now() / 1000);
  return `t=${ts},v1=${createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex')}`;
}
