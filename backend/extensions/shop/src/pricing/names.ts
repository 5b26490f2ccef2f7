// Names of a content in the three languages, from its translations; a missing language falls back
// to the Italian title, then to any title, then to the given fallback.
import type { Knex } from 'knex';
import type { Names } from './types';

type Row = Record<string, unknown>;

export async function names(db: Knex, id: string | number, fallback: string): Promise<Names> {
  const out: Names = { it: fallback, en: fallback, fr: fallback };
  try {
    const rows = (await db('contenuti_translations')
      .where({ contenuti_id: id })
      .select('languages_code', 'titolo')) as Row[];
    for (const r of rows) {
      const code = String(r['languages_code']) as keyof Names;
      if (code in out && r['titolo']) out[code] = String(r['titolo']);
    }
    if (!rows.find((r) => r['languages_code'] === 'it')) {
      const first = rows.find((r) => r['titolo']);
      if (first)
        for (const k of ['it', 'en', 'fr'] as const)
          if (out[k] === fallback) out[k] = String(first['titolo']);
    }
  } catch {
    // collections without translations keep the fallback name
  }
  return out;
}
