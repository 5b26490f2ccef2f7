// Backup and restore (scripts/backup.mjs, scripts/restore.mjs): a seeded instance with an order
// and an uploaded file is backed up while it serves; a fresh instance started from the archive
// (new SQLite file or new PostgreSQL database, empty uploads folder) holds the same orders,
// content and file. Runs on the database of TEST_DB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInstance } from '../../scripts/test-instance.mjs';
import type { Instance } from '../../scripts/test-instance.mjs';
import { createBackup } from '../../scripts/backup.mjs';
import { restoreBackup } from '../../scripts/restore.mjs';
import { demoSignature } from '../shop/helpers';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 600_000 });

const db = process.env['TEST_DB'] === 'pg' ? 'pg' : 'sqlite';
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'citta-backups-'));
let source: Instance;
let restored: Instance | undefined;

type Row = Record<string, unknown>;

async function call(
  instance: Instance,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Row }> {
  const res = await fetch(`${instance.url}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${instance.adminToken}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Row };
}

/** What must survive a backup: orders with their lines, content rows, files. */
async function snapshot(instance: Instance) {
  const knex = instance.knex();
  try {
    const orders = (await knex('ordini')
      .orderBy('id')
      .select('id', 'numero', 'status', 'totale', 'da_pagare', 'email')) as Row[];
    const lines = (await knex('ordini_righe')
      .orderBy('id')
      .select('ordine', 'tipo', 'item_id', 'quantita', 'totale')) as Row[];
    const content = (await knex('contenuti')
      .orderBy('id')
      .select('id', 'tipo', 'status', 'venduti')) as Row[];
    const translations = (await knex('contenuti_translations')
      .orderBy('id')
      .select('contenuti_id', 'languages_code', 'titolo', 'slug')) as Row[];
    const files = (await knex('directus_files')
      .orderBy('id')
      .select('id', 'filename_disk', 'filesize')) as Row[];
    return { orders, lines, content, translations, files };
  } finally {
    await knex.destroy();
  }
}

beforeAll(async () => {
  source = await startInstance({ db, seed: true });
}, 600_000);

afterAll(async () => {
  await restored?.stop();
  await source?.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe(`backup and restore (${db})`, () => {
  it('restores the orders, content and uploads of a running instance into a fresh one', async () => {
    // an order on seeded content
    const knex = source.knex();
    const product = (await knex('contenuti')
      .where({ tipo: 'prodotti', tipo_prodotto: 'carte', tipo_carta: 'altro', status: 'published' })
      .first('id')) as Row;
    await knex.destroy();
    expect(product).toBeTruthy();
    const ordered = await call(
      source,
      'POST',
      '/shop/checkout/ordini',
      {
        prodotti: [{ key: 'c', id: product['id'], tipo: 'carte', quantita: 2 }],
        email: 'backup@example.com',
      },
      { 'Idempotency-Key': `backup-${randomBytes(6).toString('hex')}` },
    );
    expect(ordered.status).toBe(201);
    const orderId = String(ordered.body['id']);
    // paid through the demo provider's signed notification
    const raw = JSON.stringify({
      id: `evt_backup_${orderId}`,
      type: 'payment.succeeded',
      order: orderId,
      amount: ordered.body['da_pagare'],
      currency: 'EUR',
    });
    const paid = await fetch(`${source.url}/shop/pagamenti/notifiche/demo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'demo-signature': demoSignature(raw, String(source.env['SHOP_DEMO_WEBHOOK_SECRET'])),
      },
      body: raw,
    });
    expect(paid.status).toBe(200);

    // an uploaded file
    const bytes = randomBytes(4096);
    const form = new FormData();
    form.append('title', 'backup proof');
    form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), 'proof.bin');
    const uploaded = await fetch(`${source.url}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${source.adminToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const fileId = String(((await uploaded.json()) as { data: Row }).data['id']);

    const before = await snapshot(source);
    // taken while the instance serves, with requests running beside it
    const reads = Promise.all(
      Array.from({ length: 5 }, () => call(source, 'GET', `/shop/ordini/${orderId}`)),
    );
    const file = await createBackup(source.env, { outDir });
    expect((await reads).every((r) => r.status === 200)).toBe(true);
    expect(path.basename(file)).toMatch(/^citta-(sqlite|pg)-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);

    // a change after the backup is not in it
    await call(source, 'PATCH', `/files/${fileId}`, { title: 'changed after the backup' });

    restored = await startInstance({ db, restore: file });
    expect(restored.url).not.toBe(source.url);
    if (db === 'pg') expect(restored.env['DB_DATABASE']).not.toBe(source.env['DB_DATABASE']);
    else expect(restored.env['DB_FILENAME']).not.toBe(source.env['DB_FILENAME']);

    expect(await snapshot(restored)).toEqual(before);
    const order = await call(restored, 'GET', `/shop/ordini/${orderId}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ id: orderId, status: 'paid', email: 'backup@example.com' });
    const meta = await call(restored, 'GET', `/files/${fileId}`);
    expect((meta.body['data'] as Row)['title']).toBe('backup proof');
    const asset = await fetch(`${restored.url}/assets/${fileId}`, {
      headers: { authorization: `Bearer ${restored.adminToken}` },
    });
    expect(asset.status).toBe(200);
    expect(Buffer.from(await asset.arrayBuffer()).equals(bytes)).toBe(true);
    // the restored site serves content and takes orders
    const page = await call(restored, 'GET', '/shop/listino/carte/' + String(product['id']));
    expect(page.status).toBe(200);
    const again = await call(
      restored,
      'POST',
      '/shop/checkout/ordini',
      {
        prodotti: [{ key: 'c', id: product['id'], tipo: 'carte', quantita: 1 }],
        email: 'r@example.com',
      },
      { 'Idempotency-Key': `restored-${randomBytes(6).toString('hex')}` },
    );
    expect(again.status).toBe(201);
  });

  it('refuses to restore over a running instance or over data without --force', async () => {
    const [file] = fs.readdirSync(outDir).filter((f) => f.endsWith('.tar.gz'));
    const archive = path.join(outDir, String(file));
    const knex = source.knex();
    const orders = Number(((await knex('ordini').count({ n: '*' }).first()) as Row)['n']);
    await knex.destroy();
    await expect(restoreBackup(archive, source.env, { quiet: true })).rejects.toThrow(
      /Directus is running/,
    );
    await expect(restoreBackup(archive, source.env, { force: true, quiet: true })).rejects.toThrow(
      /running|connected/,
    );
    // stopped, the database still holds data: --force is needed
    await source.kill();
    // PostgreSQL ends the killed process's sessions as soon as it sees their sockets closed
    if (db === 'pg') await new Promise((r) => setTimeout(r, 1500));
    await expect(restoreBackup(archive, source.env, { quiet: true })).rejects.toThrow(
      /already holds data/,
    );
    const other = db === 'pg' ? 'sqlite3' : 'pg';
    await expect(
      restoreBackup(archive, { ...source.env, DB_CLIENT: other }, { quiet: true }),
    ).rejects.toThrow(/DB_CLIENT/);
    // nothing was changed by the refusals
    await source.restart();
    const after = source.knex();
    expect(Number(((await after('ordini').count({ n: '*' }).first()) as Row)['n'])).toBe(orders);
    await after.destroy();
  });
});
