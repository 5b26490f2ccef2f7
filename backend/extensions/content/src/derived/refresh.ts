// The derived columns of contenuti: the first, next, last and sort dates of an item, the
// normalised search text of each translation and the slug of a translation written without one,
// recomputed from the item's own data.
import { dateKindOf, entryDatedTypes, singleDatedTypes } from '@city/content-types';
import type { Knex } from 'knex';
import {
  deriveFromEntries,
  deriveFromSingles,
  FALLBACK_SORT_DATE,
  today,
  type DateEntryRow,
  type DerivedDates,
} from '../dates';
import type { Row } from '../hook-api';
import { loadItems, type LoadedItems } from '../items/load';
import { localized } from '../items/values';
import { normalize } from '../search/text';
import { slugFromTitle } from './slugs';

/** The derived dates of an item by its type's dates; undated items sort last. */
function derivedDates(loaded: LoadedItems, id: number, tipo: string, now: number): DerivedDates {
  const kind = dateKindOf(tipo);
  if (kind === 'entries')
    return deriveFromEntries((loaded.entries.get(id) ?? []) as DateEntryRow[], now);
  if (kind === 'singles')
    return deriveFromSingles(
      (loaded.singles.get(id) ?? []).map((s) => s['data']),
      now,
    );
  return { first_date: null, next_date: null, last_date: null, sort_date: FALLBACK_SORT_DATE };
}

/** The search text of a translation: its texts, the category, the place and the type. */
function searchText(loaded: LoadedItems, r: Row, t: Row): string {
  const locale = String(t['languages_code']);
  const cat = loaded.categories.get(Number(r['categoria']));
  const place = loaded.places.get(Number(r['luogo']));
  return normalize(
    [
      t['titolo'],
      t['sottotitolo'],
      t['descrizione'],
      t['seo_description'],
      cat ? localized(cat['nome'], locale) : null,
      cat?.['codice'],
      place?.['nome'],
      place?.['citta'],
      String(r['tipo']).replace(/_/g, ' '),
    ]
      .filter(Boolean)
      .join(' '),
  );
}

async function refreshItem(db: Knex, loaded: LoadedItems, id: number, now: number) {
  const r = loaded.rows.get(id);
  if (!r) return;
  await db('contenuti')
    .where({ id })
    .update(derivedDates(loaded, id, String(r['tipo']), now));
  for (const t of loaded.translations.get(id) ?? []) {
    const locale = String(t['languages_code']);
    const slug = t['slug'] ? null : slugFromTitle(String(r['tipo']), locale, t['titolo'], id);
    await db('contenuti_translations')
      .where({ contenuti_id: id, languages_code: locale })
      .update({ search_text: searchText(loaded, r, t), ...(slug ? { slug } : {}) });
  }
}

/** Recompute derived dates of items and the search text of their translations. */
export async function refreshItems(db: Knex, ids: number[], now = today()): Promise<void> {
  const unique = [...new Set(ids.filter((i) => Number.isInteger(i) && i > 0))];
  for (let i = 0; i < unique.length; i += 200) {
    const chunk = unique.slice(i, i + 200);
    const loaded = await loadItems(db, chunk);
    for (const id of chunk) await refreshItem(db, loaded, id, now);
  }
}

/** Items whose next occurrence has passed (or is unknown although dated): refreshed daily. */
export async function refreshStale(db: Knex, now = today()): Promise<number> {
  const iso = new Date(now * 86_400_000).toISOString().slice(0, 10);
  const rows: Row[] = await db('contenuti')
    .select('id')
    .whereIn('tipo', [...entryDatedTypes, ...singleDatedTypes])
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
