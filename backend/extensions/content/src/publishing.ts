// Publishing rules of contenuti, enforced by the API whatever writes the item (the admin app,
// the REST API, the schedule below):
// - a published item needs an Italian title; a published item of a dated type needs a date
//   (events and activities a date entry, shows, guided tours and appointments a dated item; an
//   activity booked with the loyalty card has dated items instead of, or besides, its entries);
// - an item becomes published only when its cover has an Italian text alternative (files' `alt`);
// - an item with `pubblica_il` (a wall-clock date-time of the city, like the other dateTime
//   fields) that is a draft or in review is published by the backend's own schedule once that
//   time has come (CONTENT_PUBLISH_CRON, every minute by default), through Directus' items
//   service so that revisions, the derived columns and the search text follow as for an editor.
import type { Knex } from 'knex';
import { keysOf, type HookRegister, type Logger, type Row } from './hook-api';

export const typesWithEntries = ['eventi', 'attivita'];
export const typesWithSingles = ['spettacoli', 'visite_guidate', 'appuntamenti'];

type Locale = 'it' | 'en' | 'fr';

const messages: Record<string, Record<Locale, string>> = {
  title: {
    it: 'Un contenuto pubblicato deve avere il titolo in italiano.',
    en: 'A published item needs its Italian title.',
    fr: 'Un contenu publié doit avoir son titre en italien.',
  },
  date: {
    it: 'Un contenuto pubblicato di questo tipo deve avere almeno una data.',
    en: 'A published item of this type needs at least one date.',
    fr: 'Un contenu publié de ce type doit avoir au moins une date.',
  },
  alt: {
    it: 'Prima di pubblicare, scrivi il testo alternativo in italiano dell’immagine di copertina.',
    en: 'Before publishing, write the Italian alt text of the cover image.',
    fr: 'Avant de publier, écrivez le texte alternatif en italien de l’image de couverture.',
  },
};

/**
 * The error Directus answers as 400 with the given message (code INVALID_PAYLOAD): Directus
 * recognises its errors by the name `DirectusError` (@directus/errors).
 */
export class PublishingError extends Error {
  status = 400;
  code = 'INVALID_PAYLOAD';
  extensions: Row;
  constructor(
    public rule: 'title' | 'date' | 'alt',
    locale: Locale,
  ) {
    super(messages[rule]![locale]);
    this.name = 'DirectusError';
    this.extensions = { code: 'INVALID_PAYLOAD', rule, reason: this.message };
  }
}

/** it/en/fr from a Directus user language such as `en-US`; Italian otherwise. */
export function localeOf(language: unknown): Locale {
  const code = typeof language === 'string' ? language.slice(0, 2).toLowerCase() : '';
  return code === 'en' || code === 'fr' ? code : 'it';
}

type Nested = Row[] | { create?: Row[]; update?: Row[]; delete?: unknown[] } | undefined;

/** Ids kept, rows changed and rows added by a nested o2m payload (array or detailed form). */
function applyNested(existing: Row[], nested: Nested): Row[] {
  if (nested === undefined || nested === null) return existing;
  if (Array.isArray(nested)) {
    // the array form replaces the list: ids (or rows with an id) kept, rows without id added
    return nested.map((entry) => {
      if (entry !== null && typeof entry === 'object') {
        const row = entry as Row;
        const old = row['id'] != null ? existing.find((e) => e['id'] == row['id']) : undefined;
        return { ...(old ?? {}), ...row };
      }
      return existing.find((e) => e['id'] == entry) ?? { id: entry };
    });
  }
  const deleted = new Set((nested.delete ?? []).map(String));
  const updates = new Map((nested.update ?? []).map((u) => [String(u['id']), u]));
  return [
    ...existing
      .filter((e) => !deleted.has(String(e['id'])))
      .map((e) => ({ ...e, ...(updates.get(String(e['id'])) ?? {}) })),
    ...(nested.create ?? []),
  ];
}

const languageOf = (row: Row): unknown => {
  const code = row['languages_code'];
  return code !== null && typeof code === 'object' ? (code as Row)['code'] : code;
};

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The item as it will be once the payload is written: fields, translations and dates. */
async function resulting(db: Knex, id: unknown, payload: Row) {
  const current: Row | undefined =
    id == null ? undefined : await db('contenuti').where({ id }).first();
  const item = { ...(current ?? {}), ...payload };
  const translations = applyNested(
    id == null
      ? []
      : await db('contenuti_translations')
          .where({ contenuti_id: id })
          .select('id', 'languages_code', 'titolo'),
    payload['translations'] as Nested,
  );
  const entries = applyNested(
    id == null ? [] : await db('date').where({ contenuto: id }).select('id'),
    payload['date'] as Nested,
  );
  const singles = applyNested(
    id == null ? [] : await db('date_puntuali').where({ contenuto: id }).select('id'),
    payload['date_puntuali'] as Nested,
  );
  return { current, item, translations, entries, singles };
}

