// Reading and shaping content for the /pages endpoints, and keeping derived columns up to date.
import type { Knex } from 'knex';
import {
  deriveFromEntries,
  deriveFromSingles,
  isPast,
  today,
  toDay,
  type DateEntryRow,
  type DerivedDates,
} from './dates';
import { normalize } from './text';

export const locales = ['it', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];

export const contentTypes = [
  'pagine',
  'risorse',
  'attivita',
  'pacchetti',
  'eventi',
  'spettacoli',
  'visite_guidate',
  'appuntamenti',
  'prodotti',
  'operatori_outdoor',
  'operatori_incoming',
  'ristoranti',
  'news_convention',
  'link_esterni',
  'link_file',
  'link_operatore',
] as const;
export type ContentType = (typeof contentTypes)[number];

/** Types whose dates are date entries / single dates. */
export const entryTypes = new Set<string>(['eventi', 'attivita']);
export const singleDateTypes = new Set<string>(['spettacoli', 'visite_guidate', 'appuntamenti']);

type Row = Record<string, unknown>;

export interface Image {
  id: string;
  title: string | null;
  width: number | null;
  height: number | null;
  blurhash: string | null;
}

export interface Translation {
  languages_code: string;
  titolo: string | null;
  slug: string | null;
  url: string | null;
  sottotitolo: string | null;
  descrizione: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

export function urlOf(locale: string, slug: unknown): string | null {
  if (typeof slug !== 'string' || !slug) return null;
  return `/${locale}/${slug.replace(/^\/+/, '')}`;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The value for a locale of a `{ it, en, fr }` JSON field, falling back to Italian. */
export function localized<T = string>(value: unknown, locale: string): T | null {
  const obj = parseJson(value) as Record<string, T> | null;
  if (!obj || typeof obj !== 'object') return null;
  return (obj[locale] ?? obj['it'] ?? null) as T | null;
}

export async function loadImages(db: Knex, ids: unknown[]): Promise<Map<string, Image>> {
  const list = [...new Set(ids.filter((i): i is string => typeof i === 'string' && i.length > 0))];
  const out = new Map<string, Image>();
  if (!list.length) return out;
  const rows: Row[] = await db('directus_files')
    .select('id', 'title', 'width', 'height', 'blurhash')
    .whereIn('id', list);
  for (const r of rows)
    out.set(String(r['id']), {
      id: String(r['id']),
      title: (r['title'] as string) ?? null,
      width: num(r['width']),
      height: num(r['height']),
      blurhash: (r['blurhash'] as string) ?? null,
    });
  return out;
}

function num(v: unknown): number | null {
  if (v == null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function isoDate(v: unknown): string | null {
  const d = toDay(v);
  return d == null ? null : new Date(d * 86_400_000).toISOString().slice(0, 10);
}

/** An instant (Directus `timestamp` fields such as date_updated): ISO 8601 in UTC. */
function isoDateTime(v: unknown): string | null {
  if (v == null || v === '') return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number') return new Date(v).toISOString();
  const s = String(v);
  return s.includes('T') || s.includes(' ') ? s.replace(' ', 'T') : s;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A wall-clock date-time of the venue (Directus `dateTime` fields: `data`, `data_inizio`,
 * `data_fine`), answered without an offset: `2026-12-05T10:00:00`. Directus keeps these as
 * written, in the process time zone (UTC, set by scripts/lib/env.mjs): epoch ms on SQLite,
 * `timestamp without time zone` on PostgreSQL.
 */
export function wallDateTime(v: unknown): string | null {
  if (v == null || v === '') return null;
  if (v instanceof Date || typeof v === 'number') {
    const d = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(d.getTime())) return null;
    return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  }
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2}))?)?/.exec(String(v));
  if (!m) return String(v);
  return m[2] ? `${m[1]}T${m[2]}:${m[3] ?? '00'}` : (m[1] ?? null);
}

const dateEntryFields = [
  'ricorrenza',
  'data_inizio',
  'data_fine',
  'inizio_ricorrenza',
  'fine_ricorrenza',
  'lunedi_aperto',
  'martedi_aperto',
  'mercoledi_aperto',
  'giovedi_aperto',
  'venerdi_aperto',
  'sabato_aperto',
  'domenica_aperto',
  'ogni',
  'numero_giorno',
  'settimana',
  'mesi_esclusi',
  'usa_orari_sede',
  'data_inizio_orari_sede',
  'data_fine_orari_sede',
] as const;

