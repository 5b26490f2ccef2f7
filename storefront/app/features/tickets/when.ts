import { formatDate, formatDateTime } from '@city/design-system';
import { slotKeyDate } from '../../lib/domain/queue';

/** A ticket's `data` (slot key yyyyMMddHHmm, Europe/Rome wall clock, or a day) as text. */
export function whenOfSlot(value: string, lang: 'it' | 'en' | 'fr'): string {
  const day = slotKeyDate(value);
  if (day) return formatDateTime(`${day}T${value.slice(8, 10)}:${value.slice(10, 12)}`, lang);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, lang) : formatDateTime(value, lang);
}
