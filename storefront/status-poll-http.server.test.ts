// The queue's status poll answered on the bare HTTP server (status-poll-http.js): the same origin
// as React Router's Express adapter sees, the same answers for bad bodies as Express's JSON
// parser gave, and every other request left to the app.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerStatusPoll } from './app/features/queue/status-poll.server';
import type { QueueStatus } from './app/lib/api/product';
import { isLoopback, requestOrigin, statusPollListener } from './status-poll-http.js';

const status = (sessionId: string): QueueStatus => ({
  session_id: sessionId,
  data_appuntamento: '202612221000',
  appuntamento: 7,
  status: 'active',
  admitted: false,
  position: 3,
  expiration_date: null,
  estimated_wait_seconds: 60,
  posti: 1,
});

/** The origin React Router's Express adapter builds from an Express request (`trust proxy` loopback). */
function adapterOrigin(req: express.Request): string {
  const forwardedPort = Number.parseInt(req.get('X-Forwarded-Host')?.split(':')[1] ?? '', 10);
  const hostPort = Number.parseInt(req.get('host')?.split(':')[1] ?? '', 10);
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : '';
  const host = (req.hostname ?? '').split(/[\\/?#@]/)[0] || 'localhost';
  return `${req.protocol}://${host}${port ? `:${port}` : ''}`;
}

let server: http.Server;
let base: string;
const asked: string[] = [];
/** The origin of the last poll the listener read (whether or not it was then accepted). */
let lastPollOrigin: string | undefined;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.all(/.*/, (req, res) => {
    asked.push(`${req.method} ${req.path}`);
    res.json({ origin: adapterOrigin(req) });
  });
  const listener = statusPollListener((poll: Parameters<typeof answerStatusPoll>[0]) => {
    lastPollOrigin = poll.ownOrigin;
    // the poll's own origin is given back with the answer, to compare it with the adapter's
    return answerStatusPoll(poll, async (id) => ({
      ...status(id),
      data_appuntamento: poll.ownOrigin,
    }));
  }, app);
  server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const json = { 'Content-Type': 'application/json' };
const pollPath = '/it/acquista/coda/stato';

describe('the status poll before Express', () => {
  it("answers a poll with the session's status and the poll headers", async () => {
    const origin = base.replace('127.0.0.1', 'localhost');
    const answer = await call(
      'POST',
      pollPath,
      { ...json, Host: new URL(origin).host, Origin: origin },
      JSON.stringify({ session_id: 'session-123456' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      session: { ...status('session-123456'), data_appuntamento: origin },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a poll from another origin, and one without Origin or Referer', async () => {
    const body = JSON.stringify({ session_id: 'session-123456' });
    const other = await call(
      'POST',
      pollPath,
      { ...json, Origin: 'https://elsewhere.example' },
      body,
    );
    expect(other).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const none = await call('POST', pollPath, json, body);
    expect(none).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('answers a body that is too long, not JSON or of another shape with INVALID_PAYLOAD', async () => {
    const headers = { ...json, Origin: base };
    const long = JSON.stringify({ session_id: 'session-123456', pad: 'x'.repeat(3000) });
    for (const body of [long, '{"session_id":', '"session-123456"', '{"session_id":"a b"}']) {
      expect(await call('POST', pollPath, headers, body)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PAYLOAD' },
      });
    }
    // a JSON body sent as another type is not read, as Express's JSON parser did not read it
    const text = await call(
      'POST',
      pollPath,
      { 'Content-Type': 'text/plain', Origin: base },
      JSON.stringify({ session_id: 'session-123456' }),
    );
    expect(text).toMatchObject({ status: 400, body: { code: 'INVALID_PAYLOAD' } });
  });

  it('answers any body with 200 or 400 and keeps answering', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2600 }), async (bytes) => {
        const answer = await call('POST', pollPath, { ...json, Origin: base }, Buffer.from(bytes));
        expect([200, 400]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
    const after = await call(
      'POST',
      pollPath,
      { ...json, Origin: base },
      '{"session_id":"session-1234"}',
    );
    expect(after.status).toBe(200);
  });

  it('leaves every other request to the app, the same path read by GET among them', async () => {
    asked.length = 0;
    await call('GET', pollPath, {});
    await call('POST', '/it/acquista/coda', json, '{}');
    await call('POST', '/de/acquista/coda/stato', json, '{}');
    await call('POST', `${pollPath}/more`, json, '{}');
    expect(asked).toEqual([
      `GET ${pollPath}`,
      'POST /it/acquista/coda',
      'POST /de/acquista/coda/stato',
      `POST ${pollPath}/more`,
    ]);
  });

  it("reads the request's origin as the Express adapter does, whatever the host headers say", async () => {
    const hostish = fc.stringMatching(/^[A-Za-z0-9.:[\]@/?#\\,_ -]{0,24}$/);
    await fc.assert(
      fc.asyncProperty(
        hostish,
        fc.option(hostish, { nil: undefined }),
        fc.option(fc.constantFrom('https', 'http', 'https, http', ' https '), { nil: undefined }),
        async (host, forwardedHost, forwardedProto) => {
          const headers: Record<string, string> = { Host: host || 'localhost' };
          if (forwardedHost !== undefined) headers['X-Forwarded-Host'] = forwardedHost;
          if (forwardedProto !== undefined) headers['X-Forwarded-Proto'] = forwardedProto;
          const { body: express } = await call('POST', '/probe', headers, '');
          const adapter = (express as { origin: string }).origin;
          lastPollOrigin = undefined;
          const { status: code, body: poll } = await call(
            'POST',
            pollPath,
            { ...headers, ...json, Origin: adapter },
            '{"session_id":"session-1234"}',
          );
          // the poll's own origin is the adapter's, whatever the headers were
          expect(lastPollOrigin).toBe(adapter);
          // and a poll whose Origin header carries that origin is accepted as same-origin (an
          // origin that HTTP itself rewrites on the way, such as one ending in a space, cannot be)
          if (adapter === adapter.trim())
            expect({
              code,
              origin: (poll as { session?: QueueStatus }).session?.data_appuntamento,
            }).toEqual({
              code: 200,
              origin: adapter,
            });
        },
      ),
      { numRuns: 80 },
    );
  });

  it('trusts the forwarded scheme and host from a loopback peer only', () => {
    const headers = {
      host: 'internal:3000',
      'x-forwarded-host': 'www.example.org',
      'x-forwarded-proto': 'https',
    };
    const from = (remoteAddress: string) =>
      requestOrigin({ socket: { remoteAddress }, headers } as unknown as http.IncomingMessage);
    expect(from('127.0.0.1')).toBe('https://www.example.org:3000');
    expect(from('::ffff:127.0.0.1')).toBe('https://www.example.org:3000');
    expect(from('::1')).toBe('https://www.example.org:3000');
    expect(from('203.0.113.9')).toBe('http://internal:3000');
    expect(from('::ffff:10.0.0.1')).toBe('http://internal:3000');
    expect(isLoopback('127.300.0.1x')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
