// Tickets (API.md "Tickets"): a paid order issues one ticket per admitted person with a signed QR
// (verifiable offline), an A5 PDF page per ticket in the order's language, check-in exactly once
// at the door (401/403, every refusal, parallel scans), voiding on cancellation; and the e-mails
// of the order's states, of a gift card, of an application decided and of Directus' own mails,
// in the reader's language, received by the local SMTP server.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeTyped, newTicketCode, groupCode } from '../../extensions/shop/src/tickets/codes';
import { keysFromEnv, signCode, verifyPayload } from '../../extensions/shop/src/tickets/sign';
import { Shop, START_TIMEOUT, errorCode, futureKey, idem, sid } from './helpers';
import type { Json } from './helpers';

interface Ticket {
  codice: string;
  codice_leggibile: string;
  tipo: string;
  stato: string;
  data: string | null;
  valido_dal: string | null;
  valido_al: string | null;
  qr: string;
  qr_svg: string;
  nome: { it?: string };
}
interface Tickets {
  data: {
    ordine: { numero: string };
    biglietti: Ticket[];
    tessere: Array<{ codice: string; qr: string }>;
  };
}
interface Order {
  id: string;
  numero: string;
  status: string;
  access_token?: string;
  righe: Array<{ id: number; tipo: string }>;
}

let shop: Shop;
let buyer: { id: string; email: string; token: string };
let door: { id: string; email: string; token: string };
let organiser: { id: string; email: string; token: string };
let museum: number;
let gift: number;
let pass: number;
let appointment: number;
let todays: number;
const future = futureKey(40, '1100');
const romeToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' })
  .format(new Date())
  .replace(/-/g, '');
const todayKey = `${romeToday}2350`;

const mailDir = () =>
  (shop.instance as unknown as { env: { MAIL_SINK_DIR: string } }).env.MAIL_SINK_DIR;

/** Mails received for `to` (oldest first), optionally only those whose subject names `about`. */
async function mailsTo(
  to: string,
  minCount = 1,
  timeoutMs = 20_000,
  about = '',
): Promise<ParsedMail[]> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dir = mailDir();
    const names = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    const out: ParsedMail[] = [];
    for (const n of names) {
      const m = await simpleParser(fs.readFileSync(path.join(dir, n)));
      const addrs = [m.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((v) => v.address?.toLowerCase());
      if (addrs.includes(to.toLowerCase()) && (m.subject ?? '').includes(about)) out.push(m);
    }
    if (out.length >= minCount || Date.now() > deadline) return out;
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; fonts: string[] }> {
  // pdf.js takes over the buffer it reads: read the font names first, hand it a copy
  const raw = Buffer.from(bytes).toString('latin1');
  const fonts = [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+[^\s/]+)/g)].map((m) => m[1] as string);
  const task = getDocument({ data: bytes.slice(), useSystemFonts: false, disableFontFace: true });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await task.destroy();
  return { pages, fonts };
}

