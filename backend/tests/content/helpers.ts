// Request helpers of the content tests.
import type { Instance } from '../../scripts/test-instance.mjs';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

export function client(instance: Instance) {
  async function request(
    method: string,
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const res = await fetch(`${instance.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Json;
    try {
      parsed = text ? (JSON.parse(text) as Json) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
  return {
    get: (path: string, token?: string) => request('GET', path, { token }),
    post: (path: string, body?: unknown, token?: string) => request('POST', path, { body, token }),
    patch: (path: string, body?: unknown, token?: string) =>
      request('PATCH', path, { body, token }),
    del: (path: string, token?: string) => request('DELETE', path, { token }),
  };
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

export const demoPassword = 'citta-demo-2026';

/** Retry an assertion until it passes (hooks update derived columns just after the request). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
