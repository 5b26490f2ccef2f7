#!/usr/bin/env node
// Search benchmark: inserts 100,000 published events (three translations each, one date entry)
// straight into a scratch instance's database, then times GET /pages/content/search for the
// agenda and search cases and prints median and p95 latencies, and the CPU time the Directus
// process spent per request (a figure the load of a shared machine disturbs far less).
//   node backend/bench/search.mjs [--db sqlite|pg] [--events 100000] [--runs 15]
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildExtensions } from '../scripts/build-extensions.mjs';
import { startInstance } from '../scripts/test-instance.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const db = arg('db', process.env.TEST_DB === 'pg' ? 'pg' : 'sqlite');
const total = Number(arg('events', '100000'));
const runs = Number(arg('runs', '15'));

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

async function insertEvents(knex) {
  const r = rng(7);
  const cats = (await knex('categorie').select('id')).map((c) => c.id);
  const places = (await knex('luoghi').select('id')).map((p) => p.id);
  const batch = 400;
  const t0 = performance.now();
  for (let start = 0; start < total; start += batch) {
    const n = Math.min(batch, total - start);
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
    if ((start / batch) % 25 === 0) process.stderr.write(`\rinserted ${start + n} / ${total}`);
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

async function time(url, path, pid) {
  const samples = [];
  let meta;
  await fetch(url + path); // warm-up, not counted
  const cpu0 = cpuMs(pid);
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url + path);
    const body = await res.json();
    samples.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path} -> ${res.status} ${JSON.stringify(body)}`);
    meta = body.meta;
  }
  samples.sort((a, b) => a - b);
  const pick = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return {
    median: pick(0.5),
    p95: pick(0.95),
    total: meta.total,
    cpu: (cpuMs(pid) - cpu0) / runs,
  };
}

// the extensions as the sources are now (rebuilt when stale), not as they were last built
await buildExtensions({ quiet: true });
const instance = await startInstance({ db, seed: true });
const knex = instance.knex();
try {
  console.log(
    `search benchmark on ${db}: inserting ${total.toLocaleString('en')} events (x3 translations, 1 date entry each)`,
  );
  const insertMs = await insertEvents(knex);
  console.log(`inserted in ${(insertMs / 1000).toFixed(1)} s`);
  const cases = [
    ['agenda, next date, page 1', '/pages/content/search?type=eventi&hidePast=1&limit=20'],
    [
      'agenda, next date, page 500',
      '/pages/content/search?type=eventi&hidePast=1&limit=20&page=500',
    ],
    ['all types incl. past, page 1', '/pages/content/search?limit=20'],
    [
      'category + date range',
      '/pages/content/search?type=eventi&category=musica&from=2027-01-01&to=2027-03-31&limit=20',
    ],
    ['full text, common word', '/pages/content/search?q=concerto&locale=it&limit=20'],
    [
      'full text, two prefixes',
      '/pages/content/search?q=degust%20chat&locale=fr&limit=20&hidePast=1',
    ],
    ['full text, rare term', '/pages/content/search?q=99999&locale=en&limit=20'],
    ['sort by title', '/pages/content/search?type=eventi&sort=title&locale=en&limit=20'],
  ];
  const load = () => os.loadavg()[0].toFixed(1);
  console.log(
    `\n${'case'.padEnd(34)} ${'matches'.padStart(8)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'cpu ms'.padStart(7)}   (${runs} runs each; load average ${load()})`,
  );
  for (const [name, path] of cases) {
    const r = await time(instance.url, path, instance.pid);
    console.log(
      `${name.padEnd(34)} ${String(r.total).padStart(8)} ${r.median.toFixed(1).padStart(10)} ${r.p95.toFixed(1).padStart(8)} ${r.cpu.toFixed(1).padStart(7)}`,
    );
  }
  console.log(
    `(cpu ms: CPU time of the Directus process per request, the database server's own excluded; load average at the end ${load()})`,
  );
} finally {
  await knex.destroy();
  await instance.stop();
}