function shapeEntry(r: Row): Row {
  const out: Row = { id: r['id'] };
  for (const f of dateEntryFields) out[f] = r[f] ?? null;
  out['data_inizio'] = wallDateTime(r['data_inizio']);
  out['data_fine'] = wallDateTime(r['data_fine']);
  out['inizio_ricorrenza'] = isoDate(r['inizio_ricorrenza']);
  out['fine_ricorrenza'] = isoDate(r['fine_ricorrenza']);
  out['data_inizio_orari_sede'] = isoDate(r['data_inizio_orari_sede']);
  out['data_fine_orari_sede'] = isoDate(r['data_fine_orari_sede']);
  out['mesi_esclusi'] = parseJson(r['mesi_esclusi']) ?? [];
  out['usa_orari_sede'] = r['usa_orari_sede'] === true || r['usa_orari_sede'] === 1;
  out['numero_giorno'] = num(r['numero_giorno']);
  return out;
}

function shapeSingle(r: Row): Row {
  return {
    id: r['id'],
    data: wallDateTime(r['data']),
    durata_minuti: num(r['durata_minuti']),
    lingua: r['lingua'] ?? null,
    capienza: num(r['capienza']),
    prenotati: num(r['prenotati']) ?? 0,
    stato: r['stato'] ?? 'aperto',
  };
}

export interface LoadedItems {
  rows: Map<number, Row>;
  translations: Map<number, Row[]>;
  entries: Map<number, Row[]>;
  singles: Map<number, Row[]>;
  categories: Map<number, Row>;
  places: Map<number, Row>;
  images: Map<string, Image>;
}

/** Everything needed to shape the given items, in a fixed number of queries. */
export async function loadItems(
  db: Knex,
  ids: number[],
  { withDates = true } = {},
): Promise<LoadedItems> {
  const rowsList: Row[] = ids.length ? await db('contenuti').select('*').whereIn('id', ids) : [];
  const rows = new Map(rowsList.map((r) => [Number(r['id']), r]));
  const group = (list: Row[], key: string) => {
    const m = new Map<number, Row[]>();
    for (const r of list) {
      const k = Number(r[key]);
      if (!m.has(k)) m.set(k, []);
      m.get(k)!.push(r);
    }
    return m;
  };
  const translations = group(
    ids.length
      ? await db('contenuti_translations')
          .select(
            'contenuti_id',
            'languages_code',
            'titolo',
            'slug',
            'sottotitolo',
            'descrizione',
            'seo_title',
            'seo_description',
          )
          .whereIn('contenuti_id', ids)
      : [],
    'contenuti_id',
  );
  const entries = group(
    withDates && ids.length
      ? await db('date').select('*').whereIn('contenuto', ids).orderBy('id')
      : [],
    'contenuto',
  );
  const singles = group(
    withDates && ids.length
      ? await db('date_puntuali').select('*').whereIn('contenuto', ids).orderBy('data')
      : [],
    'contenuto',
  );
  const catIds = [
    ...new Set(rowsList.map((r) => r['categoria']).filter((v) => v != null)),
  ] as number[];
  const placeIds = [
    ...new Set(rowsList.map((r) => r['luogo']).filter((v) => v != null)),
  ] as number[];
  const categories = new Map<number, Row>(
    (catIds.length ? await db('categorie').select('*').whereIn('id', catIds) : []).map((r: Row) => [
      Number(r['id']),
      r,
    ]),
  );
  const places = new Map<number, Row>(
    (placeIds.length ? await db('luoghi').select('*').whereIn('id', placeIds) : []).map(
      (r: Row) => [Number(r['id']), r],
    ),
  );
  const images = await loadImages(
    db,
    rowsList.flatMap((r) => [r['cover']]),
  );
  return { rows, translations, entries, singles, categories, places, images };
}

