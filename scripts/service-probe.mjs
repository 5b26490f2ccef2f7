// Whether a service the backend tests need answers as they use it, for scripts/toolchain.sh
// --services:
//   node scripts/service-probe.mjs pg <port>      PostgreSQL on 127.0.0.1 as user postgres,
//                                                 no password (backend/scripts/test-instance.mjs)
//   node scripts/service-probe.mjs redis <port>   Redis on 127.0.0.1 answering PING
// Exit status 0: ready; 1: nothing answers; 2: PostgreSQL answers but refuses the login.
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [service, portArg] = process.argv.slice(2);
const port = Number(portArg);
const timeoutMs = 3000;

/** @returns {Promise<0 | 1 | 2>} */
async function probePostgres() {
  const { Client } = createRequire(path.join(root, 'backend/package.json'))('pg');
  const client = new Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
    // an empty password: a server asking for one refuses the login instead of the probe prompting
    password: '',
    connectionTimeoutMillis: timeoutMs,
  });
  // errors after the answer (a server closing the connection) end nothing but the probe's client
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return 0;
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code ?? '';
    // 28xxx: invalid authorization (password asked or refused, no pg_hba.conf entry)
    if (code.startsWith('28') || /password/i.test(String(error))) return 2;
    return 1;
  } finally {
    await client.end().catch(() => {});
  }
}

/** @returns {Promise<0 | 1>} */
function probeRedis() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (/** @type {0 | 1} */ status) => {
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(timeoutMs, () => done(1));
    socket.on('error', () => done(1));
    socket.on('close', () => done(1));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      reply += d.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG') ? 0 : 1);
    });
  });
}

if (!Number.isInteger(port) || port < 1 || port > 65535 || !['pg', 'redis'].includes(service)) {
  console.error('usage: node scripts/service-probe.mjs <pg|redis> <port>');
  process.exit(64);
}
process.exit(service === 'pg' ? await probePostgres() : await probeRedis());
