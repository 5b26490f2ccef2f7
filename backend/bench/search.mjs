#!/usr/bin/env node
// Search benchmark: times GET /pages/content/search for every query shape the storefront's agenda,
// search page and home page send (text, type, category, date range, past shown or hidden, both
// orders, deep pages), first over 1,000 published events, then over 100,000 (three translations
// each, one date entry), on one scratch instance per database: the events are inserted straight
// into its database. Prints p50 and p99 per shape at both sizes, and the CPU time Directus (and
// PostgreSQL's server processes of its connections) spent per request, a figure the load of a
// shared machine disturbs far less than the wall-clock ones. Exits 1 when a shape's p99 over the large set is above the budget.
//   node backend/bench/search.mjs [--db sqlite|pg|both] [--events 100000] [--small 1000]
//                                 [--runs 100] [--budget 100] [--only <shape substring>]
//                                 [--shape-seconds 30]
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildExtensions } from '../scripts/build-extensions.mjs';
import { startInstance } from '../scripts/test-instance.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dbArg = arg('db', process.env.TEST_DB === 'pg' ? 'pg' : 'sqlite');
if (!['sqlite', 'pg', 'both'].includes(dbArg)) throw new Error('--db sqlite|pg|both');
const dbs = dbArg === 'both' ? ['sqlite', 'pg'] : [dbArg];
const total = Number(arg('events', '100000'));
const small = Math.min(total, Number(arg('small', '1000')));
const runs = Number(arg('runs', '100'));
const budget = Number(arg('budget', '100'));
const only = arg('only', '');
const shapeSeconds = Number(arg('shape-seconds', '30'));

const words = {
  it: [
    'concerto',
    'mostra',
    'festival',
    'teatro',
    'degustazione',
    'mercato',
    'corsa',
    'laboratorio',
    'visita',
    'danza',
    'cinema',
    'notte',
    'estate',
    'inverno',
    'castello',
    'museo',
    'piazza',
    'parco',
    'fiume',
    'collina',
  ],
  en: [
    'concert',
    'exhibition',
    'festival',
    'theatre',
    'tasting',
    'market',
    'race',
    'workshop',
    'visit',
    'dance',
    'cinema',
    'night',
    'summer',
    'winter',
    'castle',
    'museum',
    'square',
    'park',
    'river',
    'hill',
  ],
  fr: [
    'concert',
    'exposition',
    'festival',
    'theatre',
    'degustation',
    'marche',
    'course',
    'atelier',
    'visite',
    'danse',
    'cinema',
    'nuit',
    'ete',
    'hiver',
    'chateau',
    'musee',
    'place',
    'parc',
    'fleuve',
    'colline',
  ],
};

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const today = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate(),
);

/** Inserts bench events number `from` to `to` - 1 (the same rows whatever the steps). */
async function insertEvents(knex, r, from, to) {
  const cats = (await knex('categorie').select('id')).map((c) => c.id);
  const places = (await knex('luoghi').select('id')).map((p) => p.id);
  const batch = 400;
  const t0 = performance.now();
  for (let start = from; start < to; start += batch) {
    const n = Math.min(batch, to - start);
    await knex.transaction(async (trx) => {
      const rows = [];
      const meta = [];
      for (let i = 0; i < n; i++) {
        const first = Date.UTC(2025, 0, 1) + Math.floor(r() * 1460) * 86_400_000;
        const last = first + Math.floor(r() * 4) * 86_400_000;
        const next = last < today ? null : Math.max(first, today);
        const w = [Math.floor(r() * 20), Math.floor(r() * 20), Math.floor(r() * 20)];
        meta.push({ first, last, w, k: start + i });
        rows.push({
          tipo: 'eventi',
          status: 'published',
          categoria: cats[Math.floor(r() * cats.length)],
          luogo: places[Math.floor(r() * places.length)],
          prezzo: 1000,
          first_date: iso(first),
          last_date: iso(last),
          next_date: next == null ? null : iso(next),
          sort_date: next == null ? '2033-12-31' : iso(next),
        });
      }
      const inserted = await trx('contenuti').insert(rows, ['id']);
      const ids = inserted.map((x) => (typeof x === 'object' ? x.id : x));
      // SQLite answers only the last id of a multi-row insert
      const allIds =
        ids.length === n ? ids : Array.from({ length: n }, (_, i) => ids[0] - n + 1 + i);
      const translations = [];
      const dates = [];
      allIds.forEach((id, i) => {
        const m = meta[i];
        for (const l of ['it', 'en', 'fr']) {
          const titolo = `${words[l][m.w[0]]} ${words[l][m.w[1]]} ${m.k}`;
          translations.push({
            contenuti_id: id,
            languages_code: l,
            titolo,
            slug: `bench/${l}-${m.k}`,
            search_text: `${titolo} ${words[l][m.w[2]]} bench`,
          });
        }
        dates.push({
          contenuto: id,
          ricorrenza: 'mai',
          data_inizio: new Date(m.first).toISOString(),
          data_fine: new Date(m.last).toISOString(),
        });
      });
      for (let i = 0; i < translations.length; i += 300)
        await trx('contenuti_translations').insert(translations.slice(i, i + 300));
      for (let i = 0; i < dates.length; i += 300) await trx('date').insert(dates.slice(i, i + 300));
    });
    if (((start - from) / batch) % 25 === 0)
      process.stderr.write(`\rinserted ${start + n} / ${to}`);
  }
  process.stderr.write('\n');
  // what autovacuum does on a live server after a bulk load (visibility map for index-only scans)
  if (knex.client.config.client === 'pg') await knex.raw('VACUUM ANALYZE');
  else await knex.raw('ANALYZE');
  return performance.now() - t0;
}

