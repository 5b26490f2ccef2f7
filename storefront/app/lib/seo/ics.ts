/** One event of an iCalendar file. */
export interface CalendarEvent {
  uid: string;
  title: string;
  description?: string | null | undefined;
  location?: string | null | undefined;
  url: string;
  /** yyyy-MM-dd (all-day) or an ISO date-time. */
  start: string;
  end?: string | null | undefined;
  stamp: Date;
}

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545, 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest, 'utf8') > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > 75) cut -= 1;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function dateValue(value: string, prop: 'DTSTART' | 'DTEND', allDayEnd = false): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    let day = value;
    if (allDayEnd) {
      const d = new Date(`${value}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 1);
      day = d.toISOString().slice(0, 10);
    }
    return `${prop};VALUE=DATE:${day.replace(/-/g, '')}`;
  }
  return `${prop}:${utcStamp(new Date(value))}`;
}

/** An RFC 5545 calendar with one event, CRLF line ends. */
export function icsCalendar(event: CalendarEvent): string {
  return icsCalendarOf([event]);
}

/** An RFC 5545 calendar with these events (an order's dated tickets), CRLF line ends. */
export function icsCalendarOf(events: ReadonlyArray<CalendarEvent>): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Citta//Turismo//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    dateValue(event.start, 'DTSTART'),
    ...(event.end ? [dateValue(event.end, 'DTEND', true)] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
  ];
}
