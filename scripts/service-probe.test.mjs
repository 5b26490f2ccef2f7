// The probe toolchain.sh --services runs before it installs or starts PostgreSQL and Redis,
// against small TCP servers that answer as those services do: ready, refusing the login, or
// answering nothing.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-probe.mjs');

/** @type {net.Server[]} */
const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/**
 * A server on a free loopback port; `onSocket` answers each connection.
 * @param {(socket: net.Socket) => void} onSocket
 * @returns {Promise<number>}
 */
function serve(onSocket) {
  return new Promise((resolve) => {
    const server = net.createServer(onSocket);
    servers.push(server);
    server.listen(0, '127.0.0.1', () =>
      resolve(/** @type {net.AddressInfo} */ (server.address()).port),
    );
  });
}

/** A port nothing listens on. */
async function closedPort() {
  const port = await serve(() => {});
  await new Promise((r) => servers.pop()?.close(r));
  return port;
}

/** @param {string[]} args @returns {Promise<number | null>} */
function probe(...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'ignore' });
    child.on('exit', (code) => resolve(code));
  });
}

/** One message of the PostgreSQL wire protocol: type byte, length, body. */
function message(type, body) {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}
const int32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
/** ErrorResponse with a SQLSTATE code. */
const pgError = (code, text) => message('E', Buffer.from(`SFATAL\0C${code}\0M${text}\0\0`, 'utf8'));

/**
 * A PostgreSQL stand-in: after the startup message it either accepts the login and answers one
 * query, or asks for a password and refuses it, as a server without a trust rule does.
 * @param {'trust' | 'password'} mode
 */
function fakePostgres(mode) {
  return serve((socket) => {
    let step = 0;
    socket.on('data', (data) => {
      if (socket.writableEnded) return;
      step += 1;
      if (mode === 'trust' && step === 1) {
        socket.write(Buffer.concat([message('R', int32(0)), message('Z', Buffer.from('I'))]));
      } else if (mode === 'trust' && data[0] === 0x58) {
        socket.end(); // Terminate
      } else if (mode === 'trust') {
        // any query: an empty result
        socket.write(
          Buffer.concat([message('C', Buffer.from('SELECT 0\0')), message('Z', Buffer.from('I'))]),
        );
      } else if (step === 1) {
        socket.write(message('R', int32(3))); // cleartext password requested
      } else {
        socket.end(pgError('28P01', 'password authentication failed for user "postgres"'));
      }
    });
  });
}

describe('service-probe pg', () => {
  it('answers 0 when the server lets postgres in without a password', async () => {
    expect(await probe('pg', String(await fakePostgres('trust')))).toBe(0);
  });

  it('answers 2 when the server asks for a password', async () => {
    expect(await probe('pg', String(await fakePostgres('password')))).toBe(2);
  });

  it('answers 2 when no pg_hba.conf line lets postgres in', async () => {
    const port = await serve((socket) =>
      socket.once('data', () => socket.end(pgError('28000', 'no pg_hba.conf entry'))),
    );
    expect(await probe('pg', String(port))).toBe(2);
  });

  it('answers 1 when nothing listens or the peer is not PostgreSQL', async () => {
    expect(await probe('pg', String(await closedPort()))).toBe(1);
    const hangUp = await serve((socket) => socket.once('data', () => socket.destroy()));
    expect(await probe('pg', String(hangUp))).toBe(1);
  });
});

describe('service-probe redis', () => {
  it('answers 0 on +PONG', async () => {
    const port = await serve((socket) => socket.once('data', () => socket.write('+PONG\r\n')));
    expect(await probe('redis', String(port))).toBe(0);
  });

  it('answers 1 on an error reply, a hang-up or a closed port', async () => {
    const noAuth = await serve((socket) =>
      socket.once('data', () => socket.write('-NOAUTH Authentication required.\r\n')),
    );
    expect(await probe('redis', String(noAuth))).toBe(1);
    const hangUp = await serve((socket) => socket.once('data', () => socket.end()));
    expect(await probe('redis', String(hangUp))).toBe(1);
    expect(await probe('redis', String(await closedPort()))).toBe(1);
  });
});

describe('service-probe usage', () => {
  it.each([[], ['pg'], ['mysql', '5432'], ['redis', '0'], ['redis', '70000'], ['pg', 'x']])(
    'exits with 64 on %j',
    async (...args) => {
      expect(await probe(...args)).toBe(64);
    },
  );
});
