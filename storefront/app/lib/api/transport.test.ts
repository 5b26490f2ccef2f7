import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createTransport, isNotFound } from './transport';

/* The one transport of the backend clients: address, token choice, errors and the parse. */

type FetchMock = ReturnType<typeof vi.fn<typeof globalThis.fetch>>;

function answering(body: BodyInit | null, status = 200, statusText = 'OK'): FetchMock {
  return vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status, statusText }));
}

function sent(fetchMock: FetchMock): { url: URL; init: RequestInit; headers: Headers } {
  const [input, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: new URL(String(input)), init, headers: new Headers(init.headers) };
}

afterEach(() => vi.restoreAllMocks());

describe('transport', () => {
  it('sends JSON to the base address with the query values that are set', async () => {
    const fetchMock = answering('{"ok":true}');
    const transport = createTransport({ baseUrl: 'http://cms.test', fetch: fetchMock });
    const answer = await transport.request(
      { method: 'POST', path: '/shop/x', params: { a: 1, b: undefined }, body: { n: 2 } },
      z.object({ ok: z.boolean() }),
    );
    expect(answer).toEqual({ ok: true });
    const { url, init, headers } = sent(fetchMock);
    expect(url.href).toBe('http://cms.test/shop/x?a=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"n":2}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it("uses the transport's token unless the call names one or none", async () => {
    const fetchMock = answering('null');
    const transport = createTransport({
      baseUrl: 'http://cms.test',
      token: async () => 'viewer',
      fetch: fetchMock,
    });
    await transport.send({ path: '/a' });
    await transport.send({ path: '/b', token: 'own' });
    await transport.send({ path: '/c', token: null });
    const authorization = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('authorization'),
    );
    expect(authorization).toEqual(['Bearer viewer', 'Bearer own', null]);
  });

  it('sends a form as it is, for the browser-style multipart body', async () => {
    const fetchMock = answering('{"id":"f"}');
    const transport = createTransport({ baseUrl: 'http://cms.test', fetch: fetchMock });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await transport.send({ method: 'POST', path: '/upload', body: form });
    const { init, headers } = sent(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it('throws the backend error with its status, entries, code and body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = { errors: [{ message: 'Sold out', extensions: { code: 'SOLD_OUT' } }] };
    const transport = createTransport({
      baseUrl: 'http://cms.test',
      fetch: answering(JSON.stringify(body), 409, 'Conflict'),
    });
    const failure = await transport.send({ path: '/x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Sold out',
      status: 409,
      statusText: 'Conflict',
      code: 'SOLD_OUT',
      data: body,
    });
    expect(isNotFound(failure)).toBe(false);
  });

  it('turns an unreachable backend and an answer of another shape into a 502 UNAVAILABLE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = createTransport({
      baseUrl: 'http://cms.test',
      fetch: vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    });
    await expect(down.send({ path: '/x' })).rejects.toMatchObject({
      status: 502,
      code: 'UNAVAILABLE',
    });
    const odd = createTransport({ baseUrl: 'http://cms.test', fetch: answering('[1]') });
    await expect(odd.request({ path: '/x' }, z.object({ a: z.string() }))).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      code: 'UNAVAILABLE',
    });
  });

  it('answers any body of a failed call with an ApiError of its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        fc.integer({ min: 400, max: 599 }),
        async (text, status) => {
          const transport = createTransport({
            baseUrl: 'http://cms.test',
            fetch: answering(text, status, 'Failed'),
          });
          const failure = await transport.send({ path: '/x' }).catch((error: unknown) => error);
          expect(failure).toBeInstanceOf(ApiError);
          const error = failure as ApiError;
          expect(error.status).toBe(status);
          expect(Array.isArray(error.errors)).toBe(true);
          expect(typeof error.message).toBe('string');
          expect(error.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
