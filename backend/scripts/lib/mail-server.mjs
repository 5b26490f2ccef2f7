// The local SMTP server of `npm start`, the tests and the end-to-end runs (smtp-server): Directus
// sends every mail to it (EMAIL_TRANSPORT=smtp on 127.0.0.1), and it writes each message, as
// received, to one .eml file in MAIL_SINK_DIR (name: `<epoch ns>-<pid>-<n>.eml` as the earlier
// sendmail sink wrote them, so a sorted listing is oldest first), where the tests read links, language and attachments (mailparser). One server
// per folder and process; it does not keep the process alive.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** @type {Map<string, Promise<{ port: number, close: () => Promise<void> }>>} */
const servers = new Map();
let seq = 0;

/**
 * Starts (once per folder) an SMTP server on 127.0.0.1 that stores messages in `dir`.
 * @param {{ dir: string, port?: number }} options  port 0 or unset: any free port
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export function startMailServer({ dir, port = 0 }) {
  const key = path.resolve(dir);
  const running = servers.get(key);
  if (running) return running;
  fs.mkdirSync(key, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        seq += 1;
        const ns = BigInt(Date.now()) * 1_000_000n + BigInt(seq % 1_000_000);
        const name = `${ns}-${process.pid}-${seq}.eml`;
        const file = path.join(key, name);
        try {
          fs.mkdirSync(key, { recursive: true });
          fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
          fs.renameSync(`${file}.part`, file);
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  const started = new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.unref();
      resolve({
        port: server.server.address().port,
        close: () =>
          new Promise((r) => {
            servers.delete(key);
            server.close(() => r());
          }),
      });
    });
  });
  servers.set(key, started);
  return started;
}

/**
 * The messages stored in `dir`, oldest first, parsed (subject, to, text, html, attachments).
 * @param {string} dir
 */
export async function readStoredMails(dir) {
  if (!fs.existsSync(dir)) return [];
  const names = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  names.sort((a, b) => {
    const x = BigInt(a.split('-')[0] || '0');
    const y = BigInt(b.split('-')[0] || '0');
    return x < y ? -1 : x > y ? 1 : a.localeCompare(b);
  });
  const out = [];
  for (const name of names) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, name)));
    out.push({ file: name, parsed });
  }
  return out;
}

// `node scripts/lib/mail-server.mjs <dir> [port]`: a standalone server (for a Directus started
// by other means).
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? path.resolve('data/mail');
  const { port } = await startMailServer({ dir, port: Number(process.argv[3] ?? 2525) });
  console.error(`mail server on 127.0.0.1:${port}, writing to ${dir}`);
  setInterval(() => {}, 1 << 30);
}
