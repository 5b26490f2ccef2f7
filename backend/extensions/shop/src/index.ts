// Product API endpoint extension, mounted at /shop (see backend/API.md).
import type { Knex } from 'knex';
import { ApiError, notFound, route } from '../../shared/http';
import type { Logger, ApiRequest, ApiResponse, Router } from '../../shared/http';
import { ensureIndexes } from './indexes';
import { Queue, queueConfig } from './queue';
import { ITEM_TYPES, Pricing, names, parseCode, parseItems, pricedItem } from './pricing';
import { keyOf, slotsOf } from './slots';
import { Orders } from './orders';
import { Armonia } from './armonia';
import { readBundle } from './bundles';
import { Operators } from './operators';
import { Applications } from './applications';
import type { ItemsServiceFactory } from './operators';
import { getViewer, hasRole, requireCaller, requireUser } from './viewer';
import { uploadImage } from './upload';
import type { FilesServiceFactory, RawRequest } from './upload';
import { bool, json, keyToDate, num, numOrNull, toDay, toIso } from './db';

interface EndpointContext {
  database: Knex;
  env: Record<string, unknown>;
  logger: Logger & { info(obj: unknown, msg?: string): void };
  services: {
    ItemsService: new (collection: string, options: Record<string, unknown>) => unknown;
    FilesService: new (options: Record<string, unknown>) => unknown;
  };
  getSchema: (options?: Record<string, unknown>) => Promise<unknown>;
}

type Row = Record<string, unknown>;

