// Reading a listing written by its operator: the kind's own fields, the status (draft or in_review
// only), the translations and, for appointments, the slots. Every refusal names its field.
import { translationFields } from '@city/content-types';
import { forbidden, invalid } from '../../../shared/http';
import { keyToDate, slotKey } from '../db';
import { KINDS } from './kinds';
import type { Kind } from './kinds';

type Row = Record<string, unknown>;

const OWNER_STATUSES = ['draft', 'in_review'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An ISO date-time with its offset, read as the city's wall time of that instant. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One field of the kind; throws when its value is not acceptable. */
function fieldValue(f: string, v: unknown): unknown {
  if (f === 'cover') {
    if (v !== null && (typeof v !== 'string' || !UUID.test(v)))
      throw invalid('cover', 'cover must be the id of an uploaded image, or null.');
    return v;
  }
  if (v !== null && typeof v !== 'string' && typeof v !== 'number')
    throw invalid(f, `${f} must be a string, a number or null.`);
  if (
    (f === 'prezzo' || f === 'luogo' || f === 'categoria') &&
    v !== null &&
    (!Number.isInteger(Number(v)) || Number(v) < 0)
  ) {
    throw invalid(f, `${f} must be a non-negative integer.`);
  }
  if (f === 'email' && v !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(v)))
    throw invalid(f, 'email must be a valid address.');
  return v;
}

function translationOf(t: unknown, i: number): Row {
  if (typeof t !== 'object' || t === null)
    throw invalid(`translations[${i}]`, 'Each translation must be an object.');
  const tr = t as Row;
  if (!['it', 'en', 'fr'].includes(String(tr['languages_code'])))
    throw invalid(`translations[${i}].languages_code`, 'languages_code must be it, en or fr.');
  const out: Row = { languages_code: tr['languages_code'] };
  for (const f of translationFields) {
    if (tr[f] === undefined) continue;
    if (tr[f] !== null && typeof tr[f] !== 'string')
      throw invalid(`translations[${i}].${f}`, `${f} must be a string.`);
    out[f] = tr[f];
  }
  if (tr['id'] !== undefined) out['id'] = tr['id'];
  return out;
}

const isPositiveInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

function slotOf(s: unknown, i: number): Row {
  if (typeof s !== 'object' || s === null)
    throw invalid(`slots[${i}]`, 'Each slot must be an object.');
  const sl: Row = { ...(s as Row) };
  if (
    typeof sl['data'] === 'string' &&
    ISO_WITH_OFFSET.test(sl['data']) &&
    !Number.isNaN(Date.parse(sl['data']))
  )
    sl['data'] = slotKey(new Date(sl['data']));
  if (typeof sl['data'] !== 'string' || !keyToDate(sl['data']))
    throw invalid(`slots[${i}].data`, 'data must be a valid yyyyMMddHHmm key.');
  const cap = sl['capacita'];
  if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 0 || cap > 100000)
    throw invalid(`slots[${i}].capacita`, 'capacita must be a non-negative integer.');
  const minutes = sl['durata_minuti'];
  if (minutes !== undefined && minutes !== null && !isPositiveInt(minutes))
    throw invalid(`slots[${i}].durata_minuti`, 'durata_minuti must be a positive integer.');
  if (sl['lingua'] !== undefined && sl['lingua'] !== null && typeof sl['lingua'] !== 'string')
    throw invalid(`slots[${i}].lingua`, 'lingua must be a string.');
  if (sl['id'] !== undefined && (typeof sl['id'] !== 'number' || !Number.isInteger(sl['id'])))
    throw invalid(`slots[${i}].id`, 'id must be an integer.');
  return sl;
}

function slotsOf(raw: unknown): Row[] {
  if (!Array.isArray(raw)) throw invalid('slots', 'slots must be a list.');
  const slots = raw.map(slotOf);
  const keys = slots.map((s) => s['data']);
  if (new Set(keys).size !== keys.length) throw invalid('slots', 'Two slots have the same data.');
  return slots;
}

export function listingPayload(
  kind: Kind,
  body: unknown,
  creating: boolean,
): { data: Row; slots: Row[] | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('body', 'The body must be a JSON object.');
  const b: Row = { ...(body as Row) };
  // names of the storefront's form, accepted as aliases of the documented ones
  if (b['cover'] === undefined && b['immagine'] !== undefined) b['cover'] = b['immagine'];
  if (b['status'] === undefined && b['stato'] !== undefined) b['status'] = b['stato'];
  const data: Row = {};
  for (const f of KINDS[kind].fields) if (b[f] !== undefined) data[f] = fieldValue(f, b[f]);
  if (b['status'] !== undefined) {
    if (typeof b['status'] !== 'string') throw invalid('status', 'status must be a string.');
    if (!OWNER_STATUSES.includes(b['status']))
      throw forbidden('Operators may set status to draft or in_review only; editors publish.');
    data['status'] = b['status'];
  }
  if (b['translations'] !== undefined) {
    if (!Array.isArray(b['translations']))
      throw invalid('translations', 'translations must be a list.');
    data['translations'] = b['translations'].map(translationOf);
  }
  if (creating) {
    const trs = (data['translations'] as Row[] | undefined) ?? [];
    if (!trs.some((t) => typeof t['titolo'] === 'string' && String(t['titolo']).trim() !== ''))
      throw invalid('translations', 'At least one translation with a titolo is required.');
  }
  const slots = kind === 'appuntamenti' && b['slots'] !== undefined ? slotsOf(b['slots']) : null;
  return { data, slots };
}
