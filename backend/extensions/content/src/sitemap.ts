// GET /pages/content/sitemap: the published, current items of a locale that have a page of
// their own, each with its last change and its paths in the other locales.
import { linkTypes } from '@city/content-types';
import type { Knex } from 'knex';
import { z } from 'zod';
import { dayToIso, today } from './dates';
import type { Row } from './hook-api';
import { timestamp, urlOf } from './items/values';
import { localeSchema, parse } from './query';

const sitemapSchema = z.object({ locale: localeSchema }).strict();

interface SitemapItem {
  tipo: string;
  lastmod: unknown;
  /** The path of each locale that has a slug. */
  alt: Record<string, string>;
}

/** Translation rows (one per item and locale) gathered by item, in item order. */
function byItem(rows: Row[]): Map<number, SitemapItem> {
  const byId = new Map<number, SitemapItem>();
  for (const r of rows) {
    const id = Number(r['id']);
    if (!byId.has(id))
      byId.set(id, {
        tipo: String(r['tipo']),
        lastmod: r['date_updated'] ?? r['date_created'],
        alt: {},
      });
    const url = urlOf(String(r['languages_code']), r['slug']);
    if (url) byId.get(id)!.alt[String(r['languages_code'])] = url;
  }
  return byId;
}

export async function sitemap(db: Knex, query: unknown) {
  const p = parse(sitemapSchema, query);
  const todayIso = dayToIso(today());
  const rows: Row[] = await db('contenuti as c')
    .join('contenuti_translations as t', 't.contenuti_id', 'c.id')
    .select('c.id', 'c.tipo', 'c.date_updated', 'c.date_created', 't.languages_code', 't.slug')
    .where('c.status', 'published')
    .whereNotIn('c.tipo', linkTypes)
    .andWhere((q) => q.whereNull('c.last_date').orWhere('c.last_date', '>=', todayIso))
    .whereNotNull('t.slug')
    .orderBy('c.id');
  const data = [...byItem(rows).entries()]
    .filter(([, v]) => v.alt[p.locale])
    .map(([id, v]) => ({
      tipo: v.tipo,
      id,
      url: v.alt[p.locale]!,
      lastmod: timestamp(v.lastmod),
      alternates: v.alt,
    }));
  return { data };
}
