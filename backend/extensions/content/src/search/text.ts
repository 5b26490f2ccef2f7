// Search text normalisation shared by the index (stored search_text) and the query (q).

/** Lower case, accents removed, HTML tags and punctuation turned into single spaces. */
export function normalize(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of a query, at most 8, each at least one character. */
export function queryWords(q: string): string[] {
  return normalize(q).split(' ').filter(Boolean).slice(0, 8);
}

/** SQLite FTS5 MATCH expression: every word as a prefix, all required. */
export function ftsQuery(words: string[]): string {
  return words.map((w) => `"${w.replace(/"/g, '')}"*`).join(' ');
}

/** PostgreSQL to_tsquery('simple', ...) expression: every word as a prefix, all required. */
export function tsQuery(words: string[]): string {
  return words.map((w) => `${w.replace(/[^\p{L}\p{N}]/gu, '')}:*`).join(' & ');
}