function register(router: Router, ctx: EndpointContext): void {
  const db = ctx.database;
  const cfg = queueConfig(ctx.env);
  const pricing = new Pricing(db, Math.max(2, Number(ctx.env['SHOP_GROUP_THRESHOLD'] ?? 10)));
  const queue = new Queue(db, cfg);
  const orders = new Orders(
    db,
    pricing,
    cfg,
    String(ctx.env['SHOP_PAYMENT_PROVIDER'] ?? 'test'),
    Math.max(0, Number(ctx.env['SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS'] ?? 0) || 0),
  );
  const armonia = new Armonia(db);
  const items: ItemsServiceFactory = async (collection, knex) => {
    const schema = await ctx.getSchema();
    return new ctx.services.ItemsService(collection, {
      schema,
      accountability: null,
      knex: knex ?? db,
    }) as Awaited<ReturnType<ItemsServiceFactory>>;
  };
  const operators = new Operators(db, items);
  const applications = new Applications(db);
  // Uploads run as the operator (recorded in uploaded_by); the endpoint itself decides what may
  // be stored, so Directus' permission checks are not needed on top.
  const files: FilesServiceFactory = async (user) =>
    new ctx.services.FilesService({
      schema: await ctx.getSchema(),
      accountability: { user, role: null, roles: [], admin: true, app: false, ip: null },
      knex: db,
    }) as Awaited<ReturnType<FilesServiceFactory>>;
  const imageLimit = Math.max(1024, Number(ctx.env['SHOP_IMAGE_MAX_BYTES'] ?? 10 * 1024 * 1024));
  const operatorRoles = ['operatore_outdoor', 'operatore_incoming', 'ristoratore', 'organizzatore'];

  // Orders left pending (a process stopped before the payment answer) give back what they took:
  // once when the process starts (recovery after a crash) and then every minute, or every
  // SHOP_PENDING_ORDER_SECONDS when that is shorter.
  const pendingMs = Math.max(5, Number(ctx.env['SHOP_PENDING_ORDER_SECONDS'] ?? 900) || 900) * 1000;
  const sweep = () => {
    orders
      .sweep(pendingMs)
      .catch((error: unknown) => ctx.logger.warn(error, 'shop: pending order sweep failed'));
  };
  const sweeper = setInterval(sweep, Math.min(60_000, pendingMs));
  sweeper.unref();
  setTimeout(sweep, 1000).unref();

  ensureIndexes(db)
    .then((done) => {
      if (!done) ctx.logger.warn('shop: commerce tables not found; indexes not created');
    })
    .catch((error: unknown) => ctx.logger.warn(error, 'shop: could not create indexes'));

  const r = (handler: (req: ApiRequest, res: ApiResponse) => Promise<void>) =>
    route(ctx.logger, handler);
  const viewerOf = (req: ApiRequest) => getViewer(req, db);
  const send = (res: ApiResponse, status: number, body: unknown) => res.status(status).json(body);

  // queue
  router.post(
    '/queue/register',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      requireCaller(viewer);
      send(res, 200, await queue.register(req.body, viewer.user));
    }),
  );
  for (const op of ['status', 'left', 'convert', 'reactivate'] as const) {
    router.post(
      `/queue/${op}`,
      r(async (req, res) => {
        requireCaller(await viewerOf(req));
        send(res, 200, await queue.act(op, req.body));
      }),
    );
  }
  router.get(
    '/appuntamenti/:id/slots',
    r(async (req, res) => {
      const id = Number(req.params['id']);
      if (!Number.isInteger(id) || id <= 0) throw notFound('Appointment not found.');
      const day = (v: unknown) =>
        typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
      send(res, 200, await queue.slots(id, day(req.query['from']), day(req.query['to'])));
    }),
  );
  router.get(
    '/visite-guidate/:id/date',
    r(async (req, res) => {
      const id = Number(req.params['id']);
      if (!Number.isInteger(id) || id <= 0) throw notFound('Guided tour not found.');
      if (!(await db('contenuti').where({ id, tipo: 'visite_guidate' }).first('id')))
        throw notFound('Guided tour not found.');
      const now = Date.now();
      send(
        res,
        200,
        (await slotsOf(db, id))
          .filter((t) => t.startMs > now)
          .map((t) => ({
            id: t.id,
            visita: id,
            data: t.key,
            inizio: new Date(t.startMs).toISOString(),
            capacita: t.limited ? t.capacita : null,
            prenotati: t.prenotati,
            disponibili: t.limited ? Math.max(0, t.capacita - t.prenotati) : null,
            lingua: t.lingua,
            stato:
              t.stato !== 'aperto' ? 'chiuso' : t.prenotati >= t.capacita ? 'esaurito' : 'aperto',
          })),
      );
    }),
  );
  router.get(
    '/bundle/:id',
    r(async (req, res) => send(res, 200, await readBundle(db, pricing, req.params['id']))),
  );
  router.get(
    '/listino/:tipo/:id',
    r(async (req, res) => {
      const tipo = String(req.params['tipo']);
      const id = String(req.params['id']);
      if (!(ITEM_TYPES as readonly string[]).includes(tipo) || !/^\d{1,12}$/.test(id))
        throw notFound('Unknown product.');
      const contentType = tipo === 'visite_guidate' || tipo === 'appuntamenti' ? tipo : 'prodotti';
      const p = (await db('contenuti').where({ id, tipo: contentType }).first()) as Row | undefined;
      if (!p || p['status'] !== 'published') throw notFound('Unknown product.');
      const tipoNorm = tipo === 'carte_regalate' ? 'carte' : tipo;
      const rates = await pricing.rates(tipo, id);
      const accessori = (await db('tariffe')
        .where({ genere: 'accessorio', tipo: tipoNorm, attiva: true })
        .andWhere((q) => q.where({ item_id: id }).orWhereNull('item_id'))
        .select('codice', 'nome', 'prezzo')) as Row[];
      const today = new Date().toISOString().slice(0, 10);
      const conv = ((await db('convenzioni').where({ attiva: true }).select('*')) as Row[]).filter(
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
      const combos = ((await db('combo').where({ attivo: true }).select('*')) as Row[]).filter(
        (c) =>
          json<Array<{ tipo: string; id: unknown }>>(c['elementi'], []).some(
            (e) =>
              (e.tipo === 'carte_regalate' ? 'carte' : e.tipo) === tipoNorm && String(e.id) === id,
          ),
      );
      const stock = numOrNull(p['stock']);
      send(res, 200, {
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
        accessori: accessori.map((a) => ({
          codice: a['codice'],
          nome: json(a['nome'], null),
          prezzo: num(a['prezzo']),
        })),
        convenzioni: conv.map((c) => ({
          codice: c['codice'],
          nome: json(c['nome'], null),
          sconto_percentuale: numOrNull(c['sconto_percentuale']),
          sconto_centesimi: numOrNull(c['sconto_centesimi']),
        })),
        combo: combos.map((c) => ({
          codice: c['codice'],
          nome: json(c['nome'], null),
          elementi: json(c['elementi'], []),
        })),
      });
    }),
  );

  // pricing
  const priceBody = async (req: ApiRequest) => {
    const viewer = await viewerOf(req);
    requireCaller(viewer);
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiError(400, 'INVALID_PAYLOAD', 'The body must be a JSON object.', {
        field: 'body',
      });
    const b = body as Row;
    return pricing.price(parseItems(b['prodotti'], { grouped: false }), parseCode(b['codice']));
  };
  router.post(
    '/checkout/prezzo/carrello',
    r(async (req, res) => {
      const result = await priceBody(req);
      res.setHeader('X-Cart-Totale', String(result.totale));
      res.setHeader('X-Cart-Totale-Scontato', String(result.totale_scontato));
      res.setHeader('X-Cart-Sconto-Promo', String(result.sconto_promo));
      res.setHeader('X-Cart-Combo', result.combo ? '1' : '0');
      res.setHeader(
        'Access-Control-Expose-Headers',
        'X-Cart-Totale, X-Cart-Totale-Scontato, X-Cart-Sconto-Promo, X-Cart-Combo, Idempotent-Replayed',
      );
      send(res, 200, result.lines.map(pricedItem));
    }),
  );
  router.post(
    '/checkout/riepilogo',
    r(async (req, res) => {
      const result = await priceBody(req);
      send(res, 200, {
        items: result.lines.map(pricedItem),
        totale: result.totale,
        totale_scontato: result.totale_scontato,
        sconto_promo: result.sconto_promo,
        combo: result.combo,
        promo: result.promo
          ? {
              codice: result.promo.codice,
              sconto_percentuale: result.promo.sconto_percentuale,
              sconto_centesimi: result.promo.sconto_centesimi,
            }
          : null,
      });
    }),
  );

  // orders
  router.post(
    '/checkout/ordini',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      requireCaller(viewer);
      const out = await orders.create(viewer, req.headers, req.body);
      if (out.replayed) res.setHeader('Idempotent-Replayed', 'true');
      send(res, out.status, out.order);
    }),
  );
  router.get(
    '/ordini/:id',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      send(res, 200, await orders.read(viewer, req.params['id'], req.query['token']));
    }),
  );
  router.get(
    '/me/ordini',
    r(async (req, res) => {
      const user = requireUser(await viewerOf(req));
      send(res, 200, await orders.mine(user, req.query['limit'], req.query['page']));
    }),
  );
  router.get(
    '/me/prenotazioni',
    r(async (req, res) => {
      const user = requireUser(await viewerOf(req));
      const rows = (await db('prenotazioni')
        .leftJoin('date_puntuali', 'date_puntuali.id', 'prenotazioni.slot')
        .where('prenotazioni.user', user)
        .whereNot('prenotazioni.stato', 'in_attesa')
        .orderBy('prenotazioni.id', 'desc')
        .limit(500)
        .select(
          'prenotazioni.*',
          'date_puntuali.data as slot_data',
          'date_puntuali.contenuto as contenuto',
        )) as Row[];
      const out: Row[] = [];
      for (const p of rows) {
        const key = keyOf(p['slot_data']) ?? (p['data'] as string | null) ?? null;
        const start = key ? keyToDate(key) : null;
        out.push({
          id: num(p['id']),
          tipo: p['tipo'],
          item_id: p['item_id'] ?? null,
          slot: numOrNull(p['slot']),
          data: key,
          inizio: start ? start.toISOString() : null,
          posti: num(p['posti']),
          stato: p['stato'],
          ordine: p['ordine'] ?? null,
          card_armonia: numOrNull(p['card_armonia']),
          nome: p['contenuto']
            ? await names(db, num(p['contenuto']), `#${String(p['contenuto'])}`)
            : null,
          date_created: toIso(p['date_created']),
        });
      }
      send(res, 200, out);
    }),
  );
  const passOut = (p: Row) => ({
    id: num(p['id']),
    codice: p['codice'],
    abbonamento: numOrNull(p['prodotto']),
    first_name: p['first_name'],
    last_name: p['last_name'],
    data_di_nascita: toDay(p['data_di_nascita']),
    convenzione: p['convenzione'] ?? null,
    valido_dal: toDay(p['valido_dal']),
    valido_al: toDay(p['valido_al']),
    ordine: p['ordine'] ?? null,
  });
  router.get(
    '/me/abbonamenti',
    r(async (req, res) => {
      const user = requireUser(await viewerOf(req));
      send(
        res,
        200,
        (
          (await db('abbonamenti_athena')
            .where({ user })
            .orderBy('id', 'desc')
            .select('*')) as Row[]
        ).map(passOut),
      );
    }),
  );
  router.get(
    '/me/abbonamenti/:id',
    r(async (req, res) => {
      const user = requireUser(await viewerOf(req));
      const id = Number(req.params['id']);
      const p =
        Number.isInteger(id) && id > 0
          ? ((await db('abbonamenti_athena').where({ id, user }).first()) as Row | undefined)
          : undefined;
      if (!p) throw notFound('Pass not found.');
      send(res, 200, passOut(p));
    }),
  );
  router.get(
    '/me/carte-regalo',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      const user = requireUser(viewer);
      const rows = (await db('carte_regalo')
        .where({ acquirente: user })
        .orWhere((q) => (viewer.email ? q.where({ email: viewer.email }) : q.whereRaw('1 = 0')))
        .orderBy('id', 'desc')
        .select('codice', 'saldo', 'importo', 'email')) as Row[];
      send(
        res,
        200,
        rows.map((c) => ({
          codice: c['codice'],
          saldo: num(c['saldo']),
          importo: num(c['importo']),
          email: c['email'] ?? null,
        })),
      );
    }),
  );

  // armonia
  router.get(
    '/armonia/prodotti',
    r(async (_req, res) => send(res, 200, await armonia.products())),
  );
  router.get(
    '/armonia/mia',
    r(async (req, res) => send(res, 200, await armonia.mine(requireUser(await viewerOf(req))))),
  );
  router.get(
    '/armonia/calendario',
    r(async (req, res) =>
      send(
        res,
        200,
        await armonia.calendar(
          requireUser(await viewerOf(req)),
          req.query['from'],
          req.query['to'],
        ),
      ),
    ),
  );
  router.get(
    '/armonia/calendario/:slug',
    r(async (req, res) =>
      send(res, 200, await armonia.bySlug(requireUser(await viewerOf(req)), req.params['slug'])),
    ),
  );
  router.post(
    '/armonia/prenota',
    r(async (req, res) =>
      send(res, 201, await armonia.book(requireUser(await viewerOf(req)), req.body)),
    ),
  );
  router.delete(
    '/armonia/prenotazioni/:id',
    r(async (req, res) =>
      send(res, 200, await armonia.cancel(requireUser(await viewerOf(req)), req.params['id'])),
    ),
  );

  router.post(
    '/admin/sweep',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      if (!viewer.admin) throw new ApiError(403, 'FORBIDDEN', 'Administrators only.');
      const raw = (req.body as Row | null)?.['older_than_seconds'];
      const seconds = raw === undefined ? pendingMs / 1000 : Number(raw);
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new ApiError(
          400,
          'INVALID_PAYLOAD',
          'older_than_seconds must be a non-negative number.',
          { field: 'older_than_seconds' },
        );
      send(res, 200, { cancelled: await orders.sweep(seconds * 1000) });
    }),
  );

  // operators
  router.post(
    '/operatori/immagini',
    r(async (req, res) => {
      const raw = req as unknown as RawRequest;
      const viewer = await viewerOf(req).catch((error: unknown) => {
        raw.resume();
        throw error;
      });
      if (viewer.user === null || !operatorRoles.some((role) => hasRole(viewer, role))) {
        raw.resume();
        requireUser(viewer);
        throw new ApiError(403, 'FORBIDDEN', 'An operator role is required to upload images.');
      }
      const image = await uploadImage(
        raw,
        viewer.user,
        files,
        async (id) =>
          (await db('directus_files')
            .where({ id })
            .first('title', 'filesize', 'width', 'height')) as Row | undefined,
        imageLimit,
      );
      send(res, 201, image);
    }),
  );
  // operator applications (before /operatori/:kind, which would take `candidature` as a kind)
  router.post(
    '/operatori/candidature',
    r(async (req, res) => send(res, 201, await applications.create(await viewerOf(req), req.body))),
  );
  router.get(
    '/operatori/candidature/mie',
    r(async (req, res) => send(res, 200, await applications.mine(await viewerOf(req)))),
  );
  router.get(
    '/operatori/appuntamenti/:id/prenotazioni',
    r(async (req, res) =>
      send(res, 200, await operators.bookings(await viewerOf(req), req.params['id'])),
    ),
  );
  router.get(
    '/operatori/:kind',
    r(async (req, res) =>
      send(res, 200, await operators.list(await viewerOf(req), req.params['kind'])),
    ),
  );
  router.get(
    '/operatori/:kind/:id',
    r(async (req, res) =>
      send(
        res,
        200,
        await operators.read(await viewerOf(req), req.params['kind'], req.params['id']),
      ),
    ),
  );
  router.post(
    '/operatori/:kind',
    r(async (req, res) =>
      send(res, 201, await operators.create(await viewerOf(req), req.params['kind'], req.body)),
    ),
  );
  router.patch(
    '/operatori/:kind/:id',
    r(async (req, res) =>
      send(
        res,
        200,
        await operators.update(await viewerOf(req), req.params['kind'], req.params['id'], req.body),
      ),
    ),
  );
}

export default {
  id: 'shop',
  handler: (router: Router, context: EndpointContext) => register(router, context),
};