/** Throws a PublishingError when the written item would break a publishing rule. */
export async function checkPublishing(
  db: Knex,
  id: unknown,
  payload: Row,
  locale: Locale,
): Promise<void> {
  const { current, item, translations, entries, singles } = await resulting(db, id, payload);
  if (item['status'] !== 'published') return;
  const italian = translations.find((t) => languageOf(t) === 'it');
  if (!italian || !filled(italian['titolo'])) throw new PublishingError('title', locale);
  const tipo = String(item['tipo'] ?? '');
  const slotsBooked = tipo === 'attivita' && singles.length > 0;
  if (typesWithEntries.includes(tipo) && entries.length === 0 && !slotsBooked)
    throw new PublishingError('date', locale);
  if (typesWithSingles.includes(tipo) && singles.length === 0)
    throw new PublishingError('date', locale);
  // the cover's alt text is asked when the item becomes published or its cover changes
  const becomesPublished = current?.['status'] !== 'published';
  const coverChanged = 'cover' in payload && payload['cover'] !== current?.['cover'];
  const cover = item['cover'];
  if (cover && (becomesPublished || coverChanged)) {
    const coverId = typeof cover === 'object' ? (cover as Row)['id'] : cover;
    const file: Row | undefined = coverId
      ? await db('directus_files').where({ id: coverId }).first('alt')
      : undefined;
    if (file && !filled(file['alt'])) throw new PublishingError('alt', locale);
  }
}

async function localeOfUser(db: Knex, context: Row): Promise<Locale> {
  const user = (context['accountability'] as Row | null | undefined)?.['user'];
  if (!user) return 'it';
  const row: Row | undefined = await db('directus_users').where({ id: user }).first('language');
  return localeOf(row?.['language']);
}

/** Milliseconds of a stored dateTime read as a wall-clock time (SQLite: epoch ms or text). */
export function wallClockMs(value: unknown): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  const text = String(value);
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** The city's wall-clock time now, as milliseconds of the same time read in UTC. */
export function cityWallClockNow(timeZone: string, now: Date = new Date()): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
    Number(parts['second']),
  );
}

/** Ids of drafts and items in review whose publishing time has come. */
export async function dueForPublishing(db: Knex, wallNow: number): Promise<number[]> {
  const rows: Row[] = await db('contenuti')
    .whereIn('status', ['draft', 'in_review'])
    .whereNotNull('pubblica_il')
    .select('id', 'pubblica_il');
  return rows
    .filter((r) => {
      const at = wallClockMs(r['pubblica_il']);
      return at !== null && at <= wallNow;
    })
    .map((r) => Number(r['id']));
}

export interface ItemsServiceLike {
  updateOne(key: number, data: Row): Promise<unknown>;
}

/** Publishes the items whose time has come; an item that breaks a rule stays as it is. */
export async function publishDue(
  db: Knex,
  service: ItemsServiceLike,
  logger: Logger,
  wallNow: number,
): Promise<number[]> {
  const done: number[] = [];
  for (const id of await dueForPublishing(db, wallNow)) {
    try {
      await service.updateOne(id, { status: 'published', pubblica_il: null });
      done.push(id);
    } catch (error) {
      logger.warn(error, `scheduled publishing of contenuti ${id} refused`);
    }
  }
  if (done.length) logger.info({ ids: done }, 'scheduled items published');
  return done;
}

export interface PublishingContext {
  db: Knex;
  env: Record<string, unknown>;
  logger: Logger;
  services: Row;
  getSchema: () => Promise<unknown>;
}

export function registerPublishing(register: HookRegister, ctx: PublishingContext): void {
  const { db, env, logger } = ctx;
  for (const event of ['create', 'update'] as const)
    register.filter(`contenuti.items.${event}`, async (payload, meta, context) => {
      const knex = (context['database'] as Knex | undefined) ?? db;
      const row = (payload ?? {}) as Row;
      const keys = event === 'create' ? [null] : keysOf(meta);
      const locale = await localeOfUser(knex, context);
      for (const key of keys) await checkPublishing(knex, key, row, locale);
      return payload;
    });

  const cron = String(
    env['CONTENT_PUBLISH_CRON'] ?? process.env['CONTENT_PUBLISH_CRON'] ?? '* * * * *',
  );
  const timeZone = String(
    env['CONTENT_TIMEZONE'] ?? process.env['CONTENT_TIMEZONE'] ?? 'Europe/Rome',
  );
  let running = false;
  register.schedule(cron, async () => {
    if (running) return;
    running = true;
    try {
      const ItemsService = ctx.services['ItemsService'] as new (
        collection: string,
        options: Row,
      ) => ItemsServiceLike;
      const schema = await ctx.getSchema();
      // an accountability (not null) records the change in activity and revisions, without a user
      const accountability = {
        admin: true,
        app: false,
        user: null,
        role: null,
        roles: [],
        ip: null,
      };
      const service = new ItemsService('contenuti', { schema, accountability, knex: db });
      await publishDue(db, service, logger, cityWallClockNow(timeZone));
    } catch (error) {
      logger.error(error, 'scheduled publishing failed');
    } finally {
      running = false;
    }
  });
}
