// The order's tickets as a PDF (`GET /shop/ordini/:id/biglietti.pdf`): one A5 page per ticket,
// pass or loyalty card, in the order's language, in the colours of the site's theme (tokens:
// citta), with the signed QR, what it admits and when, and the venue. Drawn with pdfkit; the text
// font is the theme's Titillium Web (latin subset: Italian and French letters), embedded.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { cittaTokens } from '../../../../../tokens/src/themes/citta/tokens';
import { formatDay, formatInstant, nameIn, ticketWords } from './labels';
import type { Locale } from './labels';
import { qrPng } from './qr';
import type { CardView, OrderTickets, TicketView } from './read';

const resolveFrom = createRequire(import.meta.url);
const font = (weight: number) =>
  resolveFrom.resolve(`@fontsource/titillium-web/files/titillium-web-latin-${weight}-normal.woff`);

const c = cittaTokens.color;
const A5: [number, number] = [419.53, 595.28];
const M = 32;

interface Page {
  kind: string;
  title: string;
  lines: Array<[string, string]>;
  qr: string;
  code: string;
  note: string;
  stamp: string | null;
}

function ticketPage(t: TicketView, locale: Locale, numero: string): Page {
  const w = ticketWords[locale];
  const lines: Array<[string, string]> = [];
  const kind = w.kinds[t.tipo as keyof typeof w.kinds] ?? w.ticket;
  lines.push([w.ticket, `${kind} — ${w.admits}`]);
  if (t.tariffa) lines.push([w.rate, nameIn(t.tariffa_nome, locale) || t.tariffa]);
  if (t.inizio) lines.push([w.when, formatInstant(t.inizio, locale)]);
  else if (t.valido_dal)
    lines.push([
      w.when,
      w.validFrom(formatDay(t.valido_dal, locale), formatDay(t.valido_al ?? t.valido_dal, locale)),
    ]);
  if (t.luogo)
    lines.push([
      w.where,
      [t.luogo.nome, t.luogo.indirizzo, t.luogo.citta].filter(Boolean).join(', '),
    ]);
  if (t.intestatario)
    lines.push([w.holder, `${t.intestatario.first_name} ${t.intestatario.last_name}`.trim()]);
  if (t.lingua) lines.push([w.language, t.lingua.toUpperCase()]);
  lines.push([w.order, numero]);
  return {
    kind,
    title: nameIn(t.nome, locale),
    lines,
    qr: t.qr,
    code: t.codice_leggibile,
    note: w.showAtDoor,
    stamp: t.stato === 'used' ? w.used : t.stato === 'voided' ? w.voided : null,
  };
}

function cardPage(t: CardView, locale: Locale, numero: string): Page {
  const w = ticketWords[locale];
  const kind = t.tipo === 'abbonamenti_athena' ? w.pass : w.card;
  const lines: Array<[string, string]> = [
    [
      w.when,
      w.validFrom(formatDay(t.valido_dal, locale), formatDay(t.valido_al ?? t.valido_dal, locale)),
    ],
  ];
  if (t.intestatario)
    lines.push([w.holder, `${t.intestatario.first_name} ${t.intestatario.last_name}`.trim()]);
  lines.push([w.order, numero]);
  return {
    kind,
    title: nameIn(t.nome, locale) || kind,
    lines,
    qr: t.qr,
    code: t.codice,
    note: w.showCard,
    stamp: t.stato === 'voided' ? w.voided : null,
  };
}

/** Renders the pages; resolves with the PDF bytes. */
export async function ticketsPdf(data: OrderTickets, locale: Locale): Promise<Buffer> {
  const w = ticketWords[locale];
  const pages = [
    ...data.biglietti.map((t) => ticketPage(t, locale, data.ordine.numero)),
    ...data.tessere.map((t) => cardPage(t, locale, data.ordine.numero)),
  ];
  const qrs = await Promise.all(pages.map((p) => qrPng(p.qr, 6)));
  const doc = new PDFDocument({
    size: A5,
    margin: M,
    autoFirstPage: false,
    info: { Title: `${w.ticket} ${data.ordine.numero}`, Author: w.site },
    lang: locale,
  });
  doc.registerFont('text', font(400));
  doc.registerFont('bold', font(700));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = A5[0] - 2 * M;
  pages.forEach((p, i) => {
    doc.addPage();
    doc.rect(0, 0, A5[0], 64).fill(c.brand.base);
    doc.fillColor(c.brand.onBase).font('bold').fontSize(11).text(w.site, M, 18, { width });
    doc.font('text').fontSize(10).text(p.kind, M, 36, { width });
    doc.rect(0, 64, A5[0], 4).fill(c.accent.base);
    doc.fillColor(c.text.primary).font('bold').fontSize(18).text(p.title, M, 84, { width });
    let y = doc.y + 8;
    for (const [label, value] of p.lines) {
      doc.fillColor(c.text.secondary).font('text').fontSize(9).text(label, M, y, { width });
      doc.fillColor(c.text.primary).font('bold').fontSize(11).text(value, M, doc.y, { width });
      y = doc.y + 6;
    }
    const size = 180;
    const top = Math.max(y + 6, A5[1] - size - 120);
    const left = (A5[0] - size) / 2;
    doc.image(qrs[i]!, left, top, { width: size, height: size });
    doc
      .fillColor(c.text.primary)
      .font('bold')
      .fontSize(14)
      .text(p.code, M, top + size + 6, { width, align: 'center', characterSpacing: 1 });
    doc
      .fillColor(c.text.secondary)
      .font('text')
      .fontSize(9)
      .text(p.note, M, A5[1] - M - 24, { width, align: 'center' });
    if (p.stamp) {
      doc.save();
      doc.rotate(-20, { origin: [A5[0] / 2, top + size / 2] });
      doc
        .fillColor(c.critical.base)
        .font('bold')
        .fontSize(36)
        .text(p.stamp, 0, top + size / 2 - 20, { width: A5[0], align: 'center' });
      doc.restore();
    }
  });
  if (pages.length === 0) {
    doc.addPage();
    doc.fillColor(c.text.primary).font('bold').fontSize(14).text(data.ordine.numero, M, M);
  }
  doc.end();
  return done;
}
