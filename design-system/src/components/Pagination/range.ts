export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Pages to show: always the first and the last, the current one with `siblings` pages on each
 * side, and an ellipsis where pages are skipped. A gap of a single page shows that page instead.
 */
export function paginationRange(page: number, totalPages: number, siblings = 1): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const start = Math.max(2, current - siblings);
  const end = Math.min(total - 1, current + siblings);
  const items: PaginationItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push('ellipsis-end');
  if (total > 1) items.push(total);
  return items;
}
