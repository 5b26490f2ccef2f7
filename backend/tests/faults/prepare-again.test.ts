// A release prepares a database that an earlier release prepared (scripts/lib/instance.mjs
// `prepare`, as `npm start`, `start:cluster` and a deployment's init step run it). The committed
// snapshot, taken from SQLite, spells some columns otherwise than the database reads them back;
// applied as it is, Directus would alter every column of an existing PostgreSQL database and
// stop on the first one a foreign key or a trigger holds (and rebuild a few SQLite tables). Here a seeded instance of TEST_DB's database is prepared again
// (`force`, as after a changed snapshot): it succeeds, keeps its content and search, and the
// snapshot then plans no change. The copy's rules are also checked on their own: a change that
// is more than spelling is left for Directus to apply.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare, runCli, snapshotFor, snapshotPath } from '../../scripts/lib/instance.mjs';
import { startInstance } from '../../scripts/test-instance.mjs';
import type { Instance } from '../../scripts/test-instance.mjs';

interface Field {
  collection: string;
  field: string;
  type: string;
  schema: Record<string, unknown> | null;
}
interface Snapshot {
  fields: Field[];
  relations: { collection: string; field: string; schema: Record<string, unknown> | null }[];
}

let instance: Instance;

beforeAll(async () => {
  instance = await startInstance({ seed: true });
}, 600_000);

afterAll(async () => {
  await instance?.stop();
});

const count = async (table: string) => {
  const db = instance.knex();
  try {
    return Number((await db(table).count({ n: '*' }).first())?.n ?? 0);
  } finally {
    await db.destroy();
  }
};

describe('preparing a prepared database again', () => {
  it('applies the snapshot again without altering what did not change', async () => {
    const items = await count('contenuti');
    const orders = await count('ordini');
    expect(items).toBeGreaterThan(0);
    await instance.kill();
    await prepare({ ...instance.env, CITTA_QUIET: '1' }, { force: true });
    expect(await count('contenuti')).toBe(items);
    expect(await count('ordini')).toBe(orders);

    // the database's own snapshot against the one prepare applies: nothing left to change
    const liveFile = `${instance.dataDir}/live.json`;
    await runCli(instance.env, ['schema', 'snapshot', '--yes', '--format', 'json', liveFile]);
    const live = JSON.parse(fs.readFileSync(liveFile, 'utf8')) as Snapshot;
    const planned = await runCli(instance.env, [
      'schema',
      'apply',
      '--dry-run',
      '--yes',
      snapshotFor(instance.env, live),
    ]);
    expect(planned).not.toMatch(/The following changes will be applied/);

    await instance.restart();
    const res = await fetch(
      `${instance.url}/pages/content/search?locale=it&q=a&hidePast=0&sort=title&limit=5&page=1`,
      { headers: { Authorization: `Bearer ${instance.storefrontToken}` } },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { meta: { total: number } };
    expect(body.meta.total).toBeGreaterThan(0);
  }, 600_000);
});

describe('the PostgreSQL copy of the snapshot', () => {
  const env = () => ({ ...instance.env, DB_CLIENT: 'pg' });
  const committed = () => JSON.parse(fs.readFileSync(snapshotPath, 'utf8')) as Snapshot;
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const find = (s: Snapshot, collection: string, field: string) =>
    s.fields.find((f) => f.collection === collection && f.field === field);

  it('writes a foreign key to a uuid key as uuid', () => {
    const out = read(snapshotFor(env()));
    const user = find(out, 'ordini', 'user');
    expect(user?.type).toBe('uuid');
    expect(user?.schema?.['data_type']).toBe('uuid');
    // the order's own uuid key is kept; a line's order follows it
    expect(find(out, 'ordini_righe', 'ordine')?.type).toBe('uuid');
    expect(find(out, 'contenuti', 'tipo')?.type).toBe('string');
  });

  it("takes the database's spelling only where nothing but the spelling differs", () => {
    const live = committed();
    const spelled = find(live, 'contenuti', 'tipo')!;
    spelled.schema = { ...spelled.schema, data_type: 'character varying' };
    const longer = find(live, 'ordini', 'email')!;
    longer.schema = {
      ...longer.schema,
      data_type: 'character varying',
      max_length: Number(longer.schema?.['max_length'] ?? 255) + 1,
    };
    const nullable = find(live, 'contenuti', 'status')!;
    nullable.schema = { ...nullable.schema, is_nullable: !nullable.schema?.['is_nullable'] };
    const out = read(snapshotFor(env(), live));
    expect(find(out, 'contenuti', 'tipo')?.schema?.['data_type']).toBe('character varying');
    // a changed length or nullability stays the committed one, for Directus to apply
    expect(find(out, 'ordini', 'email')?.schema).toEqual(
      find(committed(), 'ordini', 'email')?.schema,
    );
    expect(find(out, 'contenuti', 'status')?.schema).toEqual(
      find(committed(), 'contenuti', 'status')?.schema,
    );
  });

  it('leaves a new SQLite database with the committed snapshot', () => {
    expect(snapshotFor({ ...instance.env, DB_CLIENT: 'sqlite3' })).toBe(snapshotPath);
  });
});