function shapeTranslations(list: Row[]): Translation[] {
  return locales
    .map((l) => list.find((t) => t['languages_code'] === l))
    .filter((t): t is Row => Boolean(t))
    .map((t) => ({
      languages_code: String(t['languages_code']),
      titolo: (t['titolo'] as string) ?? null,
      slug: (t['slug'] as string) ?? null,
      url: urlOf(String(t['languages_code']), t['slug']),
      sottotitolo: (t['sottotitolo'] as string) ?? null,
      descrizione: (t['descrizione'] as string) ?? null,
      seo_title: (t['seo_title'] as string) ?? null,
      seo_description: (t['seo_description'] as string) ?? null,
    }));
}

export function pickTranslation(
  list: Translation[],
  locale: string,
): { t: Translation | null; missing: boolean } {
  const exact = list.find((t) => t.languages_code === locale);
  if (exact) return { t: exact, missing: false };
  return { t: list.find((t) => t.languages_code === 'it') ?? list[0] ?? null, missing: true };
}

function shapeCategory(c: Row | undefined, locale: string) {
  if (!c) return null;
  return { id: Number(c['id']), codice: String(c['codice']), nome: localized(c['nome'], locale) };
}

function datesOf(loaded: LoadedItems, id: number, tipo: string): Row[] {
  if (entryTypes.has(tipo)) return (loaded.entries.get(id) ?? []).map(shapeEntry);
  if (singleDateTypes.has(tipo)) return (loaded.singles.get(id) ?? []).map(shapeSingle);
  return [];
}

/** The list shape of search results. */
export function shapeListItem(loaded: LoadedItems, id: number, locale: string, now: number) {
  const r = loaded.rows.get(id)!;
  const tipo = String(r['tipo']);
  const translations = shapeTranslations(loaded.translations.get(id) ?? []);
  const { t, missing } = pickTranslation(translations, locale);
  const place = loaded.places.get(Number(r['luogo']));
  return {
    tipo,
    id,
    titolo: t?.titolo ?? null,
    sottotitolo: t?.sottotitolo ?? null,
    slug: t?.slug ?? null,
    url: missing ? null : (t?.url ?? null),
    translation_missing: missing,
    cover: loaded.images.get(String(r['cover'])) ?? null,
    categoria: shapeCategory(loaded.categories.get(Number(r['categoria'])), locale),
    luogo: place ? { nome: place['nome'] ?? null, citta: place['citta'] ?? null } : null,
    prezzo: num(r['prezzo']),
    next_date: isoDate(r['next_date']),
    last_date: isoDate(r['last_date']),
    past: isPast(r['last_date'], now),
    date: datesOf(loaded, id, tipo),
  };
}

const typeSpecific = [
  'parent',
  'prefooter',
  'tipo_prodotto',
  'durata_giorni',
  'lingue',
  'organizzatore',
  'telefono',
  'email',
  'sito',
  'fascia_prezzo',
  'url',
  'operatore',
] as const;

