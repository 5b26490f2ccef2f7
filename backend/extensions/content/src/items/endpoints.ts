// GET /pages/content/item/:type/:id and GET /pages/content/by-slug: one item in its detail
// shape, published or opened with its preview token.
import { isContentType } from '@city/content-types';
import type { Knex } from 'knex';
import { z } from 'zod';
import { badRequest, notFound } from '../../../shared/http';
import { today } from '../dates';
import type { Row } from '../hook-api';
import { localeSchema, parse } from '../query';
import { loadItems } from './load';
import { shapeDetail } from './shape';

const itemQuery = z
  .object({ locale: localeSchema, preview: z.string().max(128).optional() })
  .strict();
const bySlugSchema = z
  .object({
    slug: z.string().min(1).max(500),
    locale: localeSchema,
    preview: z.string().max(128).optional(),
  })
  .strict();

/** The detail of an item that is published, or a draft opened with its preview token. */
async function detail(
  db: Knex,
  id: number,
  locale: string,
  preview: string | undefined,
  expectedType?: string,
) {
  const loaded = await loadItems(db, [id]);
  const row = loaded.rows.get(id);
  if (!row || (expectedType && row['tipo'] !== expectedType)) throw notFound('Item not found.');
  const previewOk =
    typeof preview === 'string' && preview.length >= 16 && row['preview_token'] === preview;
  if (row['status'] !== 'published' && !previewOk) throw notFound('Item not found.');
  return shapeDetail(db, loaded, id, locale, today());
}

export async function item(db: Knex, type: string, idText: string, query: unknown) {
  const p = parse(itemQuery, query);
  if (!isContentType(type)) throw notFound(`Unknown content type "${type}".`);
  if (!/^\d{1,10}$/.test(idText) || Number(idText) < 1)
    throw badRequest('The id must be a positive integer.', 'id');
  return { data: await detail(db, Number(idText), p.locale, p.preview, type) };
}

/** The item whose slug (in any locale, the asked one first) is this path. */
export async function bySlug(db: Knex, query: unknown) {
  const p = parse(bySlugSchema, query);
  const slug = p.slug.replace(/^\/+|\/+$/g, '');
  if (!slug) throw badRequest('The slug must not be empty.', 'slug');
  const rows: Row[] = await db('contenuti_translations as t')
    .join('contenuti as c', 'c.id', 't.contenuti_id')
    .select('t.contenuti_id', 't.languages_code')
    .where('t.slug', slug);
  const match = rows.find((r) => r['languages_code'] === p.locale) ?? rows[0];
  if (!match) throw notFound('No content has this slug.');
  const data = await detail(db, Number(match['contenuti_id']), p.locale, p.preview);
  const mismatch =
    match['languages_code'] !== p.locale ? { locale_mismatch: match['languages_code'] } : {};
  return { data: { ...data, ...mismatch } };
}
