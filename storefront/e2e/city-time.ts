// The city's wall clock (Europe/Rome) for the end-to-end tests: what the admin app stores and
// what the calendar files of tickets carry.

const rome = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The city's wall-clock fields of an instant, two digits each (four for the year). */
export function cityClock(ms: number): Record<string, string> {
  return Object.fromEntries(rome.formatToParts(ms).map((part) => [part.type, part.value]));
}

/** The city's wall-clock time `minutes` from now, as the admin app stores a dateTime. */
export function cityTime(minutes: number): string {
  const c = cityClock(Date.now() + minutes * 60_000);
  return `${c['year']}-${c['month']}-${c['day']}T${c['hour']}:${c['minute']}:${c['second']}`;
}

/** A city wall-clock time (`yyyymmddhhmm`) as an iCalendar UTC date-time. */
export function utcOfCityTime(key: string): string {
  const [y, mo, d, h, mi] = [0, 4, 6, 8, 10].map((at) => Number(key.slice(at, at + (at ? 2 : 4))));
  const guess = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const c = cityClock(guess);
  const n = (name: string) => Number(c[name]);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return new Date(guess - (wall - guess))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
