// The agenda against a real instance: activities with generated date entries are created through
// the Directus API, the hooks store their dates, and the search endpoint's order and past flags
// must equal what the content's page computes from the entries it is answered (@city/calendar).
import { isPastContent, nextOccurrence, toDay, type DateEntry } from '@city/calendar';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../../scripts/test-instance.mjs';
import { pageEntry } from './date-entries';
import { client, eventually, todayIso, type Json } from './helpers';

let instance: Instance;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  instance = await startInstance({ seed: true });
  api = client(instance);
});
afterAll(async () => {
  await instance?.stop();
});

/** A word of letters only, unique to one run, for the text search to find that run's items. */
function runWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = 'agenda';
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

async function createActivity(word: string, n: number, entries: DateEntry[]): Promise<number> {
  const created = await api.post(
    '/items/contenuti',
    {
      tipo: 'attivita',
      status: 'published',
      translations: [
        { languages_code: 'it', titolo: `${word} ${n}`, slug: `attivita/${word}-${n}` },
      ],
      // the schema requires a recurrence: a missing one is written as one-off
      date: entries.map((entry) => ({ ...entry, ricorrenza: entry.ricorrenza ?? 'mai' })),
    },
    instance.adminToken,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body['data'].id as number;
}

describe('the agenda of generated activities', () => {
  it('lists them in the page’s order of next dates, with the page’s past flags', async () => {
    const today = todayIso();
    const items = fc.array(fc.array(pageEntry(toDay(today)!), { minLength: 1, maxLength: 3 }), {
      minLength: 2,
      maxLength: 6,
    });
    await fc.assert(
      fc.asyncProperty(items, async (generated) => {
        const word = runWord();
        for (const [n, entries] of generated.entries()) await createActivity(word, n, entries);
        const search = (extra = '') =>
          api.get(`/pages/content/search?q=${word}&locale=it&limit=100${extra}`);
        const listed = await eventually(async () => {
          const res = await search();
          expect(res.body['meta']?.total).toBe(generated.length);
          return res.body['data'] as Json[];
        });
        // the page's own view of each item, from the entries the API answers it
        const page = listed.map((d) => ({
          id: d['id'] as number,
          past: isPastContent(d['date'] as DateEntry[], today),
          sort: nextOccurrence(d['date'] as DateEntry[], today),
        }));
        const pageOrder = [...page]
          .sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : a.id - b.id))
          .map((p) => p.id);
        expect(listed.map((d) => d['id'])).toEqual(pageOrder);
        expect(listed.map((d) => d['past'])).toEqual(page.map((p) => p.past));
        for (const d of listed) {
          const detail = await api.get(`/pages/content/item/attivita/${d['id']}?locale=it`);
          expect(detail.body['data'].past).toBe(d['past']);
        }
        const upcoming = await search('&hidePast=1');
        expect(upcoming.body['data'].map((d: Json) => d['id'])).toEqual(
          listed.filter((d) => !d['past']).map((d) => d['id']),
        );
      }),
      { numRuns: 4 },
    );
  });
});

describe('a date range', () => {
  it('finds an activity whose recurrence has no end, and not one that ended before it', async () => {
    const today = Date.parse(`${todayIso().slice(0, 10)}T00:00:00Z`);
    const shift = (days: number) => new Date(today + days * 86_400_000).toISOString().slice(0, 10);
    const word = runWord();
    const open = await createActivity(word, 0, [
      { ricorrenza: 'giornaliera', inizio_ricorrenza: shift(-30) } as DateEntry,
    ]);
    const ended = await createActivity(word, 1, [
      { data_inizio: shift(-20), data_fine: shift(-10) },
    ]);
    const later = await createActivity(word, 2, [{ data_inizio: shift(40), data_fine: shift(41) }]);
    const range = `&from=${shift(5)}&to=${shift(12)}`;
    // in title order too (the title list without a text search is endpoints.test.ts's)
    const titleOrder = await eventually(async () => {
      const res = await api.get(
        `/pages/content/search?q=${word}&locale=it&limit=100&sort=title${range}`,
      );
      expect(res.status).toBe(200);
      return (res.body['data'] as Json[]).map((d) => d['id']);
    });
    expect(titleOrder).toEqual([open]);
    const found = await eventually(async () => {
      const res = await api.get(`/pages/content/search?q=${word}&locale=it&limit=100${range}`);
      expect(res.status).toBe(200);
      const all = await api.get(`/pages/content/search?q=${word}&locale=it&limit=100`);
      expect(all.body['meta']?.total).toBe(3);
      return (res.body['data'] as Json[]).map((d) => d['id']);
    });
    expect(found).toEqual([open]);
    expect(found).not.toContain(ended);
    expect(found).not.toContain(later);
  });
});
