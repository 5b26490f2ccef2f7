// The reference deployment (scripts/cluster.sh) started on free ports for a check or a benchmark:
// a copy of the backend tests' prepared PostgreSQL database (backend/scripts/test-instance.mjs)
// and a temporary run folder, so nothing of `npm run start:cluster`'s own database is touched.
// Used by scripts/cluster-check.mjs (`npm run test:cluster`) and bench/onsale.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startInstance } from '../../backend/scripts/test-instance.mjs';
import { freePort } from '../../backend/scripts/lib/instance.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export { freePort };

/** True when something accepts connections on 127.0.0.1:port. */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
  });
}

export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the cluster on a copy of the prepared PostgreSQL template and waits for "cluster ready".
 * @param {{ env?: Record<string, string>, log?: (...args: unknown[]) => void, readyTimeoutMs?: number }} [options]
 *   env: more variables for scripts/cluster.sh (CLUSTER_RESTART, CLUSTER_HEALTH_MS, Directus's...)
 */
export async function startTestCluster({
  env = {},
  log = () => {},
  readyTimeoutMs = 240_000,
} = {}) {
  // a database and uploads folder of their own, copied from the prepared template of the backend
  // tests (made once per content version), so the cluster's `prepare` finds them up to date; the
  // template's Directus is stopped at once, the copies are removed by stop()
  log('copying the prepared PostgreSQL template (backend/scripts/test-instance.mjs)');
  const instance = await startInstance({ db: 'pg', seed: true });
  await instance.kill();
  // the template is shared by the checkouts of this machine; the extensions are this checkout's
  const { buildExtensions } = await import('../../backend/scripts/build-extensions.mjs');
  await buildExtensions({ quiet: true });

  const port = await freePort();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'citta-cluster-test-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('bash', [path.join(root, 'scripts/cluster.sh')], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      CLUSTER_PUBLIC_URL: base,
      CLUSTER_DB: instance.env.DB_DATABASE,
      CLUSTER_DATA_DIR: instance.dataDir,
      CLUSTER_RUN_DIR: runDir,
      CLUSTER_BUILD: process.env.CLUSTER_BUILD || 'reuse',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let exited = false;
  void exit.then(() => (exited = true));

  /** The processes' ports and pids as the supervisor last wrote them (restarts change pids). */
  // (the supervisor rewrites the file when a process restarts: a read may meet it half written)
  const readState = () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return JSON.parse(fs.readFileSync(path.join(runDir, 'cluster.json'), 'utf8'));
      } catch (error) {
        if (attempt >= 50) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
      }
    }
  };
  let state = null;

  const cluster = {
    base,
    port,
    runDir,
    instance,
    child,
    exit,
    get exited() {
      return exited;
    },
    get state() {
      return state;
    },
    readState,
    output: () => output,
    /** Ends the cluster and every process it started (SIGKILL when SIGTERM is not enough), removes the copies. */
    async cleanUp() {
      if (!exited) child.kill('SIGTERM');
      await Promise.race([exit, new Promise((r) => setTimeout(r, 20_000))]);
      let last = state;
      try {
        last = readState();
      } catch {
        /* never written */
      }
      for (const p of [last?.nginx, ...(last?.storefronts ?? []), ...(last?.directus ?? [])]) {
        if (p?.pid && alive(p.pid)) process.kill(p.pid, 'SIGKILL');
      }
      if (!exited) child.kill('SIGKILL');
      await instance.stop();
    },
  };

  const started = Date.now();
  while (!/cluster ready/.test(output)) {
    if (exited) {
      const error = new Error('the cluster exited during start');
      Object.assign(error, { cluster });
      throw error;
    }
    if (Date.now() - started > readyTimeoutMs) {
      const error = new Error(`the cluster was not ready in ${readyTimeoutMs / 1000} s`);
      Object.assign(error, { cluster });
      throw error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  state = readState();
  return cluster;
}