beforeAll(async () => {
  shop = await Shop.start({ MAIL_OUTBOX_INTERVAL_MS: '300' });
  buyer = await shop.user('utente');
  door = await shop.user('controllo');
  organiser = await shop.user('organizzatore');
  museum = (
    await shop.content('prodotti', {
      tipo_prodotto: 'carte',
      tipo_carta: 'altro',
      prezzo: 1800,
      stock: 500,
      durata_giorni: 30,
    })
  ).id;
  gift = (
    await shop.content('prodotti', {
      tipo_prodotto: 'carte',
      prezzo: 5000,
      tipo_carta: 'regalo',
      importo: 5000,
    })
  ).id;
  pass = (
    await shop.content('prodotti', {
      tipo_prodotto: 'abbonamenti_athena',
      prezzo: 5200,
      durata_giorni: 365,
    })
  ).id;
  appointment = (
    await shop.content('appuntamenti', { prezzo: 1500, proprietario: organiser.id }, [
      { key: future, capienza: 20 },
      { key: todayKey, capienza: 20 },
    ])
  ).id;
  todays = appointment;
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

const buy = (body: Json, token: string | null = buyer.token) =>
  shop.checkout<Order>(body, token, idem());
const tickets = (id: string, token: string | null = buyer.token, q = '') =>
  shop.get<Tickets>(`/shop/ordini/${id}/biglietti${q}`, token);
const scan = (codice: unknown, token: string | null = door.token) =>
  shop.post<{ data: Json }>('/shop/checkin', { codice }, token);
const museumTickets = (q = 2) => ({
  prodotti: [{ key: 'm', id: museum, tipo: 'carte', quantita: q }],
});

async function appointmentBody(key: string, posti: number, token = buyer.token): Promise<Json> {
  const session = sid('t');
  const r = await shop.post<{ admitted: boolean }>(
    '/shop/queue/register',
    { data_appuntamento: key, session_id: session, posti },
    token,
  );
  expect(r.body.admitted).toBe(true);
  return {
    key: `a${key}`,
    id: appointment,
    tipo: 'appuntamenti',
    data: key,
    sessione: session,
    quantita: posti,
  };
}

describe('codes and signatures', () => {
  it('makes 16-character base32 codes, read back from what people type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), () => {
        const c = newTicketCode();
        expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
        expect(normalizeTyped(` ${groupCode(c).toLowerCase()} `)).toBe(c);
      }),
    );
    expect(normalizeTyped('12')).toBeNull();
    expect(normalizeTyped('<script>')).toBeNull();
  });

  it('verifies offline, refuses any changed character, other keys, and keeps earlier keys during rotation', () => {
    const keys = keysFromEnv({ SECRET: 'a' });
    const code = newTicketCode();
    const payload = signCode(keys, code);
    expect(verifyPayload(keys.publicKeys, payload)).toEqual({ ok: true, code, kid: 'dev' });
    fc.assert(
      fc.property(
        fc.nat({ max: payload.length - 1 }),
        fc.constantFrom(...'ABCXYZ0189-_.'),
        (i, ch) => {
          fc.pre(payload[i] !== ch);
          const changed = payload.slice(0, i) + ch + payload.slice(i + 1);
          expect(verifyPayload(keys.publicKeys, changed).ok).toBe(false);
        },
      ),
    );
    // the last base64url character holds 2 bits of the signature and 4 spare bits: a spelling
    // that only changes the spare bits decodes to the same signature and is still refused
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(payload.at(-1)!);
    const spare = alphabet[last ^ 1]!;
    expect(verifyPayload(keys.publicKeys, payload.slice(0, -1) + spare)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyPayload(keysFromEnv({ SECRET: 'b' }).publicKeys, payload).ok).toBe(false);
    // rotation: a new signing key, the old public key still accepted
    const next = generateKeyPairSync('ed25519');
    const oldPublic = createPublicKey(keys.privateKey)
      .export({ format: 'der', type: 'spki' })
      .toString('base64');
    const rotated = keysFromEnv({
      SHOP_TICKET_SIGNING_KEY: `k2:${next.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')}`,
      SHOP_TICKET_VERIFY_KEYS: `dev:${oldPublic}`,
    });
    expect(verifyPayload(rotated.publicKeys, payload).ok).toBe(true);
    expect(signCode(rotated, code)).toMatch(/^CT1\.k2\./);
    expect(() => keysFromEnv({ SHOP_TICKET_SIGNING_KEY: 'nonsense' })).toThrow(
      /SHOP_TICKET_SIGNING_KEY/,
    );
  });
});

