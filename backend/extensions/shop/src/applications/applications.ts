// Operator applications (candidature_operatori): a signed-in user applies to become an outdoor or
// incoming operator or a restaurateur and reads their own applications. Administrators decide in the admin app; the
// content extension attaches the operator policy when an application is approved.
import type { Knex } from 'knex';
import { z } from 'zod';
import { ApiError } from '../../../shared/http';
import type { ErrorEntry } from '../../../shared/http';
import { lockRow, toIso, tx } from '../db';
import type { Viewer } from '../viewer';
import { requireUser } from '../viewer';

type Row = Record<string, unknown>;

export const APPLICATION_KINDS = ['outdoor', 'incoming', 'ristorazione'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** Role (and policy) name granted by an approved application of each kind. */
export const roleOfKind: Record<ApplicationKind, string> = {
  outdoor: 'operatore_outdoor',
  incoming: 'operatore_incoming',
  ristorazione: 'ristoratore',
};

const TABLE = 'candidature_operatori';

// Italian VAT number (11 digits, optional IT prefix) or Italian tax code (16 characters).
const VAT = /^(IT)?\d{11}$/;
const TAX_CODE = /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/;
const PHONE = /^\+?[0-9][0-9 ()./-]{4,22}[0-9]$/;

const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(min, { error: 'too_short' })
    .max(max, { error: 'too_long' });

export const applicationSchema = z.object({
  tipo: z.enum(APPLICATION_KINDS, { error: 'required' }),
  ragione_sociale: text(2, 160),
  partita_iva: z
    .string({ error: 'required' })
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .refine((v) => VAT.test(v) || TAX_CODE.test(v), { error: 'format' }),
    ),
  telefono: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 6, { error: 'format' }),
  sito_web: z
    .union([z.string(), z.null(), z.undefined()])
    .transform((v) => (typeof v === 'string' ? v.trim() : ''))
    .pipe(
      z
        .string()
        .max(255, { error: 'too_long' })
        .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(v), {
          error: 'format',
        }),
    )
    .transform((v) => (v === '' ? null : v)),
  descrizione: text(20, 2000),
});

const messages: Record<string, string> = {
  required: 'is required.',
  too_short: 'is too short.',
  too_long: 'is too long.',
  format: 'is not in a valid format.',
};

function parse(body: unknown): z.infer<typeof applicationSchema> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'INVALID_PAYLOAD', 'The body must be a JSON object.', {
      field: 'body',
      reason: 'format',
    });
  const result = applicationSchema.safeParse(body);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const entries: ErrorEntry[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    const reason = messages[issue.message] ? issue.message : 'format';
    entries.push({
      message: `${field} ${messages[reason] ?? messages['format']}`,
      extensions: { code: 'INVALID_PAYLOAD', field, reason },
    });
  }
  throw ApiError.many(400, entries);
}

export interface Application {
  id: number;
  tipo: string;
  stato: string;
  ragione_sociale: string;
  partita_iva: string;
  telefono: string;
  sito_web: string | null;
  descrizione: string;
  nota_moderatore: string | null;
  date_created: string | null;
  date_updated: string | null;
}

const answer = (r: Row): Application => ({
  id: Number(r['id']),
  tipo: String(r['tipo']),
  stato: String(r['stato']),
  ragione_sociale: String(r['ragione_sociale'] ?? ''),
  partita_iva: String(r['partita_iva'] ?? ''),
  telefono: String(r['telefono'] ?? ''),
  sito_web: (r['sito_web'] as string | null) ?? null,
  descrizione: String(r['descrizione'] ?? ''),
  nota_moderatore: (r['nota_moderatore'] as string | null) ?? null,
  date_created: toIso(r['date_created']),
  date_updated: toIso(r['date_updated']),
});

export class Applications {
  constructor(private readonly db: Knex) {}

  /** The caller's applications, newest first. */
  async mine(viewer: Viewer): Promise<Application[]> {
    const user = requireUser(viewer);
    const rows = (await this.db(TABLE)
      .where({ user })
      .orderBy([
        { column: 'date_created', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select('*')) as Row[];
    return rows.map(answer);
  }

  /**
   * Records an application in state submitted. Refused with 409 while the user holds the role of
   * that kind or has an application of that kind still submitted (rejected ones may be followed by
   * a new one).
   */
  async create(viewer: Viewer, body: unknown): Promise<Application> {
    const user = requireUser(viewer);
    const data = parse(body);
    const role = roleOfKind[data.tipo];
    if (viewer.roles.some((r) => r === role))
      throw new ApiError(409, 'ALREADY_OPERATOR', `You are already an ${data.tipo} operator.`, {
        field: 'tipo',
      });
    return tx(this.db, async (trx) => {
      // one application at a time per user: concurrent requests wait here (PostgreSQL)
      await lockRow(trx, 'directus_users', user);
      const open = await trx(TABLE)
        .where({ user, tipo: data.tipo, stato: 'submitted' })
        .first('id');
      if (open)
        throw new ApiError(
          409,
          'APPLICATION_OPEN',
          `An ${data.tipo} application of yours is already waiting for a decision.`,
          { field: 'tipo', id: Number((open as Row)['id']) },
        );
      const now = new Date();
      const [inserted] = (await trx(TABLE)
        .insert({ ...data, user, stato: 'submitted', date_created: now, date_updated: now })
        .returning('id')) as Array<Row | number>;
      const id = typeof inserted === 'object' ? Number(inserted?.['id']) : Number(inserted);
      return answer((await trx(TABLE).where({ id }).first()) as Row);
    });
  }
}
