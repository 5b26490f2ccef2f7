/** Card descriptions taken from operator text are cut at 255 characters (spec). */
export const cardDescriptionLimit = 255;

const ellipsis = '…';

/**
 * Cuts a text to at most `limit` characters (the ellipsis not counted) on a word boundary, and
 * marks the cut with an ellipsis. Whitespace is collapsed first; shorter texts come back whole.
 */
export function truncateText(text: string, limit: number = cardDescriptionLimit): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  let cut = clean.slice(0, limit);
  if (clean.charAt(limit) !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    // A single word longer than the limit is cut inside the word.
    if (lastSpace > 0) cut = cut.slice(0, lastSpace);
  }
  return `${cut.replace(/[\s.,;:!?\-–—]+$/, '')}${ellipsis}`;
}
