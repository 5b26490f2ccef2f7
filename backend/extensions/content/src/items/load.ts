// Loading content items for the content API and the derived-column refresh: the items, their
// translations, dates, category, place and cover, in a fixed number of queries.
import { translationFields } from '@city/content-types';
import type { Knex } from 'knex';
import type { Row } from '../hook-api';
import { num } from './values';

export interface Image {
  id: string;
  title: string | null;
  width: number | null;
  height: number | null;
  blurhash: string | null;
  focal_point_x: number | null;
  focal_point_y: number | null;
  alt: string | null;
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

/** The files of the given ids that exist, with what an image needs. */
export async function loadImages(db: Knex, ids: unknown[]): Promise<Map<string, Image>> {
  const list = [...new Set(ids.filter((i): i is string => typeof i === 'string' && i.length > 0))];
  const out = new Map<string, Image>();
  if (!list.length) return out;
  const rows: Row[] = await db('directus_files')
    .select('id', 'title', 'width', 'height', 'blurhash', 'focal_point_x', 'focal_point_y', 'alt')
    .whereIn('id', list);
  for (const r of rows)
    out.set(String(r['id']), {
      id: String(r['id']),
      title: (r['title'] as string) ?? null,
      width: num(r['width']),
      height: num(r['height']),
      blurhash: (r['blurhash'] as string) ?? null,
      focal_point_x: num(r['focal_point_x']),
      focal_point_y: num(r['focal_point_y']),
      alt: (r['alt'] as string) ?? null,
    });
  return out;
}

/** Rows grouped by the number in one of their columns. */
function groupBy(list: Row[], key: string): Map<number, Row[]> {
  const m = new Map<number, Row[]>();
  for (const r of list) {
    const k = Number(r[key]);
    if (!m.has(k)) m.set(k, []);
    m.get(k)!.push(r);
  }
  return m;
}

async function loadTranslations(db: Knex, ids: number[]): Promise<Map<number, Row[]>> {
  const rows: Row[] = ids.length
    ? await db('contenuti_translations')
        .select('contenuti_id', 'languages_code', ...translationFields)
        .whereIn('contenuti_id', ids)
    : [];
  return groupBy(rows, 'contenuti_id');
}

/** The date entries and the single dates of the items, by item. */
async function loadDates(db: Knex, ids: number[], withDates: boolean) {
  const entries = groupBy(
    withDates && ids.length
      ? await db('date').select('*').whereIn('contenuto', ids).orderBy('id')
      : [],
    'contenuto',
  );
  const singles = groupBy(
    withDates && ids.length
      ? await db('date_puntuali').select('*').whereIn('contenuto', ids).orderBy('data')
      : [],
    'contenuto',
  );
  return { entries, singles };
}

/** The rows of a lookup table (categorie, luoghi) that the items point to, by id. */
async function loadReferenced(
  db: Knex,
  table: string,
  items: Row[],
  column: string,
): Promise<Map<number, Row>> {
  const ids = [...new Set(items.map((r) => r[column]).filter((v) => v != null))] as number[];
  const rows: Row[] = ids.length ? await db(table).select('*').whereIn('id', ids) : [];
  return new Map<number, Row>(rows.map((r) => [Number(r['id']), r]));
}

/** Everything needed to shape the given items, in a fixed number of queries. */
export async function loadItems(
  db: Knex,
  ids: number[],
  { withDates = true } = {},
): Promise<LoadedItems> {
  const rowsList: Row[] = ids.length ? await db('contenuti').select('*').whereIn('id', ids) : [];
  const rows = new Map(rowsList.map((r) => [Number(r['id']), r]));
  const translations = await loadTranslations(db, ids);
  const { entries, singles } = await loadDates(db, ids, withDates);
  const categories = await loadReferenced(db, 'categorie', rowsList, 'categoria');
  const places = await loadReferenced(db, 'luoghi', rowsList, 'luogo');
  const images = await loadImages(
    db,
    rowsList.map((r) => r['cover']),
  );
  return { rows, translations, entries, singles, categories, places, images };
}
