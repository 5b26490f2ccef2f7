// The kinds of operator listings: each is a `contenuti` type with the role it needs and the fields
// its owner may write; and the Directus ItemsService shape the listings are written through.
import type { Knex } from 'knex';
import { notFound } from '../../../shared/http';

type Row = Record<string, unknown>;

/** Listings are `contenuti` rows of these types. */
export const KINDS = {
  outdoor: {
    tipo: 'operatori_outdoor',
    role: 'operatore_outdoor',
    fields: ['telefono', 'email', 'sito', 'luogo', 'cover', 'categoria'],
  },
  incoming: {
    tipo: 'operatori_incoming',
    role: 'operatore_incoming',
    fields: ['telefono', 'email', 'sito', 'luogo', 'cover', 'categoria'],
  },
  ristorazione: {
    tipo: 'ristoranti',
    role: 'ristoratore',
    fields: ['telefono', 'email', 'sito', 'luogo', 'cover', 'categoria', 'fascia_prezzo'],
  },
  appuntamenti: {
    tipo: 'appuntamenti',
    role: 'organizzatore',
    fields: ['telefono', 'email', 'sito', 'luogo', 'cover', 'categoria', 'prezzo'],
  },
} as const;
export type Kind = keyof typeof KINDS;

/** Roles that may upload images (any operator kind). */
export const OPERATOR_ROLES = Object.values(KINDS).map((k) => k.role);

interface ItemsServiceLike {
  readOne(key: string | number, query?: Row): Promise<Row>;
  readByQuery(query: Row): Promise<Row[]>;
  createOne(data: Row): Promise<string | number>;
  updateOne(key: string | number, data: Row): Promise<string | number>;
}
export type ItemsServiceFactory = (collection: string, knex?: Knex) => Promise<ItemsServiceLike>;

export function kindOf(raw: string | undefined): Kind {
  if (!raw || !(raw in KINDS)) throw notFound('Unknown operator kind.');
  return raw as Kind;
}