/** The detail shape of one item, with every translation. */
export async function shapeDetail(
  db: Knex,
  loaded: LoadedItems,
  id: number,
  locale: string,
  now: number,
) {
  const r = loaded.rows.get(id)!;
  const tipo = String(r['tipo']);
  const translations = shapeTranslations(loaded.translations.get(id) ?? []);
  const { t, missing } = pickTranslation(translations, locale);
  const place = loaded.places.get(Number(r['luogo']));
  const out: Row = {
    tipo,
    id,
    status: r['status'],
    titolo: t?.titolo ?? null,
    sottotitolo: t?.sottotitolo ?? null,
    descrizione: t?.descrizione ?? null,
    seo_title: t?.seo_title ?? null,
    seo_description: t?.seo_description ?? null,
    slug: t?.slug ?? null,
    url: missing ? null : (t?.url ?? null),
    translation_missing: missing,
    translations,
    cover: loaded.images.get(String(r['cover'])) ?? null,
    categoria: shapeCategory(loaded.categories.get(Number(r['categoria'])), locale),
    luogo: place
      ? {
          nome: place['nome'] ?? null,
          indirizzo: place['indirizzo'] ?? null,
          citta: place['citta'] ?? null,
          cap: place['cap'] ?? null,
          lat: num(place['lat']),
          lng: num(place['lng']),
        }
      : null,
    prezzo: num(r['prezzo']),
    prezzo_gruppo: num(r['prezzo_gruppo']),
    prezzo_combo: num(r['prezzo_combo']),
    date: entryTypes.has(tipo) ? datesOf(loaded, id, tipo) : [],
    date_spettacoli: tipo === 'spettacoli' ? datesOf(loaded, id, tipo) : [],
    date_visite_guidate: tipo === 'visite_guidate' ? datesOf(loaded, id, tipo) : [],
    date_appuntamenti: tipo === 'appuntamenti' ? datesOf(loaded, id, tipo) : [],
    next_date: isoDate(r['next_date']),
    last_date: isoDate(r['last_date']),
    past: isPast(r['last_date'], now),
    date_updated: isoDateTime(r['date_updated']),
  };
  for (const f of typeSpecific) if (r[f] != null) out[f] = r[f];
  if (r['data_pubblicazione'] != null) out['data_pubblicazione'] = isoDate(r['data_pubblicazione']);
  if (tipo === 'link_file' && r['file']) {
    const files = await loadImages(db, [r['file']]);
    const file = files.get(String(r['file']));
    out['file'] = file ? { ...file, url: `/assets/${file.id}` } : null;
  }
  if (tipo === 'link_operatore' && r['operatore'] != null) {
    const op = await loadItems(db, [Number(r['operatore'])], { withDates: false });
    const opRow = op.rows.get(Number(r['operatore']));
    if (opRow && opRow['status'] === 'published') {
      const ot = pickTranslation(
        shapeTranslations(op.translations.get(Number(r['operatore'])) ?? []),
        locale,
      ).t;
      out['operatore'] = {
        id: Number(opRow['id']),
        tipo: opRow['tipo'],
        titolo: ot?.titolo ?? null,
        url: ot?.url ?? null,
      };
    } else out['operatore'] = null;
  }
  return out;
}

/** Recompute derived dates of items and the search text of their translations. */
export async function refreshItems(db: Knex, ids: number[], now = today()): Promise<void> {
  const unique = [...new Set(ids.filter((i) => Number.isInteger(i) && i > 0))];
  for (let i = 0; i < unique.length; i += 200) {
    const chunk = unique.slice(i, i + 200);
    const loaded = await loadItems(db, chunk);
    for (const id of chunk) {
      const r = loaded.rows.get(id);
      if (!r) continue;
      const tipo = String(r['tipo']);
      let d: DerivedDates = {
        first_date: null,
        next_date: null,
        last_date: null,
        sort_date: '2033-12-31',
      };
      if (entryTypes.has(tipo))
        d = deriveFromEntries((loaded.entries.get(id) ?? []) as DateEntryRow[], now);
      else if (singleDateTypes.has(tipo))
        d = deriveFromSingles(
          (loaded.singles.get(id) ?? []).map((s) => s['data']),
          now,
        );
      await db('contenuti').where({ id }).update(d);
      const cat = loaded.categories.get(Number(r['categoria']));
      const place = loaded.places.get(Number(r['luogo']));
      for (const t of loaded.translations.get(id) ?? []) {
        const locale = String(t['languages_code']);
        const text = normalize(
          [
            t['titolo'],
            t['sottotitolo'],
            t['descrizione'],
            t['seo_description'],
            cat ? localized(cat['nome'], locale) : null,
            cat?.['codice'],
            place?.['nome'],
            place?.['citta'],
            tipo.replace(/_/g, ' '),
          ]
            .filter(Boolean)
            .join(' '),
        );
        await db('contenuti_translations')
          .where({ contenuti_id: id, languages_code: locale })
          .update({ search_text: text });
      }
    }
  }
}

/** Items whose next occurrence has passed (or is unknown although dated): refreshed daily. */
export async function refreshStale(db: Knex, now = today()): Promise<number> {
  const iso = new Date(now * 86_400_000).toISOString().slice(0, 10);
  const rows: Row[] = await db('contenuti')
    .select('id')
    .whereIn('tipo', [...entryTypes, ...singleDateTypes])
    .andWhere((q) =>
      q
        .where('next_date', '<', iso)
        .orWhere((q2) =>
          q2
            .whereNull('next_date')
            .andWhere((q3) => q3.whereNull('last_date').orWhere('last_date', '>=', iso)),
        ),
    );
  await refreshItems(
    db,
    rows.map((r) => Number(r['id'])),
    now,
  );
  return rows.length;
}
