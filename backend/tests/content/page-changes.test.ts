// The log of content changes the storefront's page cache reads (GET /pages/cache/changes): who
// may read it, the pages a change names, cursors, and the in-memory log's limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../../scripts/test-instance.mjs';
import { keptChanges, listPaths, memoryChangeLog } from '../../extensions/content/src/page-changes';
import { client, eventually, type Json } from './helpers';

let instance: Instance;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  instance = await startInstance({ seed: true });
  api = client(instance);
});
afterAll(async () => {
  await instance?.stop();
});

const changes = (since?: string, token = instance.storefrontToken) =>
  api.get(
    `/pages/cache/changes${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`,
    token,
  );

/** The changes after `cursor`, once at least one has been recorded. */
async function changesAfter(cursor: string): Promise<{ cursor: string; changes: Json[] }> {
  return eventually(async () => {
    const res = await changes(cursor);
    expect(res.status).toBe(200);
    expect(res.body['data'].reset).toBe(false);
    expect(res.body['data'].changes.length).toBeGreaterThan(0);
    return res.body['data'];
  });
}

describe('GET /pages/cache/changes', () => {
  it('is read with the storefront token or as an administrator, by nobody else', async () => {
    expect((await changes(undefined, '')).status).toBe(403);
    expect((await changes(undefined, 'not-a-token')).status).toBe(401);
    const first = await changes();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body['data']).toMatchObject({ reset: false, changes: [] });
    expect(first.body['data'].cursor).toMatch(/^[0-9a-f]+\.\d+$/);
    expect((await changes(undefined, instance.adminToken)).status).toBe(200);
  });

  it("names an item's pages in every language and the list pages when its title changes", async () => {
    const created = await api.post(
      '/items/contenuti',
      {
        tipo: 'eventi',
        status: 'published',
        translations: [
          { languages_code: 'it', titolo: 'Sagra del Capibara', slug: 'eventi/sagra-capibara' },
          { languages_code: 'en', titolo: 'Capybara fair', slug: 'events/capybara-fair' },
        ],
        date: [{ ricorrenza: 'mai', data_inizio: '2031-06-01T10:00:00' }],
      },
      instance.adminToken,
    );
    expect(created.status).toBe(200);
    const id = created.body['data'].id as number;
    const start = (await changes()).body['data'].cursor as string;

    const tr = await api.get(
      `/items/contenuti_translations?filter[contenuti_id][_eq]=${id}&filter[languages_code][_eq]=it&fields=id`,
      instance.adminToken,
    );
    const renamed = await api.patch(
      `/items/contenuti_translations/${tr.body['data'][0].id}`,
      { titolo: 'Sagra del Tapiro', slug: 'eventi/sagra-tapiro' },
      instance.adminToken,
    );
    expect(renamed.status).toBe(200);
    const after = await changesAfter(start);
    const change = after.changes.find((c) => c['source'] === 'contenuti_translations.items.update');
    expect(change).toBeDefined();
    expect(change!['ids']).toEqual([id]);
    expect(change!['types']).toEqual(['eventi']);
    // the old page, the new one, the other language's page and the lists
    expect(change!['paths']).toEqual(
      expect.arrayContaining([
        '/it/eventi/sagra-capibara',
        '/it/eventi/sagra-tapiro',
        '/en/events/capybara-fair',
        ...listPaths,
      ]),
    );
    expect(after.cursor).not.toBe(start);
    // read again from the new cursor: nothing more
    const again = await changes(after.cursor);
    expect(again.body['data']).toMatchObject({ reset: false, changes: [] });

    // a date entry names its item's pages
    const entries = await api.get(
      `/items/date?filter[contenuto][_eq]=${id}&fields=id`,
      instance.adminToken,
    );
    await api.patch(
      `/items/date/${entries.body['data'][0].id}`,
      { data_inizio: '2031-07-01T10:00:00' },
      instance.adminToken,
    );
    const dated = await changesAfter(after.cursor);
    expect(dated.changes.map((c) => c['source'])).toContain('date.items.update');
    expect(dated.changes.find((c) => c['source'] === 'date.items.update')!['paths']).toContain(
      '/it/eventi/sagra-tapiro',
    );

    // a deleted item names the pages it had (read before the delete)
    expect((await api.del(`/items/contenuti/${id}`, instance.adminToken)).status).toBe(204);
    const deleted = await changesAfter(dated.cursor);
    const gone = deleted.changes.find((c) => c['source'] === 'contenuti.items.delete');
    expect(gone!['paths']).toEqual(
      expect.arrayContaining(['/it/eventi/sagra-tapiro', '/en/events/capybara-fair']),
    );
  });

  it('answers reset for a cursor of another log or from the future, and refuses bad ones', async () => {
    const { cursor } = (await changes()).body['data'] as { cursor: string };
    const [, seq] = cursor.split('.');
    expect((await changes(`abcdef.${seq}`)).body['data']).toMatchObject({ reset: true });
    expect(
      (await changes(`${cursor.split('.')[0]}.${Number(seq) + 5}`)).body['data'],
    ).toMatchObject({ reset: true, cursor });
    expect((await changes('garbage')).body['data'].reset).toBe(true);
    expect((await changes('x'.repeat(200))).status).toBe(400);
  });
});

describe('memory change log', () => {
  const change = { source: 'test', ids: [1], types: ['eventi'], paths: ['/it/a'] };

  it('keeps the last changes; a reader behind them is told to reset', async () => {
    const log = memoryChangeLog();
    const start = (await log.since(undefined)).cursor;
    await log.record(change);
    const one = await log.since(start);
    expect(one.changes.map((c) => c.seq)).toEqual([1]);
    for (let i = 0; i < keptChanges + 5; i++) await log.record(change);
    const behind = await log.since(one.cursor);
    expect(behind.reset).toBe(true);
    expect(behind.changes).toEqual([]);
    const current = await log.since(behind.cursor);
    expect(current).toEqual({ cursor: behind.cursor, reset: false, changes: [] });
    await log.record({ ...change, paths: ['/it/b'] });
    expect((await log.since(current.cursor)).changes.map((c) => c.paths)).toEqual([['/it/b']]);
  });
});