/** CPU time (user + system, ms) the Directus process has used so far (Linux /proc). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/**
 * `runs` timed requests of one shape (after two untimed), fewer when a slow shape has used up
 * `shapeSeconds` (at least 10): p50, p99 (nearest rank), matches, CPU ms a request (`cpuNow`).
 */
async function time(url, path, cpuNow) {
  const samples = [];
  let meta;
  for (let i = 0; i < 2; i++) await fetch(url + path).then((r) => r.arrayBuffer()); // warm-up
  const cpu0 = await cpuNow();
  const start = performance.now();
  while (
    samples.length < runs &&
    (samples.length < 10 || performance.now() - start < shapeSeconds * 1000)
  ) {
    const t0 = performance.now();
    const res = await fetch(url + path);
    const body = await res.json();
    samples.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path} -> ${res.status} ${JSON.stringify(body)}`);
    meta = body.meta;
  }
  const n = samples.length;
  samples.sort((a, b) => a - b);
  const pick = (q) => samples[Math.min(n, Math.ceil(q * n)) - 1];
  return {
    p50: pick(0.5),
    p99: pick(0.99),
    total: meta.total,
    cpu: ((await cpuNow()) - cpu0) / n,
    n,
  };
}

// The query shapes the storefront sends (lib/api/content.ts `search`): the locale always, sort
// always, hidePast 1 unless "past events too" is ticked, 12 a page on /cerca (pages 1 to 500),
// 6 and 3 on the home page; one type or none; q, category, from and to as typed or picked.
const agenda = 'type=eventi&hidePast=1&sort=next&limit=12';
const shapes = [
  ['home: next events', 'locale=it&type=eventi&hidePast=1&sort=next&limit=6'],
  ['home: resources + activities', 'locale=it&type=risorse,attivita&hidePast=1&sort=next&limit=3'],
  ['agenda, page 1', `locale=it&${agenda}&page=1`],
  ['agenda, page 500', `locale=it&${agenda}&page=500`],
  ['agenda with past, page 1', 'locale=it&type=eventi&hidePast=0&sort=next&limit=12&page=1'],
  ['agenda with past, page 500', 'locale=it&type=eventi&hidePast=0&sort=next&limit=12&page=500'],
  ['agenda by title, page 1', 'locale=en&type=eventi&hidePast=1&sort=title&limit=12&page=1'],
  ['agenda by title, page 500', 'locale=en&type=eventi&hidePast=1&sort=title&limit=12&page=500'],
  ['events by title with past', 'locale=en&type=eventi&hidePast=0&sort=title&limit=12&page=1'],
  [
    'events by title with past, p500',
    'locale=en&type=eventi&hidePast=0&sort=title&limit=12&page=500',
  ],
  ['search page, no filter', 'locale=it&hidePast=1&sort=next&limit=12&page=1'],
  ['everything with past, page 500', 'locale=it&hidePast=0&sort=next&limit=12&page=500'],
  ['everything by title', 'locale=en&hidePast=1&sort=title&limit=12&page=1'],
  ['everything by title with past', 'locale=en&hidePast=0&sort=title&limit=12&page=1'],
  ['everything by title with past, p500', 'locale=en&hidePast=0&sort=title&limit=12&page=500'],
  ['category', `locale=it&${agenda}&category=musica&page=1`],
  [
    'category by title with past',
    'locale=it&type=eventi&category=musica&hidePast=0&sort=title&limit=12&page=1',
  ],
  ['category, page 100', `locale=it&${agenda}&category=musica&page=100`],
  ['date range', `locale=it&${agenda}&from=2027-01-01&to=2027-03-31&page=1`],
  [
    'date range by title',
    'locale=it&type=eventi&hidePast=1&sort=title&from=2027-01-01&to=2027-03-31&limit=12&page=1',
  ],
  [
    'past date range, past shown',
    'locale=it&type=eventi&hidePast=0&sort=next&from=2025-03-01&to=2025-06-30&limit=12&page=1',
  ],
  [
    'category + date range',
    `locale=it&${agenda}&category=musica&from=2027-01-01&to=2027-03-31&page=1`,
  ],
  ['text: one word', 'locale=it&q=concerto&hidePast=1&sort=next&limit=12&page=1'],
  ['text: one word, page 500', 'locale=it&q=concerto&hidePast=0&sort=next&limit=12&page=500'],
  [
    'text: one word with past, by title',
    'locale=it&q=concerto&hidePast=0&sort=title&limit=12&page=1',
  ],
  ['text: one letter', 'locale=en&q=c&hidePast=1&sort=next&limit=12&page=1'],
  ['text: two prefixes', 'locale=fr&q=degust%20chat&hidePast=1&sort=next&limit=12&page=1'],
  [
    'text: two prefixes with past',
    'locale=fr&q=degust%20chat&hidePast=0&sort=next&limit=12&page=1',
  ],
  [
    'text: two prefixes by title',
    'locale=fr&q=degust%20chat&hidePast=1&sort=title&limit=12&page=1',
  ],
  ['text: rare term', 'locale=en&q=99999&hidePast=1&sort=next&limit=12&page=1'],
  ['text: no match', 'locale=en&q=zzzqqq&hidePast=0&sort=next&limit=12&page=1'],
  [
    'text + type + category + dates',
    `locale=it&q=concerto&${agenda}&category=musica&from=2027-01-01&to=2027-12-31&page=1`,
  ],
].filter(([name]) => !only || name.includes(only));

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const ms = (v) => v.toFixed(1).padStart(7);

/** Measures every shape over `small` then `total` events on one instance of `db`. */
async function benchDb(db) {
  const instance = await startInstance({ db, seed: true });
  const knex = instance.knex();
  const r = rng(7);
  const col = (n) => n.toLocaleString('en');
  const cell = (x) =>
    `${String(x.total).padStart(8)} ${ms(x.p50)} ${ms(x.p99)} ${x.cpu.toFixed(1).padStart(6)}`;
  const head = () =>
    `${'matches'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'cpu'.padStart(6)}`;
  // CPU time of Directus, and on PostgreSQL of the server processes of its connections too
  // (SQLite runs inside the Directus process)
  const cpuNow = async () => {
    let sum = cpuMs(instance.pid);
    if (db === 'pg') {
      const { rows } = await knex.raw(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      for (const { pid } of rows) sum += cpuMs(pid) || 0;
    }
    return sum;
  };
  const atSmall = [];
  let over = 0;
  try {
    let have = 0;
    for (const size of [small, total]) {
      const insertMs = await insertEvents(knex, r, have, size);
      have = size;
      const loadBefore = load();
      console.log(
        `${db}: ${col(size)} events (inserted in ${(insertMs / 1000).toFixed(1)} s), load average (1, 5, 15 min) ${loadBefore}`,
      );
      if (size === total) {
        // rows are printed as the large set's figures come
        console.log(
          `\n${db === 'pg' ? 'PostgreSQL' : 'SQLite'}: p50 / p99 ms over ${runs} runs a shape (fewer when a shape takes over ${shapeSeconds} s), cpu = CPU ms a request of the Directus process${db === 'pg' ? ' and its PostgreSQL connections' : ' (SQLite included)'}`,
        );
        console.log(
          `${'shape'.padEnd(36)} | ${col(small).padStart(31)} | ${col(total).padStart(31)}`,
        );
        console.log(`${''.padEnd(36)} | ${head()} | ${head()}`);
      }
      for (const [i, [name, query]] of shapes.entries()) {
        const x = await time(instance.url, `/pages/content/search?${query}`, cpuNow);
        if (size !== total) {
          atSmall.push(x);
          continue;
        }
        const slow = x.p99 > budget;
        if (slow) over++;
        const fewer = (y) => (y.n < runs ? ` (${y.n} runs)` : '');
        console.log(
          `${name.padEnd(36)} | ${cell(atSmall[i])} | ${cell(x)}${slow ? '  OVER BUDGET' : ''}${fewer(atSmall[i])}${fewer(x)}`,
        );
      }
      console.log(`load average while timing ${col(size)} events: ${loadBefore} -> ${load()}`);
    }
  } finally {
    await knex.destroy();
    await instance.stop();
  }
  console.log(
    `budget: p99 <= ${budget} ms at ${col(total)} events on ${db}: ${over ? `${over} shape(s) over` : 'every shape within'}`,
  );
  return over;
}

// the extensions as the sources are now (rebuilt when stale), not as they were last built
await buildExtensions({ quiet: true });
let over = 0;
for (const db of dbs) over += await benchDb(db);
process.exitCode = over ? 1 : 0;
