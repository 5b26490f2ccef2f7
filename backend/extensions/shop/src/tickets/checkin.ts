// Check-in at the door (`POST /shop/checkin { codice }`): the scanned QR payload (signature
// verified first: a forged or altered code is unknown) or the typed code. A ticket changes from
// valid to used in ONE conditional UPDATE (`... WHERE id = ? AND stato = 'valid'`), so of many
// simultaneous scans exactly one is answered 200; the others read it used. Passes and loyalty
// cards admit on every scan within their validity. Door staff (role `controllo`) and
// administrators check every ticket; organisers only tickets of their own appointments.
import type { Knex } from 'knex';
import { ApiError, forbidden, unauthenticated } from '../../../shared/http';
import { affected, json, num, toIso } from '../db';
import type { Viewer } from '../viewer';
import { hasRole } from '../viewer';
import { groupCode, normalizeTyped } from './codes';
import { dayOf, romeDay } from './days';
import { isPayload, verifyPayload } from './sign';
import type { TicketKeys } from './sign';

type Row = Record<string, unknown>;

export const DOOR_ROLE = 'controllo';

export interface Admitted {
  esito: 'valid';
  tipo: string;
  codice: string;
  codice_leggibile: string;
  nome: unknown;
  data: string | null;
  tariffa: string | null;
  intestatario: unknown;
  valido_dal: string | null;
  valido_al: string | null;
  used_at: string | null;
}

const notFound = () => new ApiError(404, 'TICKET_NOT_FOUND', 'No ticket has this code.');

/** The code a request names: verified QR payload or typed code; 400 / 404 when it cannot be. */
export function codeOf(keys: TicketKeys, body: unknown): string {
  const raw =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Row)['codice'] : undefined;
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 256)
    throw new ApiError(
      400,
      'INVALID_PAYLOAD',
      'codice must be the scanned QR text or the typed code.',
      {
        field: 'codice',
      },
    );
  if (isPayload(raw)) {
    const v = verifyPayload(keys.publicKeys, raw);
    if (!v.ok) throw notFound();
    return v.code;
  }
  const code = normalizeTyped(raw);
  if (!code) throw notFound();
  return code;
}

const summary = (r: Row, tipo: string): Admitted => ({
  esito: 'valid',
  tipo,
  codice: String(r['codice']),
  codice_leggibile: groupCode(String(r['codice'])),
  nome: json(r['nome'], null),
  data: (r['data'] as string | null) ?? null,
  tariffa: (r['tariffa'] as string | null) ?? null,
  intestatario: json(r['intestatario'], null),
  valido_dal: dayOf(r['valido_dal']),
  valido_al: dayOf(r['valido_al']),
  used_at: toIso(r['used_at']),
});

function refuse(r: Row, today: string): ApiError | null {
  const s = summary(r, String(r['tipo']));
  const extra = { biglietto: { ...s, esito: undefined } };
  if (r['stato'] === 'voided')
    return new ApiError(409, 'TICKET_VOIDED', 'This ticket was voided.', extra);
  if (r['stato'] === 'used')
    return new ApiError(409, 'TICKET_ALREADY_USED', 'This ticket was already used.', {
      ...extra,
      used_at: s.used_at,
    });
  if ((s.valido_dal && today < s.valido_dal) || (s.valido_al && today > s.valido_al))
    return new ApiError(409, 'TICKET_NOT_VALID_TODAY', 'This ticket is not valid today.', {
      ...extra,
      valido_dal: s.valido_dal,
      valido_al: s.valido_al,
    });
  return null;
}

async function ownsAppointment(db: Knex, user: string, r: Row): Promise<boolean> {
  if (r['tipo'] !== 'appuntamenti') return false;
  const owned = await db('contenuti')
    .where({ id: Number(r['item_id']), proprietario: user })
    .first('id');
  return Boolean(owned);
}

/** A pass or loyalty card shown at the door: admitted on every scan while valid. */
async function checkCard(db: Knex, code: string, today: string): Promise<Admitted | null> {
  const pass = (await db('abbonamenti_athena').where({ codice: code }).first()) as Row | undefined;
  const card = pass
    ? undefined
    : ((await db('card_armonia').where({ codice: code }).first()) as Row | undefined);
  const r = pass ?? card;
  if (!r) return null;
  const tipo = pass ? 'abbonamenti_athena' : 'card_armonia';
  const dal = dayOf(pass ? r['valido_dal'] : r['valida_dal']);
  const al = dayOf(pass ? r['valido_al'] : r['valida_al']);
  const active = pass ? r['stato'] === 'attivo' : r['stato'] === 'attiva';
  const holder = pass ? { first_name: r['first_name'], last_name: r['last_name'] } : null;
  const view: Admitted = {
    esito: 'valid',
    tipo,
    codice: code,
    codice_leggibile: code,
    nome: null,
    data: null,
    tariffa: null,
    intestatario: holder,
    valido_dal: dal,
    valido_al: al,
    used_at: null,
  };
  const names = (await db('contenuti_translations')
    .where({ contenuti_id: num(r['prodotto']) })
    .select('languages_code', 'titolo')) as Row[];
  view.nome = Object.fromEntries(
    names.map((n) => [String(n['languages_code']).slice(0, 2), n['titolo']]),
  );
  const extra = { biglietto: { ...view, esito: undefined } };
  if (!active) throw new ApiError(409, 'TICKET_VOIDED', 'This card was voided.', extra);
  if ((dal && today < dal) || (al && today > al))
    throw new ApiError(409, 'TICKET_NOT_VALID_TODAY', 'This card is not valid today.', {
      ...extra,
      valido_dal: dal,
      valido_al: al,
    });
  return view;
}

export async function checkIn(
  db: Knex,
  keys: TicketKeys,
  viewer: Viewer,
  body: unknown,
  now = new Date(),
): Promise<Admitted> {
  if (viewer.user === null) throw unauthenticated();
  const staff = viewer.admin || hasRole(viewer, DOOR_ROLE);
  const organiser = !staff && hasRole(viewer, 'organizzatore');
  if (!staff && !organiser) throw forbidden('Only door staff and organisers check tickets in.');
  const code = codeOf(keys, body);
  const today = romeDay(now);
  const ticket = (await db('biglietti').where({ codice: code }).first()) as Row | undefined;
  if (!ticket) {
    if (organiser) throw notFound();
    const card = await checkCard(db, code, today);
    if (!card) throw notFound();
    return card;
  }
  if (organiser && !(await ownsAppointment(db, viewer.user, ticket)))
    throw forbidden('Organisers check in only tickets of their own appointments.');
  const before = refuse(ticket, today);
  if (before) throw before;
  const won = affected(
    await db('biglietti')
      .where({ id: ticket['id'], stato: 'valid' })
      .update({ stato: 'used', used_at: now, usato_da: viewer.user }),
  );
  if (!won) {
    const after = (await db('biglietti').where({ id: ticket['id'] }).first()) as Row;
    throw (
      refuse(after, today) ??
      new ApiError(409, 'TICKET_ALREADY_USED', 'This ticket was already used.')
    );
  }
  return summary({ ...ticket, stato: 'used', used_at: now }, String(ticket['tipo']));
}
