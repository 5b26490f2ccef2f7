import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ticket } from './data';
import { ticketsCalendar } from './ics';

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 1,
  codice: 'ABCDABCDABCDABCD',
  codice_leggibile: 'ABCD-ABCD-ABCD-ABCD',
  tipo: 'visite_guidate',
  nome: { it: 'Visita, guidata; al Museo', en: 'Guided tour', fr: 'Visite guidée' },
  data: '202612051030',
  inizio: '2026-12-05T09:30:00.000Z',
  fine: '2026-12-05T11:00:00.000Z',
  valido_dal: '2026-12-05',
  valido_al: '2026-12-05',
  tariffa_nome: null,
  intestatario: null,
  stato: 'valid',
  used_at: null,
  luogo: { nome: 'Museo Egizio', indirizzo: 'Via Accademia delle Scienze, 6', citta: 'Torino' },
  qr_svg: 'data:image/svg+xml;base64,',
  ...over,
});

const options = {
  lang: 'it' as const,
  orderId: 'order-1',
  host: 'citta.example',
  url: 'https://citta.example/it/checkout/success/order-1',
  stamp: new Date('2026-11-27T10:00:00Z'),
};

/** The calendar's content lines, unfolded (RFC 5545, 3.1). */
const unfold = (body: string) => body.replace(/\r\n /g, '').split('\r\n');

describe('ticketsCalendar', () => {
  it('writes one event per visit with its start, end, venue and escaped text, CRLF ends', () => {
    const { body, count } = ticketsCalendar(
      [ticket(), ticket({ id: 2 }), ticket({ id: 3, inizio: null, fine: null, tipo: 'carte' })],
      options,
    );
    expect(count).toBe(1);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(body);
    expect(lines).toContain('DTSTART:20261205T093000Z');
    expect(lines).toContain('DTEND:20261205T110000Z');
    expect(lines).toContain('SUMMARY:Visita\\, guidata\\; al Museo');
    expect(lines).toContain('LOCATION:Museo Egizio\\, Via Accademia delle Scienze\\, 6\\, Torino');
    expect(lines).toContain('UID:order-1-1@citta.example');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('leaves voided and undated tickets out', () => {
    const { count } = ticketsCalendar(
      [ticket({ stato: 'voided' }), ticket({ inizio: null })],
      options,
    );
    expect(count).toBe(0);
  });

  it('keeps any name in one escaped SUMMARY, folded at 75 octets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (name) => {
        const { body } = ticketsCalendar([ticket({ nome: { it: name } })], options);
        for (const line of body.split('\r\n'))
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        const summary = unfold(body).find((line) => line.startsWith('SUMMARY:')) ?? '';
        const value = summary.slice('SUMMARY:'.length);
        // no unescaped separator or line break survives
        expect(value).not.toMatch(/(^|[^\\])(\\\\)*[;,]/);
        expect(value).not.toMatch(/[\r\n]/);
        const decoded = value.replace(/\\([\\;,n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
        expect(decoded).toBe(name.replace(/\r\n/g, '\n'));
      }),
    );
  });
});
