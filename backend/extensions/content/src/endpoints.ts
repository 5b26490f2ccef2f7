// GET /pages/content/part/footer | search | item/:type/:id | by-slug | sitemap, GET /pages/me.
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  contentTypes,
  loadImages,
  loadItems,
  localized,
  locales,
  pickTranslation,
  refreshItems,
  shapeDetail,
  shapeListItem,
  urlOf,
} from './content';
import { dayToIso, today } from './dates';
import {
  badRequest,
  HttpError,
  notFound,
  sendError,
  type Handler,
  type Req,
  type Res,
} from './http';
import { ftsQuery, queryWords, tsQuery } from './text';

type Row = Record<string, unknown>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');
const localeSchema = z.enum(locales).default('it');
const intString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a positive integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const searchSchema = z
  .object({
    q: z.string().max(200).optional(),
    type: z
      .string()
      .optional()
      .transform((s) =>
        s
          ? s
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.enum(contentTypes))),
    category: z.string().max(64).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    hidePast: z.enum(['0', '1', 'true', 'false']).optional(),
    sort: z.enum(['next', 'title']).default('next'),
    page: intString(1, 100_000).default(1),
    limit: intString(1, 100).default(20),
    locale: localeSchema,
  })
  .strict();

const footerSchema = z
  .object({
    locale: localeSchema,
    prefooter: z.enum(['visita', 'convention', 'trade', 'scuole']).default('visita'),
  })
  .strict();
const itemQuery = z
  .object({ locale: localeSchema, preview: z.string().max(128).optional() })
  .strict();
const bySlugSchema = z
  .object({
    slug: z.string().min(1).max(500),
    locale: localeSchema,
    preview: z.string().max(128).optional(),
  })
  .strict();
