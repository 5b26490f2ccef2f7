#!/usr/bin/env node
// Builds the committed schema snapshot (snapshot/snapshot.json) from the schema modules in
// schema/*.mjs. Each module default-exports { collections, fields, relations } in the shape of
// the Directus REST API. The modules are created on a scratch SQLite instance (all collections
// of all modules, then all fields, then all relations) and `directus schema snapshot` writes the
// result. Run after changing a module; commit the module and the snapshot together.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { backendDir, directusEnv } from './lib/env.mjs';
import { freePort, runCli, snapshotPath, startServer } from './lib/instance.mjs';

export async function loadSchemaModules(only = null) {
  const dir = path.join(backendDir, 'schema');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mjs') && f !== 'helpers.mjs' && (!only || only.includes(f)))
    .sort();
  const modules = [];
  for (const f of files) {
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    const def = mod.default ?? mod;
    if (!def.collections && !def.fields && !def.relations) continue;
    modules.push({
      name: f,
      collections: def.collections ?? [],
      fields: def.fields ?? [],
      relations: def.relations ?? [],
      // metadata patches of fields and collections of any module (schema/editors.mjs)
      fieldMeta: def.fieldMeta ?? [],
      collectionMeta: def.collectionMeta ?? [],
    });
  }
  return modules;
}

async function api(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(
      `${method} ${route} -> ${res.status} ${await res.text()}\n${JSON.stringify(body)}`,
    );
  return res.status === 204 ? null : res.json();
}

export async function buildSnapshot({ only = null } = {}) {
  const modules = await loadSchemaModules(only);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'citta-snapshot-'));
  const port = await freePort();
  const env = directusEnv({
    isolated: true,
    overrides: {
      DIRECTUS_DATA_DIR: dataDir,
      DIRECTUS_PORT: String(port),
      DIRECTUS_HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMITER_ENABLED: 'false',
      LOG_LEVEL: 'error',
    },
  });
  fs.mkdirSync(env.STORAGE_LOCAL_ROOT, { recursive: true });
  try {
    await runCli(env, ['bootstrap']);
    const server = await startServer(env);
    try {
      const t = env.ADMIN_TOKEN;
      for (const m of modules)
        for (const c of m.collections) await api(server.url, t, 'POST', '/collections', c);
      for (const m of modules)
        for (const f of m.fields)
          await api(server.url, t, 'POST', `/fields/${f.collection}`, {
            ...f,
            collection: undefined,
          });
      for (const m of modules)
        for (const r of m.relations) await api(server.url, t, 'POST', '/relations', r);
      for (const m of modules)
        for (const c of m.collectionMeta)
          await api(server.url, t, 'PATCH', `/collections/${c.collection}`, { meta: c.meta });
      for (const m of modules)
        for (const f of m.fieldMeta)
          await api(server.url, t, 'PATCH', `/fields/${f.collection}/${f.field}`, { meta: f.meta });
    } finally {
      await server.stop();
    }
    fs.mkdirSync(path.dirname(snapshotPath), { recursive: true });
    await runCli(env, ['schema', 'snapshot', '--yes', '--format', 'json', snapshotPath]);
    // Stable file: drop the version stamps that change with every build.
    const snap = JSON.parse(fs.readFileSync(snapshotPath, 'utf8'));
    fs.writeFileSync(snapshotPath, `${JSON.stringify(snap, null, 2)}\n`);
    console.error(
      `wrote ${path.relative(backendDir, snapshotPath)}: ${snap.collections.length} collections, ${snap.fields.length} fields, ${snap.relations.length} relations (modules: ${modules.map((m) => m.name).join(', ')})`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // --only content.mjs,commerce.mjs builds from some modules (while another is being reworked)
  const i = process.argv.indexOf('--only');
  await buildSnapshot({ only: i > 0 ? process.argv[i + 1].split(',') : null });
}
