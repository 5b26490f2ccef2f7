// Whether a content item is past (spec section 4), from the dates its type keeps, by
// @city/calendar's rule.
import { isPastContent } from '@city/calendar';
import type { AnyDateEntry } from '@city/calendar';
import { dateKindOf, singleDatedTypes, singleDatesField } from '@city/content-types';

interface DatedContent {
  tipo: string;
  past?: boolean | undefined;
  date?: ReadonlyArray<object> | undefined;
  date_spettacoli?: ReadonlyArray<{ data: string }> | undefined;
  date_visite_guidate?: ReadonlyArray<{ data: string }> | undefined;
  date_appuntamenti?: ReadonlyArray<{ data: string }> | undefined;
}

/** The date entries that decide whether an item is past, by type (spec section 4). */
export function pastEntries(item: DatedContent): AnyDateEntry[] {
  if (dateKindOf(item.tipo) === 'entries') return (item.date ?? []) as AnyDateEntry[];
  const single = singleDatedTypes.find((type) => type === item.tipo);
  return single ? [...(item[singleDatesField(single)] ?? [])] : [];
}

/**
 * Events and activities are past when every date entry has ended; shows and guided visits when
 * every date is before today (dates compared at UTC midnight). Undated content is never past.
 */
export function isPast(item: DatedContent, today: Date | string = new Date()): boolean {
  const entries = pastEntries(item);
  if (entries.length === 0) return item.past ?? false;
  return isPastContent(entries, today);
}
