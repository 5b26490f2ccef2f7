import { icsCalendarOf } from '../../lib/seo/ics';
import type { CalendarEvent } from '../../lib/seo/ics';
import type { Ticket } from './data';

type Lang = 'it' | 'en' | 'fr';

export function localizedName(
  value: Partial<Record<Lang, string | null | undefined>> | null,
  lang: Lang,
): string {
  if (!value) return '';
  return value[lang] ?? value.it ?? value.en ?? value.fr ?? '';
}

export function venueText(venue: Ticket['luogo']): string | null {
  if (!venue) return null;
  const text = [venue.nome, venue.indirizzo, venue.citta].filter(Boolean).join(', ');
  return text || null;
}

/** The tickets that have a start time and are not voided: what a calendar can hold. */
export function datedTickets(tickets: ReadonlyArray<Ticket>): Ticket[] {
  return tickets.filter((ticket) => ticket.inizio && ticket.stato !== 'voided');
}

/**
 * An order's dated tickets as calendar events: one event per item and start (two places on the
 * same tour are one visit), from `inizio` to `fine`, at the venue, linking the order's page.
 */
export function ticketsCalendar(
  tickets: ReadonlyArray<Ticket>,
  options: { lang: Lang; orderId: string; host: string; url: string; stamp: Date },
): { body: string; count: number } {
  const events = new Map<string, CalendarEvent>();
  for (const ticket of datedTickets(tickets)) {
    const start = ticket.inizio as string;
    const key = `${ticket.tipo}|${localizedName(ticket.nome, 'it')}|${start}`;
    if (events.has(key)) continue;
    events.set(key, {
      uid: `${options.orderId}-${ticket.id}@${options.host}`,
      title: localizedName(ticket.nome, options.lang),
      location: venueText(ticket.luogo),
      url: options.url,
      start,
      end: ticket.fine,
      stamp: options.stamp,
    });
  }
  return { body: icsCalendarOf([...events.values()]), count: events.size };
}
