// `GET /listino/:tipo/:id`: the price list of one product as the shop sells it today (price, group
// price, stock, rates, accessories, agreements and combos that include it).
import type { Knex } from 'knex';
import { notFound } from '../../../shared/http';
import { bool, json, num, numOrNull, toDay } from '../db';
import { ITEM_TYPES, names } from '../pricing';
import type { Pricing } from '../pricing';

type Row = Record<string, unknown>;

const named = (c: Row) => ({ codice: c['codice'], nome: json(c['nome'], null) });

async function accessoriesOf(db: Knex, tipoNorm: string, id: string) {
  const rows = (await db('tariffe')
    .where({ genere: 'accessorio', tipo: tipoNorm, attiva: true })
    .andWhere((q) => q.where({ item_id: id }).orWhereNull('item_id'))
    .select('codice', 'nome', 'prezzo')) as Row[];
  return rows.map((a) => ({ ...named(a), prezzo: num(a['prezzo']) }));
}

/** Active agreements valid today for the type. */
async function agreementsOf(db: Knex, tipo: string, tipoNorm: string) {
  const today = new Date().toISOString().slice(0, 10);
  const rows = ((await db('convenzioni').where({ attiva: true }).select('*')) as Row[]).filter(
    (c) => {
      const tipi = json<string[]>(c['tipi'], []);
      const from = toDay(c['valido_dal']);
      const to = toDay(c['valido_al']);
      return (
        (tipi.length === 0 || tipi.includes(tipoNorm) || tipi.includes(tipo)) &&
        (!from || from <= today) &&
        (!to || today <= to)
      );
    },
  );
  return rows.map((c) => ({
    ...named(c),
    sconto_percentuale: numOrNull(c['sconto_percentuale']),
    sconto_centesimi: numOrNull(c['sconto_centesimi']),
  }));
}

/** Active combos with an element of this product. */
async function combosOf(db: Knex, tipoNorm: string, id: string) {
  const rows = ((await db('combo').where({ attivo: true }).select('*')) as Row[]).filter((c) =>
    json<Array<{ tipo: string; id: unknown }>>(c['elementi'], []).some(
      (e) => (e.tipo === 'carte_regalate' ? 'carte' : e.tipo) === tipoNorm && String(e.id) === id,
    ),
  );
  return rows.map((c) => ({ ...named(c), elementi: json(c['elementi'], []) }));
}

export async function readListino(
  db: Knex,
  pricing: Pricing,
  tipo: string,
  id: string,
): Promise<Row> {
  if (!(ITEM_TYPES as readonly string[]).includes(tipo) || !/^\d{1,12}$/.test(id))
    throw notFound('Unknown product.');
  const contentType = tipo === 'visite_guidate' || tipo === 'appuntamenti' ? tipo : 'prodotti';
  const p = (await db('contenuti').where({ id, tipo: contentType }).first()) as Row | undefined;
  if (!p || p['status'] !== 'published') throw notFound('Unknown product.');
  const tipoNorm = tipo === 'carte_regalate' ? 'carte' : tipo;
  const rates = await pricing.rates(tipo, id);
  const accessori = await accessoriesOf(db, tipoNorm, id);
  const convenzioni = await agreementsOf(db, tipo, tipoNorm);
  const combo = await combosOf(db, tipoNorm, id);
  const stock = numOrNull(p['stock']);
  return {
    tipo,
    id: Number(id),
    nome: await names(db, id, `#${id}`),
    prezzo: numOrNull(p['prezzo']),
    prezzo_gruppo: numOrNull(p['prezzo_gruppo']),
    soglia_gruppo: numOrNull(p['soglia_gruppo']),
    tipo_carta: (p['tipo_carta'] as string | null) ?? null,
    disponibili: stock !== null ? Math.max(0, stock - num(p['venduti'])) : null,
    in_vendita:
      p['in_vendita'] === undefined || p['in_vendita'] === null ? true : bool(p['in_vendita']),
    tariffe: rates.map((t) => ({
      codice: t.codice,
      nome: t.nome,
      prezzo: t.prezzo,
      prezzo_gruppo: t.prezzo_gruppo,
      soglia_gruppo: t.soglia_gruppo,
      predefinita: t.predefinita,
    })),
    accessori,
    convenzioni,
    combo,
  };
}
