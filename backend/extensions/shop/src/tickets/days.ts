// Days and times of tickets in the venue's time zone (Europe/Rome): "today" at the door, the day
// of a slot key (yyyyMMddHHmm, wall-clock time of the venue), and the instant of a slot key.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-MM-dd of an instant in Europe/Rome. */
export const romeDay = (d: Date): string => DAY.format(d);

/** yyyy-MM-dd of a slot key, or null when the key is not one. */
export function slotDay(key: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(key);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** HH:mm of a slot key, or null. */
export function slotTime(key: string | null): string | null {
  const m = /^\d{8}(\d{2})(\d{2})$/.exec(key ?? '');
  return m ? `${m[1]}:${m[2]}` : null;
}

/** yyyy-MM-dd of a DB date value (a Date, epoch ms or text). */
export function dayOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || /^\d{9,}$/.test(String(value)))
    return new Date(Number(value)).toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
