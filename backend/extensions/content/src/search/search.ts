// GET /pages/content/search: published items filtered by text, type, category and dates, in
// date or title order, one page at a time with the total.
import { contentTypes } from '@city/content-types';
import type { Knex } from 'knex';
import { z } from 'zod';
import { badRequest } from '../../../shared/http';
import { dayToIso, today } from '../dates';
import type { Row } from '../hook-api';
import { loadItems } from '../items/load';
import { shapeListItem } from '../items/shape';
import { intString, isoDay, localeSchema, parse } from '../query';
import { ftsQuery, queryWords, tsQuery } from './text';

const searchSchema = z
  .object({
    q: z.string().max(200).optional(),
    type: z
      .string()
      .optional()
      .transform((s) =>
        s
          ? s
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.enum(contentTypes))),
    category: z.string().max(64).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    hidePast: z.enum(['0', '1', 'true', 'false']).optional(),
    sort: z.enum(['next', 'title']).default('next'),
    page: intString(1, 100_000).default(1),
    limit: intString(1, 100).default(20),
    locale: localeSchema,
  })
  .strict();
type SearchQuery = z.infer<typeof searchSchema>;

/** How a search reads the database, decided by its query and the database client. */
interface Plan {
  p: SearchQuery;
  words: string[];
  pg: boolean;
  /**
   * Read from contenuti_elenco (text search, title order): one row per translation with its
   * item's filter and order columns, so that filters, order, page and total need no join.
   */
  list: boolean;
}

function isPg(db: Knex): boolean {
  const client = String((db.client as { config?: { client?: string } }).config?.client ?? '');
  return client === 'pg' || client === 'postgres' || client === 'postgresql';
}

/**
 * The rows searched: the items, or their translations of the locale from the list table when the
 * query needs the translation (`c.id` is the item's id either way). Items lacking the locale are
 * left out of those; the other lists show them with the Italian fallback and translation_missing.
 */
function searchBase(db: Knex, { p, list, words, pg }: Plan): Knex.QueryBuilder {
  if (!list) return db('contenuti as c');
  // SQLite text search: `+` keeps the planner off the (languages_code, status, …) indexes, which
  // would walk every translation of the locale; the matches are read by their ids instead.
  if (words.length && !pg)
    return db('contenuti_elenco as c').whereRaw('+c.languages_code = ?', [p.locale]);
  if (words.length) {
    // PostgreSQL: the matching translations first (the locale's GIN index), then filters and
    // order on them: left to itself the planner may walk a title index and test every row's text.
    const matches = db('contenuti_elenco')
      .select('id', 'titolo', 'status', 'tipo', 'categoria', 'first_date', 'last_date', 'sort_date')
      .where('languages_code', p.locale)
      .whereRaw("parole @@ to_tsquery('simple', ?)", [tsQuery(words)]);
    return db.withMaterialized('corrispondenze', matches).from('corrispondenze as c');
  }
  return db('contenuti_elenco as c').where('c.languages_code', p.locale);
}

/** The filters of the query: published, type, category, past, date range, text. */
function applyFilters(db: Knex, base: Knex.QueryBuilder, { p, words, pg }: Plan, todayIso: string) {
  if (words.length && !pg) base.whereRaw('+c.status = ?', ['published']);
  else base.where('c.status', 'published');
  if (p.type.length) base.whereIn('c.tipo', p.type);
  if (p.category) {
    if (/^\d+$/.test(p.category)) base.where('c.categoria', Number(p.category));
    else base.whereIn('c.categoria', db('categorie').select('id').where('codice', p.category));
  }
  // Past hidden: no last day (open-ended) or a last day from today on. One term, not an OR: an OR
  // makes SQLite read the rows of two index ranges instead of one covering index.
  if (p.hidePast === '1' || p.hidePast === 'true')
    base.whereRaw('COALESCE(c.last_date, ?) >= ?', ['9999-12-31', todayIso]);
  // A side left open (a recurrence without an end, or without a start) reaches past that bound of
  // the range; an item without dates (both sides null) is never in a date range. Written as plain
  // AND terms so that the (status, categoria, tipo, …) index keeps narrowing the rows; only the
  // stored first and last days are read (the list table has no other date).
  const { from, to } = p;
  if (from || to)
    base.andWhere((q) => q.whereNotNull('c.first_date').orWhereNotNull('c.last_date'));
  if (from) base.whereRaw('COALESCE(c.last_date, ?) >= ?', ['9999-12-31', from]);
  if (to) base.whereRaw('COALESCE(c.first_date, ?) <= ?', ['0001-01-01', to]);
  // SQLite: the matching translations of the locale's FTS5 table, whose rowids are the
  // translations' ids (PostgreSQL's text is matched in searchBase). The locale is one of the
  // schema's three, so the table's name is one of three.
  if (words.length && !pg) {
    const fts = `contenuti_fts_${p.locale}`;
    base.whereRaw(`c.tr_id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`, [ftsQuery(words)]);
  }
}

/** The ids of the page in the query's order (with the window count when `windowCount`). */
function orderedPage(db: Knex, base: Knex.QueryBuilder, { p }: Plan, windowCount: boolean) {
  const ordered = base.clone().select('c.id');
  if (windowCount) ordered.select(db.raw('count(*) over () as n'));
  // (languages_code, status, [tipo,] titolo, id) index order: no sort step for title order
  if (p.sort === 'title')
    ordered.orderBy([
      { column: 'c.titolo', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ]);
  else
    ordered.orderBy([
      { column: 'c.sort_date', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ]);
  return ordered.limit(p.limit).offset((p.page - 1) * p.limit);
}

export async function search(db: Knex, query: unknown) {
  const p = parse(searchSchema, query);
  if (p.from && p.to && p.from > p.to) throw badRequest('"from" must not be after "to".', 'from');
  const now = today();
  const words = p.q ? queryWords(p.q) : [];
  const pg = isPg(db);
  const plan: Plan = { p, words, pg, list: words.length > 0 || p.sort === 'title' };
  const base = searchBase(db, plan);
  applyFilters(db, base, plan, dayToIso(now));
  const countAll = async () =>
    Number(((await base.clone().count({ n: '*' }).first()) as Row | undefined)?.['n'] ?? 0);
  // Text search: the page carries the total (a window count), so the matches are computed once;
  // a page past the end has no row to carry it and counts apart.
  const windowCount = words.length > 0;
  const idRows: Row[] = await orderedPage(db, base, plan, windowCount);
  const total = !windowCount
    ? await countAll()
    : idRows.length
      ? Number(idRows[0]?.['n'] ?? 0)
      : p.page > 1
        ? await countAll()
        : 0;
  const ids = idRows.map((r) => Number(r['id']));
  const loaded = await loadItems(db, ids);
  return {
    data: ids.map((id) => shapeListItem(loaded, id, p.locale, now)),
    meta: { total, page: p.page, limit: p.limit, pages: Math.ceil(total / p.limit) },
  };
}