const sitemapSchema = z.object({ locale: localeSchema }).strict();

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  // a static token may travel as ?access_token= (read by Directus before the endpoint)
  const { access_token: _token, ...query } = (value ?? {}) as Record<string, unknown>;
  const result = schema.safeParse(query);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.length
      ? String(issue.path[0])
      : issue.code === 'unrecognized_keys'
        ? (issue as { keys?: string[] }).keys?.[0]
        : undefined;
    throw badRequest(
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter "${field}".`
        : `Invalid value for "${field}": ${issue.message}`,
      field,
    );
  }
  return result.data;
}

function isPg(db: Knex): boolean {
  const client = String((db.client as { config?: { client?: string } }).config?.client ?? '');
  return client === 'pg' || client === 'postgres' || client === 'postgresql';
}

export async function search(db: Knex, query: unknown) {
  const p = parse(searchSchema, query);
  if (p.from && p.to && p.from > p.to) throw badRequest('"from" must not be after "to".', 'from');
  const now = today();
  const todayIso = dayToIso(now);
  const words = p.q ? queryWords(p.q) : [];
  // The translation is joined only when the query needs it (text search, title order); otherwise
  // items lacking the locale are listed with the Italian fallback and translation_missing.
  const needsTranslation = words.length > 0 || p.sort === 'title';
  const pg = isPg(db);
  const titleList = needsTranslation && !words.length && !pg;
  let base: Knex.QueryBuilder;
  if (words.length && pg) {
    // The matching translations first (the locale's GIN index), then filters and order on them:
    // left to itself the planner may walk the order index and test the text of every item.
    const matches = db('contenuti_translations')
      .select('id', 'contenuti_id', 'titolo')
      .where('languages_code', p.locale)
      .whereRaw("to_tsvector('simple', coalesce(search_text, '')) @@ to_tsquery('simple', ?)", [
        tsQuery(words),
      ]);
    base = db
      .withMaterialized('corrispondenze', matches)
      .from('contenuti as c')
      .join('corrispondenze as t', 't.contenuti_id', 'c.id');
  } else if (titleList) {
    // Title order on SQLite: contenuti_elenco holds each translation with its item's filter
    // columns (`id` is the item's), so page and total read one covering index, with no join.
    base = db('contenuti_elenco as c').where('c.languages_code', p.locale);
  } else {
    base = db('contenuti as c');
    if (needsTranslation)
      base.join('contenuti_translations as t', function () {
        this.on('t.contenuti_id', '=', 'c.id').andOn(
          't.languages_code',
          '=',
          db.raw('?', [p.locale]),
        );
      });
  }
  base.where('c.status', 'published');
  if (p.type.length) base.whereIn('c.tipo', p.type);
  if (p.category) {
    if (/^\d+$/.test(p.category)) base.where('c.categoria', Number(p.category));
    else base.whereIn('c.categoria', db('categorie').select('id').where('codice', p.category));
  }
  if (p.hidePast === '1' || p.hidePast === 'true')
    base.andWhere((q) => q.whereNull('c.last_date').orWhere('c.last_date', '>=', todayIso));
  if (p.from) base.where('c.last_date', '>=', p.from);
  if (p.to) base.where('c.first_date', '<=', p.to);
  if (words.length && !pg)
    base.whereRaw('t.id IN (SELECT rowid FROM contenuti_fts WHERE contenuti_fts MATCH ?)', [
      ftsQuery(words),
    ]);
  const countAll = async () =>
    Number(((await base.clone().count({ n: '*' }).first()) as Row | undefined)?.['n'] ?? 0);
  // PostgreSQL text search: the page carries the total (a window count), so the matches are
  // computed once; a page past the end has no row to carry it and counts apart.
  const windowCount = words.length > 0 && pg;
  const ordered = base.clone().select('c.id');
  if (windowCount) ordered.select(db.raw('count(*) over () as n'));
  // (languages_code, titolo, contenuti_id) index order: no sort step for title order
  if (p.sort === 'title')
    ordered.orderBy([
      { column: titleList ? 'c.titolo' : 't.titolo', order: 'asc' },
      { column: titleList ? 'c.id' : 't.contenuti_id', order: 'asc' },
    ]);
  else
    ordered.orderBy([
      { column: 'c.sort_date', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ]);
  const idRows: Row[] = await ordered.limit(p.limit).offset((p.page - 1) * p.limit);
  const total = !windowCount
    ? await countAll()
    : idRows.length
      ? Number(idRows[0]?.['n'] ?? 0)
      : p.page > 1
        ? await countAll()
        : 0;
  const ids = idRows.map((r) => Number(r['id']));
  const loaded = await loadItems(db, ids);
  return {
    data: ids.map((id) => shapeListItem(loaded, id, p.locale, now)),
    meta: { total, page: p.page, limit: p.limit, pages: Math.ceil(total / p.limit) },
  };
}

async function detail(
  db: Knex,
  id: number,
  locale: string,
  preview: string | undefined,
  expectedType?: string,
) {
  const loaded = await loadItems(db, [id]);
  const row = loaded.rows.get(id);
  if (!row || (expectedType && row['tipo'] !== expectedType)) throw notFound('Item not found.');
  const previewOk =
    typeof preview === 'string' && preview.length >= 16 && row['preview_token'] === preview;
  if (row['status'] !== 'published' && !previewOk) throw notFound('Item not found.');
  return shapeDetail(db, loaded, id, locale, today());
}

export async function item(db: Knex, type: string, idText: string, query: unknown) {
  const p = parse(itemQuery, query);
  if (!(contentTypes as readonly string[]).includes(type))
    throw notFound(`Unknown content type "${type}".`);
  if (!/^\d{1,10}$/.test(idText) || Number(idText) < 1)
    throw badRequest('The id must be a positive integer.', 'id');
  return { data: await detail(db, Number(idText), p.locale, p.preview, type) };
}

export async function bySlug(db: Knex, query: unknown) {
  const p = parse(bySlugSchema, query);
  const slug = p.slug.replace(/^\/+|\/+$/g, '');
  if (!slug) throw badRequest('The slug must not be empty.', 'slug');
  const rows: Row[] = await db('contenuti_translations as t')
    .join('contenuti as c', 'c.id', 't.contenuti_id')
    .select('t.contenuti_id', 't.languages_code')
    .where('t.slug', slug);
  const match = rows.find((r) => r['languages_code'] === p.locale) ?? rows[0];
  if (!match) throw notFound('No content has this slug.');
  const data = await detail(db, Number(match['contenuti_id']), p.locale, p.preview);
  const mismatch =
    match['languages_code'] !== p.locale ? { locale_mismatch: match['languages_code'] } : {};
  return { data: { ...data, ...mismatch } };
}

export async function sitemap(db: Knex, query: unknown) {
  const p = parse(sitemapSchema, query);
  const todayIso = dayToIso(today());
  const rows: Row[] = await db('contenuti as c')
    .join('contenuti_translations as t', 't.contenuti_id', 'c.id')
    .select('c.id', 'c.tipo', 'c.date_updated', 'c.date_created', 't.languages_code', 't.slug')
    .where('c.status', 'published')
    .whereNotIn('c.tipo', ['link_esterni', 'link_file', 'link_operatore'])
    .andWhere((q) => q.whereNull('c.last_date').orWhere('c.last_date', '>=', todayIso))
    .whereNotNull('t.slug')
    .orderBy('c.id');
  const byId = new Map<number, { tipo: string; lastmod: unknown; alt: Record<string, string> }>();
  for (const r of rows) {
    const id = Number(r['id']);
    if (!byId.has(id))
      byId.set(id, {
        tipo: String(r['tipo']),
        lastmod: r['date_updated'] ?? r['date_created'],
        alt: {},
      });
    const url = urlOf(String(r['languages_code']), r['slug']);
    if (url) byId.get(id)!.alt[String(r['languages_code'])] = url;
  }
  const data = [...byId.entries()]
    .filter(([, v]) => v.alt[p.locale])
    .map(([id, v]) => ({
      tipo: v.tipo,
      id,
      url: v.alt[p.locale]!,
      lastmod: timestamp(v.lastmod),
      alternates: v.alt,
    }));
  return { data };
}

function timestamp(v: unknown): string | null {
  if (v == null || v === '') return null;
  const d =
    v instanceof Date
      ? v
      : new Date(typeof v === 'number' || /^\d+$/.test(String(v)) ? Number(v) : String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export async function footer(db: Knex, query: unknown) {
  const p = parse(footerSchema, query);
  const f: Row = (await db('footer').first()) ?? {};
  const voci: Row[] = await db('footer_voci')
    .select('*')
    .orderBy([
      { column: 'sort', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  const images = await loadImages(
    db,
    voci.map((v) => v['immagine']),
  );
  const pageIds = [...new Set(voci.map((v) => v['pagina']).filter((v) => v != null))] as number[];
  const pageRows: Row[] = pageIds.length
    ? await db('contenuti_translations as t')
        .join('contenuti as c', 'c.id', 't.contenuti_id')
        .select('t.contenuti_id', 't.languages_code', 't.slug')
        .whereIn('t.contenuti_id', pageIds)
        .where('c.status', 'published')
    : [];
  const pageUrl = (id: unknown) => {
    if (id == null) return null;
    const rows = pageRows.filter((r) => Number(r['contenuti_id']) === Number(id));
    const r =
      rows.find((x) => x['languages_code'] === p.locale) ??
      rows.find((x) => x['languages_code'] === 'it');
    return r ? { id: Number(id), url: urlOf(String(r['languages_code']), r['slug']) } : null;
  };
  const texts = (v: Row) => {
    const raw = v['testi'];
    const obj = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<
      string,
      Record<string, string>
    > | null;
    return obj ?? {};
  };
  const textTranslations = (v: Row, keys: string[]) =>
    locales
      .filter((l) => texts(v)[l])
      .map((l) => ({
        languages_code: l,
        ...Object.fromEntries(keys.map((k) => [k, texts(v)[l]?.[k] ?? null])),
      }));
  const text = (v: Row, key: string) => texts(v)[p.locale]?.[key] ?? texts(v)['it']?.[key] ?? null;
  const social = voci
    .filter((v) => v['lista'] === 'social')
    .map((v) => ({ link: v['link'] ?? null, icon: v['icon'] ?? null }));

  const card = (gruppo: string) =>
    voci
      .filter((v) => v['lista'] === 'card' && v['gruppo'] === gruppo)
      .map((v) => {
        const tipologia = v['tipologia'] === 'social' ? 'social' : 'cta';
        const page = pageUrl(v['pagina']);
        const link = (v['link'] as string) ?? null;
        const ctaUrl = page?.url ?? link;
        return {
          id: Number(v['id']),
          cover: images.get(String(v['immagine'])) ?? null,
          translations: textTranslations(v, ['titolo', 'sottotitolo']),
          titolo: text(v, 'titolo'),
          sottotitolo: text(v, 'sottotitolo'),
          tipologia_link: tipologia,
          cta:
            tipologia === 'cta' && ctaUrl
              ? {
                  etichetta: text(v, 'cta_etichetta'),
                  url: ctaUrl,
                  esterno: !page && /^https?:/.test(link ?? ''),
                }
              : null,
          social: tipologia === 'social' ? social : [],
        };
      });
  const column = (n: number) =>
    voci
      .filter((v) => v['lista'] === 'colonna' && Number(v['colonna']) === n)
      .map((v) => ({
        translations: textTranslations(v, ['etichetta']),
        etichetta: text(v, 'etichetta'),
        tipologia:
          v['tipologia'] === 'esterno' || v['tipologia'] === 'testo' ? v['tipologia'] : 'interno',
        pagina:
          v['tipologia'] === 'interno' || v['tipologia'] == null ? pageUrl(v['pagina']) : null,
        link_esterno: v['tipologia'] === 'esterno' ? (v['link'] ?? null) : null,
      }));
  const lists = {
    visita: card('visita'),
    convention: card('convention'),
    trade: card('trade'),
    scuole: card('scuole'),
  };
  const footerTranslations = locales.map((l) => ({
    languages_code: l,
    sponsor: localized(f['sponsor'], l),
    fine_pagina: localized(f['fine_pagina'], l),
  }));
  return {
    footer: {
      prefooter: p.prefooter,
      cards: lists[p.prefooter],
      card: lists.visita,
      card_convention: lists.convention,
      card_trade: lists.trade,
      card_scuole: lists.scuole,
      subcard: voci
        .filter((v) => v['lista'] === 'subcard' && (v['gruppo'] ?? 'visita') === p.prefooter)
        .map((v) => ({
          footer_subcard_id: {
            id: Number(v['id']),
            tipologia: v['tipologia'] === 'link_interno' ? 'link_interno' : 'link_esterno',
            link_interno: v['tipologia'] === 'link_interno' ? pageUrl(v['pagina']) : null,
            link_esterno: v['tipologia'] === 'link_interno' ? null : (v['link'] ?? null),
            logo: images.get(String(v['immagine'])) ?? null,
          },
        })),
      sponsor: voci
        .filter((v) => v['lista'] === 'sponsor')
        .map((v) => ({
          id: Number(v['id']),
          nome: v['nome'] ?? null,
          link: v['link'] ?? null,
          logo: images.get(String(v['immagine'])) ?? null,
        })),
      colonna_1: column(1),
      colonna_2: column(2),
      colonna_3: column(3),
      colonna_4: column(4),
      colonna_5: voci
        .filter((v) => v['lista'] === 'logo')
        .map((v) => ({
          link: v['link'] ?? null,
          logo: images.get(String(v['immagine'])) ?? null,
          larghezza_in_footer:
            v['larghezza_in_footer'] == null ? null : Number(v['larghezza_in_footer']),
        })),
      social,
      translations: footerTranslations,
      sponsor_titolo: localized(f['sponsor'], p.locale),
      fine_pagina: localized(f['fine_pagina'], p.locale),
    },
  };
}

export async function me(db: Knex, req: Req) {
  const user = req.accountability?.user;
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'A user token is required.');
  const u: Row | undefined = await db('directus_users as u')
    .leftJoin('directus_roles as r', 'r.id', 'u.role')
    .select(
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
      'u.status',
      'u.role',
      'r.name as role_name',
      'r.parent as role_parent',
    )
    .where('u.id', user)
    .first();
  if (!u) throw new HttpError(401, 'UNAUTHENTICATED', 'A user token is required.');
  const roles = new Set<string>();
  // the role, its ancestors, and the project's policies attached to the user directly
  let roleId = u['role'] as string | null;
  for (let depth = 0; roleId && depth < 5; depth++) {
    const r: Row | undefined = await db('directus_roles')
      .select('name', 'parent')
      .where('id', roleId)
      .first();
    if (!r) break;
    roles.add(String(r['name']));
    roleId = (r['parent'] as string) ?? null;
  }
  const direct: Row[] = await db('directus_access as a')
    .join('directus_policies as p', 'p.id', 'a.policy')
    .select('p.name')
    .where('a.user', user);
  for (const d of direct) roles.add(String(d['name']));
  // the storefront's service user is not a site user
  if (roles.has('storefront'))
    throw new HttpError(401, 'UNAUTHENTICATED', 'A user token is required.');
  const known = [
    'utente',
    'organizzatore',
    'operatore_outdoor',
    'operatore_incoming',
    'ristoratore',
    'titolare_card',
    'editor',
    'storefront',
    'Administrator',
  ];
  const role = u['role'] ? { id: u['role'], name: u['role_name'] ?? null } : null;
  return {
    data: {
      id: u['id'],
      email: u['email'],
      first_name: u['first_name'] ?? null,
      last_name: u['last_name'] ?? null,
      language: u['language'] ?? null,
      status: u['status'] ?? null,
      role,
      roles: [...roles].filter((r) => known.includes(r)),
    },
  };
}

/** The /pages router: dispatch by method and path, JSON answers, uniform errors. */
export function pagesHandler(
  getDb: () => Knex,
  logger: { error(obj: unknown, msg?: string): void },
): Handler {
  return async (req: Req, res: Res) => {
    try {
      const db = getDb();
      const path = req.path.replace(/\/+$/, '');
      if (req.method === 'POST' && path === '/admin/reindex') {
        // Recompute derived dates and search text of every item (after imports or seeding).
        if (!req.accountability?.admin)
          throw new HttpError(403, 'FORBIDDEN', 'Administrators only.');
        const rows: Row[] = await db('contenuti').select('id');
        await refreshItems(
          db,
          rows.map((r) => Number(r['id'])),
        );
        res.status(200).json({ data: { reindexed: rows.length } });
        return;
      }
      if (req.method !== 'GET')
        throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Only GET is supported.');
      let body: unknown;
      let m: RegExpExecArray | null;
      if (path === '/content/part/footer') body = await footer(db, req.query);
      else if (path === '/content/search') body = await search(db, req.query);
      else if (path === '/content/by-slug') body = await bySlug(db, req.query);
      else if (path === '/content/sitemap') body = await sitemap(db, req.query);
      else if ((m = /^\/content\/item\/([^/]+)\/([^/]+)$/.exec(path)))
        body = await item(db, decodeURIComponent(m[1]!), decodeURIComponent(m[2]!), req.query);
      else if (path === '/me') body = await me(db, req);
      else throw notFound('Unknown endpoint.');
      res.setHeader('Cache-Control', path === '/me' ? 'no-store' : 'public, max-age=60');
      res.status(200).json(body);
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error);
      logger.error(error, 'pages endpoint failed');
      sendError(res, new HttpError(500, 'INTERNAL', 'Internal error.'));
    }
  };
}

export { pickTranslation };