describe('issuing', () => {
  it('issues one ticket per admitted person, none for gift cards, and shows passes with their codes', async () => {
    const order = await buy({
      prodotti: [
        museumTickets(2).prodotti[0],
        await appointmentBody(future, 3),
        { key: 'g', id: gift, tipo: 'carte_regalate', email: 'amica@example.com', quantita: 1 },
        {
          key: 'p',
          id: pass,
          tipo: 'abbonamenti_athena',
          quantita: 1,
          intestatario: { first_name: 'Giulia', last_name: 'Rossi', data_di_nascita: '1990-04-02' },
        },
      ],
      locale: 'it',
    });
    expect(order.body.status).toBe('paid');
    const res = await tickets(order.body.id);
    expect(res.status).toBe(200);
    const list = res.body.data.biglietti;
    expect(list.map((t) => t.tipo).sort()).toEqual([
      'appuntamenti',
      'appuntamenti',
      'appuntamenti',
      'carte',
      'carte',
    ]);
    expect(new Set(list.map((t) => t.codice)).size).toBe(5);
    expect(list.every((t) => t.stato === 'valid')).toBe(true);
    const dated = list.filter((t) => t.tipo === 'appuntamenti');
    expect(dated.every((t) => t.data === future && t.valido_dal === t.valido_al)).toBe(true);
    const keys = keysFromEnv({
      SECRET: (shop.instance as unknown as { env: { SECRET: string } }).env.SECRET,
    });
    for (const t of list) {
      expect(verifyPayload(keys.publicKeys, t.qr)).toMatchObject({ ok: true, code: t.codice });
      expect(t.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(res.body.data.tessere).toHaveLength(1);
    // the public keys a scanner verifies with offline
    const jwks = await shop.get<{ data: { keys: Array<{ kid: string; crv: string }> } }>(
      '/shop/checkin/chiavi',
      null,
    );
    expect(jwks.body.data.keys).toEqual([expect.objectContaining({ kid: 'dev', crv: 'Ed25519' })]);
  });

  it('answers the tickets to the owner, an administrator and a guest with the token only', async () => {
    const mine = await buy(museumTickets(1));
    expect((await tickets(mine.body.id, shop.admin)).status).toBe(200);
    const stranger = await shop.user('utente');
    expect((await tickets(mine.body.id, stranger.token)).status).toBe(404);
    const guest = await buy({ ...museumTickets(1), email: 'ospite@example.com' }, shop.guest);
    expect(guest.body.status).toBe('paid');
    expect((await tickets(guest.body.id, shop.guest)).status).toBe(404);
    expect((await tickets(guest.body.id, shop.guest, '?token=wrong')).status).toBe(404);
    const ok = await tickets(guest.body.id, shop.guest, `?token=${guest.body.access_token}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.biglietti).toHaveLength(1);
  });

  it('answers the PDF: one page per ticket in the order language, with the embedded theme font', async () => {
    const order = await buy({ ...museumTickets(2), locale: 'fr' });
    const res = await fetch(`${shop.url}/shop/ordini/${order.body.id}/biglietti.pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { pages, fonts } = await pdfText(bytes);
    const list = (await tickets(order.body.id)).body.data.biglietti;
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Billet');
    expect(pages[0]).toContain('Valable pour 1 personne');
    expect(pages[0]).toContain('Présentez ce code à l’entrée');
    expect(pages.join(' ')).toContain(list[0]!.codice_leggibile);
    expect(pages[0]).toContain(order.body.numero);
    expect(fonts.some((f) => f.includes('TitilliumWeb'))).toBe(true);
    const other = await shop.user('utente');
    const refused = await fetch(`${shop.url}/shop/ordini/${order.body.id}/biglietti.pdf`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(refused.status).toBe(404);
  });
});

describe('check-in', () => {
  it('admits a valid ticket once: 200, then 409 TICKET_ALREADY_USED, by QR or typed code', async () => {
    const order = await buy(museumTickets(2));
    const [a, b] = (await tickets(order.body.id)).body.data.biglietti as [Ticket, Ticket];
    const first = await scan(a.qr);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ esito: 'valid', codice: a.codice, tipo: 'carte' });
    const again = await scan(a.qr);
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('TICKET_ALREADY_USED');
    const typed = await scan(b.codice_leggibile.toLowerCase().replace(/-/g, ' '));
    expect(typed.status).toBe(200);
    expect(errorCode((await scan(b.codice)).body)).toBe('TICKET_ALREADY_USED');
    expect(
      (await tickets(order.body.id)).body.data.biglietti.every((t) => t.stato === 'used'),
    ).toBe(true);
  });

  it('answers 404 for unknown and forged codes, 400 for no code, 401 guests, 403 other users', async () => {
    const order = await buy(museumTickets(1));
    const [t] = (await tickets(order.body.id)).body.data.biglietti as [Ticket];
    expect(errorCode((await scan(newTicketCode())).body)).toBe('TICKET_NOT_FOUND');
    const forged = `${t.qr.slice(0, -3)}${t.qr.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await scan(forged)).status).toBe(404);
    const otherCode = t.qr.replace(t.codice, newTicketCode());
    expect(errorCode((await scan(otherCode)).body)).toBe('TICKET_NOT_FOUND');
    expect((await scan('')).status).toBe(400);
    expect((await shop.post('/shop/checkin', {}, door.token)).status).toBe(400);
    expect((await scan(t.qr, shop.guest)).status).toBe(401);
    expect((await scan(t.qr, null)).status).toBe(401);
    expect((await scan(t.qr, buyer.token)).status).toBe(403);
    // none of the refused scans used it
    expect((await scan(t.qr)).status).toBe(200);
  });

  it('answers 409 TICKET_NOT_VALID_TODAY for another day and TICKET_VOIDED after cancellation', async () => {
    const order = await buy({ prodotti: [await appointmentBody(future, 1)] });
    const [t] = (await tickets(order.body.id)).body.data.biglietti as [Ticket];
    const r = await scan(t.qr);
    expect(r.status).toBe(409);
    expect(errorCode(r.body)).toBe('TICKET_NOT_VALID_TODAY');
    const cancel = await shop.post(`/shop/ordini/${order.body.id}/annulla`, {}, shop.admin);
    expect(cancel.status).toBe(200);
    expect((await tickets(order.body.id)).body.data.biglietti[0]?.stato).toBe('voided');
    expect(errorCode((await scan(t.qr)).body)).toBe('TICKET_VOIDED');
  });

  it('voids only the cancelled line of an order', async () => {
    const order = await buy({
      prodotti: [museumTickets(1).prodotti[0], await appointmentBody(future, 1)],
    });
    const line = order.body.righe.find((r) => r.tipo === 'appuntamenti')!;
    expect(
      (await shop.post(`/shop/ordini/${order.body.id}/annulla`, { righe: [line.id] }, shop.admin))
        .status,
    ).toBe(200);
    const list = (await tickets(order.body.id)).body.data.biglietti;
    expect(list.find((t) => t.tipo === 'appuntamenti')?.stato).toBe('voided');
    expect(list.find((t) => t.tipo === 'carte')?.stato).toBe('valid');
  });

  it('lets organisers check in tickets of their own appointments only', async () => {
    const own = await buy({ prodotti: [await appointmentBody(todayKey, 1)] });
    const [t] = (await tickets(own.body.id)).body.data.biglietti as [Ticket];
    expect((await scan(t.qr, organiser.token)).status).toBe(200);
    const museumOrder = await buy(museumTickets(1));
    const [m] = (await tickets(museumOrder.body.id)).body.data.biglietti as [Ticket];
    expect((await scan(m.qr, organiser.token)).status).toBe(403);
    const stranger = await shop.user('organizzatore');
    const other = await buy({ prodotti: [await appointmentBody(todayKey, 1)] });
    const [o] = (await tickets(other.body.id)).body.data.biglietti as [Ticket];
    expect((await scan(o.qr, stranger.token)).status).toBe(403);
    expect(todays).toBe(appointment);
  });

  it('admits passes on every scan within their validity', async () => {
    const order = await buy({
      prodotti: [
        {
          key: 'p',
          id: pass,
          tipo: 'abbonamenti_athena',
          quantita: 1,
          intestatario: { first_name: 'Luca', last_name: 'Neri', data_di_nascita: '1985-01-01' },
        },
      ],
    });
    const [card] = (await tickets(order.body.id)).body.data.tessere as [
      { codice: string; qr: string },
    ];
    expect((await scan(card.qr)).status).toBe(200);
    expect((await scan(card.codice)).status).toBe(200);
  });

  it('gives exactly one 200 for 40 parallel scans of one ticket', async () => {
    const order = await buy(museumTickets(1));
    const [t] = (await tickets(order.body.id)).body.data.biglietti as [Ticket];
    const answers = await Promise.all(Array.from({ length: 40 }, () => scan(t.qr)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => errorCode(a.body) === 'TICKET_ALREADY_USED')).toHaveLength(39);
  });
});

describe('e-mails', () => {
  it('sends the confirmation with the PDF in the order language, and tells the gift card recipient', async () => {
    const recipient = `amica-${Date.now()}@example.com`;
    const order = await buy({
      prodotti: [
        museumTickets(1).prodotti[0],
        { key: 'g', id: gift, tipo: 'carte_regalate', email: recipient, quantita: 1 },
      ],
      locale: 'en',
    });
    const mail = (await mailsTo(buyer.email, 1, 20_000, order.body.numero))[0];
    expect(mail?.subject).toBe(`Order ${order.body.numero} confirmed`);
    expect(mail?.text).toContain('Your tickets are attached as a PDF');
    expect(mail?.html).toContain('lang="en"');
    expect(mail?.html).toContain(`/en/checkout/success/${order.body.id}`);
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`biglietti-${order.body.numero}.pdf`);
    const { pages } = await pdfText(new Uint8Array(pdf!.content));
    expect(pages[0]).toContain('Admits 1 person');
    const [giftMail] = await mailsTo(recipient);
    expect(giftMail?.subject).toBe('You have received a gift card');
    const code = (await shop.db('carte_regalo').where({ ordine: order.body.id }).first('codice'))
      ?.codice;
    expect(giftMail?.text).toContain(code);
  });

  it('tells a guest about a declined payment, with the link and token, in Italian', async () => {
    const email = `ospite-${Date.now()}@example.com`;
    const res = await shop.checkout<Order>(
      { ...museumTickets(1), email, locale: 'it' },
      shop.guest,
      idem(),
      'payment.failed',
    );
    expect(res.body.status).toBe('failed');
    const [mail] = await mailsTo(email, 1, 20_000, res.body.numero);
    expect(mail?.subject).toBe(`Ordine ${res.body.numero}: pagamento non riuscito`);
    expect(mail?.text).toContain(
      `/it/checkout/success/${res.body.id}?token=${res.body.access_token}`,
    );
  });

  it('tells the buyer about a cancellation and its refund, in French', async () => {
    const user = await shop.user('utente');
    const order = await buy({ ...museumTickets(1), locale: 'fr' }, user.token);
    await mailsTo(user.email, 1, 20_000, order.body.numero);
    expect((await shop.post(`/shop/ordini/${order.body.id}/annulla`, {}, shop.admin)).status).toBe(
      200,
    );
    const mails = await mailsTo(user.email, 2, 20_000, order.body.numero);
    const last = mails.at(-1);
    expect(last?.subject).toBe(`Commande ${order.body.numero} annulée`);
    expect(last?.text).toMatch(/Remboursement sur votre moyen de paiement : 18,00\s€/);
  });

  it('tells the applicant the decision, and sends password resets in the user language', async () => {
    const user = await shop.user('utente');
    await shop.call('PATCH', `/users/${user.id}`, { language: 'fr-FR' }, shop.admin);
    const created = await shop.post<{ id: number }>(
      '/shop/operatori/candidature',
      {
        tipo: 'outdoor',
        ragione_sociale: 'Canoa Viva srl',
        partita_iva: '12345678901',
        telefono: '+39 011 1234567',
        descrizione: 'Escursioni in canoa sul fiume con guide certificate, per gruppi e famiglie.',
      },
      user.token,
    );
    expect(created.status).toBe(201);
    await shop.call(
      'PATCH',
      `/items/candidature_operatori/${created.body.id}`,
      { stato: 'approved' },
      shop.admin,
    );
    const [decided] = await mailsTo(user.email);
    expect(decided?.subject).toBe('Votre candidature d’opérateur a été acceptée');
    const storefront = (shop.instance as unknown as { env: { STOREFRONT_URL: string } }).env
      .STOREFRONT_URL;
    const requested = await shop.post(
      '/auth/password/request',
      { email: user.email, reset_url: `${storefront}/it/dashboard/login/reset` },
      null,
    );
    expect(requested.status, JSON.stringify(requested.body)).toBe(204);
    const mails = await mailsTo(user.email, 2);
    const reset = mails.at(-1);
    expect(reset?.subject).toBe('Réinitialisez votre mot de passe');
    expect(reset?.text).toContain(`${storefront}/it/dashboard/login/reset?token=`);
    expect(reset?.html).toContain('lang="fr"');
  });
});
