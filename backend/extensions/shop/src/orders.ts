// Orders (API.md "Orders and payment"): one transaction inserts the order under its unique
// idempotency key and takes stock, tour places, slot places (converting queue sessions), one promo
// use and the gift-card amount; then the payment provider charges the amount due. A decline gives
// everything back in a second transaction.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ApiError, invalid, notFound } from '../../shared/http';
import type { ErrorEntry } from '../../shared/http';
import { affected, isUniqueViolation, json, num, toIso, tx } from './db';
import { parseCode, parseItems, pricedItem } from './pricing';
import type { CartItem, PricedLine, Pricing, PricingResult } from './pricing';
import { isAdmitted, refreshSlot } from './queue';
import type { QueueConfig, SessionRow } from './queue';
import { lockSlot } from './slots';
import type { Slot } from './slots';
import { getProvider } from './providers';
import { attachPolicy } from '../../shared/policies';
import type { Viewer } from './viewer';

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = Record<string, unknown>;

interface Group {
  index: number;
  item: CartItem;
  units: PricedLine[];
}

interface Taken {
  rigaId: number;
  group: Group;
  product?: number;
  /** guided-tour date whose places this line took */
  tour?: number;
  slot?: number;
}

interface Created {
  orderId: string;
  taken: Taken[];
  sessions: Array<{ id: number; slot: number; q: number }>;
  promoId: number | null;
  giftCard: { id: number; amount: number } | null;
}

const code = (prefix: string, size = 10): string =>
  `${prefix}${randomBytes(size).toString('base64url').replace(/[-_]/g, '').slice(0, size).toUpperCase()}`;

const rejection = (lines: Array<{ group: Group; code: string; message: string }>): ApiError =>
  ApiError.many(
    409,
    lines.map((l): ErrorEntry => ({
      message: l.message,
      extensions: {
        code: 'CHECKOUT_REJECTED',
        line_code: l.code,
        key: l.group.item.key,
        index: l.group.index,
      },
    })),
  );

class Replay {
  constructor(readonly orderId: string) {}
}

export class Orders {
  constructor(
    private readonly db: Knex,
    private readonly pricing: Pricing,
    private readonly cfg: QueueConfig,
    private readonly defaultProvider: string,
    /**
     * Test-only fault point (env SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS, see API.md): the checkout
     * waits this long between the committed order transaction and the payment, so that tests can
     * stop the process or cut the database there. 0 (unset) in every real deployment.
     */
    private readonly faultPauseMs = 0,
  ) {}

  async create(
    viewer: Viewer,
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): Promise<{ status: number; order: Row; replayed: boolean }> {
    const rawKey = headers['idempotency-key'];
    const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
    if (!key || !KEY.test(key)) {
      throw new ApiError(
        400,
        'IDEMPOTENCY_KEY_REQUIRED',
        'The Idempotency-Key header is required (8-128 characters A-Z a-z 0-9 _ . : -).',
        { field: 'Idempotency-Key' },
      );
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw invalid('body', 'The body must be a JSON object.');
    const b = body as Row;
    const items = parseItems(b['prodotti'], { grouped: true });
    const promoCode = parseCode(b['codice']);
    const giftCode = parseCode(b['carta_regalo'], 'carta_regalo');
    let email: string | null = viewer.email;
    if (b['email'] !== undefined && b['email'] !== null) {
      if (typeof b['email'] !== 'string' || !EMAIL.test(b['email']))
        throw invalid('email', 'email must be a valid address.');
      email = b['email'];
    }
    if (viewer.user === null && !email)
      throw invalid('email', 'email is required for guest orders.');
    let card: string | null = null;
    let providerId = this.defaultProvider;
    const pay = b['pagamento'];
    if (pay !== undefined && pay !== null) {
      if (typeof pay !== 'object' || Array.isArray(pay))
        throw invalid('pagamento', 'pagamento must be an object.');
      const p = pay as Row;
      if (p['provider'] !== undefined && p['provider'] !== null) {
        if (typeof p['provider'] !== 'string' || !getProvider(p['provider']))
          throw invalid('pagamento.provider', 'Unknown payment provider.');
        providerId = p['provider'];
      }
      if (p['carta'] !== undefined && p['carta'] !== null) {
        if (typeof p['carta'] !== 'string' || p['carta'].length > 32)
          throw invalid('pagamento.carta', 'pagamento.carta must be a string.');
        card = p['carta'];
      }
    }
    const locale =
      typeof b['locale'] === 'string' && ['it', 'en', 'fr'].includes(b['locale'])
        ? b['locale']
        : 'it';
    if (items.length === 0)
      throw new ApiError(422, 'CART_EMPTY', 'The cart is empty.', { field: 'prodotti' });

    const hash = createHash('sha256')
      .update(
        JSON.stringify({
          items: items.map((i) => ({ ...i, dettaglio: undefined, token: undefined })),
          promoCode,
          giftCode,
          email,
          user: viewer.user,
        }),
      )
      .digest('hex');

    const replay = async (
      orderId: string | null,
    ): Promise<{ status: number; order: Row; replayed: boolean } | null> => {
      const existing = (await (
        orderId
          ? this.db('ordini').where({ id: orderId })
          : this.db('ordini').where({ idempotency_key: key })
      ).first()) as Row | undefined;
      if (!existing) return null;
      if ((existing['user'] ?? null) !== viewer.user || existing['richiesta_hash'] !== hash) {
        throw new ApiError(
          409,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for a different order.',
          { field: 'Idempotency-Key' },
        );
      }
      return {
        status: 200,
        order: await this.present(String(existing['id']), false),
        replayed: true,
      };
    };
    const before = await replay(null);
    if (before) return before;

    // price unit by unit
    const units: CartItem[] = [];
    const unitGroup: number[] = [];
    items.forEach((item, index) => {
      for (let i = 0; i < item.quantita; i += 1) {
        units.push({ ...item, quantita: 1 });
        unitGroup.push(index);
      }
    });
    const priced: PricingResult = await this.pricing.price(units, promoCode);
    const groups: Group[] = items.map((item, index) => ({ index, item, units: [] }));
    priced.lines.forEach((line, u) => groups[unitGroup[u] as number]!.units.push(line));
    const failing: Array<{ group: Group; code: string; message: string }> = [];
    for (const g of groups) {
      const bad = g.units.find((l) => l.errore);
      if (bad?.errore)
        failing.push({ group: g, code: bad.errore.code, message: bad.errore.message });
      else if (viewer.user === null && g.units[0]?.ref.productKind === 'armonia') {
        failing.push({
          group: g,
          code: 'LOGIN_REQUIRED',
          message: 'Log in to buy the loyalty card.',
        });
      }
    }
    if (failing.length) throw rejection(failing);

    let created: Created;
    try {
      created = await tx(this.db, (trx) =>
        this.take(trx, { viewer, key, hash, email, locale, providerId, priced, groups, giftCode }),
      );
    } catch (error) {
      if (error instanceof Replay || isUniqueViolation(error)) {
        const again = await replay(error instanceof Replay ? error.orderId : null);
        if (again) return again;
      }
      throw error;
    }

    if (this.faultPauseMs > 0) await new Promise((r) => setTimeout(r, this.faultPauseMs));
    const order = (await this.db('ordini').where({ id: created.orderId }).first()) as Row;
    const due = num(order['da_pagare']);
    let approved = true;
    let reference: string | null = null;
    let message: string | undefined;
    if (due > 0) {
      const provider = getProvider(providerId);
      if (!provider)
        throw new ApiError(500, 'PAYMENT_PROVIDER_MISSING', 'Payment provider not configured.');
      const result = await provider.charge({
        orderId: created.orderId,
        numero: String(order['numero']),
        amount: due,
        currency: 'EUR',
        card,
        email,
      });
      approved = result.approved;
      reference = result.reference;
      message = result.message;
    }
    if (approved) {
      if (!(await tx(this.db, (trx) => this.fulfil(trx, created, viewer, reference))))
        throw new ApiError(
          409,
          'ORDER_EXPIRED',
          'The order expired before the payment answer and was cancelled: order again.',
          { order: await this.present(created.orderId, viewer.user === null) },
        );
      return {
        status: 201,
        order: await this.present(created.orderId, viewer.user === null),
        replayed: false,
      };
    }
    await tx(this.db, (trx) => this.release(trx, created, reference));
    const failed = await this.present(created.orderId, viewer.user === null);
    throw new ApiError(402, 'PAYMENT_DECLINED', message ?? 'The payment was declined.', {
      order: failed,
    });
  }

  private async take(
    trx: Knex.Transaction,
    a: {
      viewer: Viewer;
      key: string;
      hash: string;
      email: string | null;
      locale: string;
      providerId: string;
      priced: PricingResult;
      groups: Group[];
      giftCode: string | null;
    },
  ): Promise<Created> {
    const now = Date.now();
    const orderId = randomUUID();
    const totale = a.priced.totale;
    const scontato = a.priced.totale_scontato;
    const dup = (await trx('ordini').where({ idempotency_key: a.key }).first('id')) as
      Row | undefined;
    if (dup) throw new Replay(String(dup['id']));
    await trx('ordini').insert({
      id: orderId,
      numero: `CT-${new Date(now).getUTCFullYear()}-${code('', 8)}`,
      user: a.viewer.user,
      email: a.email,
      status: 'pending',
      totale,
      sconto_promo: a.priced.sconto_promo,
      pagato_carta_regalo: 0,
      da_pagare: scontato,
      codice_promo: a.priced.promo?.codice ?? null,
      promo: a.priced.promo?.id ?? null,
      idempotency_key: a.key,
      richiesta_hash: a.hash,
      access_token: a.viewer.user === null ? randomBytes(24).toString('base64url') : null,
      provider: a.providerId,
      locale: a.locale,
      emessi: JSON.stringify({}),
      date_created: new Date(now),
    });
    const failing: Array<{ group: Group; code: string; message: string }> = [];
    const taken: Taken[] = [];
    const sessions: Created['sessions'] = [];

    // sessions: all appointment groups of one session share its places
    const bySession = new Map<string, Group[]>();
    for (const g of a.groups)
      if (g.item.tipo === 'appuntamenti' && g.item.sessione)
        bySession.set(g.item.sessione, [...(bySession.get(g.item.sessione) ?? []), g]);
    for (const [sessionId, gs] of bySession) {
      const first = gs[0] as Group;
      const slotRef = first.units[0]?.ref.slot as Slot;
      const slot = (await lockSlot(trx, slotRef.id)) as Slot;
      await refreshSlot(trx, slot, now, this.cfg);
      const s = (await trx('sessioni_coda').where({ session_id: sessionId }).first()) as
        SessionRow | undefined;
      const q = gs.reduce((sum, g) => sum + g.item.quantita, 0);
      const usable =
        !!s &&
        num(s.slot) === slot.id &&
        gs.every((g) => g.units[0]?.ref.slot?.id === slot.id) &&
        num(s.scadenza) > now &&
        isAdmitted(s) &&
        (s.status === 'active' || (s.status === 'converted' && s.ordine === null));
      if (!usable || !s) {
        for (const g of gs)
          failing.push({
            group: g,
            code: 'SESSION_INVALID',
            message: 'The queue session is no longer admitted (expired or used).',
          });
        continue;
      }
      if (q > num(s.posti)) {
        for (const g of gs)
          failing.push({
            group: g,
            code: 'SOLD_OUT',
            message: `The queue session holds ${num(s.posti)} places.`,
          });
        continue;
      }
      const ok = affected(
        await trx('date_puntuali')
          .where({ id: slot.id })
          .andWhere((w) => w.whereNull('capienza').orWhereRaw('prenotati + ? <= capienza', [q]))
          .update({ prenotati: trx.raw('prenotati + ?', [q]) }),
      );
      if (!ok) {
        for (const g of gs)
          failing.push({ group: g, code: 'SOLD_OUT', message: 'No places left on this date.' });
        continue;
      }
      await trx('sessioni_coda')
        .where({ id: s.id })
        .update({ status: 'converted', ordine: orderId, date_updated: new Date(now) });
      sessions.push({ id: s.id, slot: slot.id, q });
      await refreshSlot(trx, { ...slot, prenotati: slot.prenotati + q }, now, this.cfg);
    }

    for (const g of a.groups) {
      const q = g.item.quantita;
      const first = g.units[0] as PricedLine;
      const lineTotal = g.units.reduce((s, l) => s + l.prezzo_gruppo, 0);
      const t: Omit<Taken, 'rigaId'> = { group: g };
      if (
        ['carte', 'carte_regalate', 'abbonamenti_athena'].includes(g.item.tipo) &&
        first.ref.hasStock
      ) {
        const ok = affected(
          await trx('contenuti')
            .where({ id: Number(g.item.id) })
            .andWhere((w) => w.whereNull('stock').orWhereRaw('venduti + ? <= stock', [q]))
            .update({ venduti: trx.raw('venduti + ?', [q]) }),
        );
        if (!ok) {
          failing.push({ group: g, code: 'SOLD_OUT', message: 'Not enough units left.' });
          continue;
        }
        t.product = Number(g.item.id);
      }
      if (g.item.tipo === 'visite_guidate') {
        const tour = first.ref.slot?.id as number;
        const ok = affected(
          await trx('date_puntuali')
            .where({ id: tour })
            .andWhere((w) => w.whereNull('capienza').orWhereRaw('prenotati + ? <= capienza', [q]))
            .update({ prenotati: trx.raw('prenotati + ?', [q]) }),
        );
        if (!ok) {
          failing.push({ group: g, code: 'SOLD_OUT', message: 'No places left on this date.' });
          continue;
        }
        t.tour = tour;
      }
      if (g.item.tipo === 'appuntamenti') t.slot = first.ref.slot?.id;
      if (failing.some((f) => f.group === g)) continue;
      const inserted = await trx('ordini_righe')
        .insert({
          ordine: orderId,
          tipo: g.item.tipo,
          item_id: String(g.item.id),
          nome: JSON.stringify(first.nome),
          data: g.item.data ?? null,
          tariffa: g.item.tariffa ?? null,
          accessori: JSON.stringify(g.item.accessorio ?? []),
          convenzione: g.item.convenzione ?? null,
          lingua: g.item.lingua ?? null,
          sessione: g.item.sessione ?? null,
          email: g.item.email ?? null,
          intestatario: g.item.intestatario ? JSON.stringify(g.item.intestatario) : null,
          quantita: q,
          prezzo_unitario: Math.round(lineTotal / q),
          totale: lineTotal,
          slot: t.slot ?? t.tour ?? null,
        })
        .returning('id');
      const rigaId = num(
        typeof inserted[0] === 'object' ? (inserted[0] as Row)['id'] : inserted[0],
      );
      if (g.item.tipo === 'appuntamenti' || g.item.tipo === 'visite_guidate') {
        await trx('prenotazioni').insert({
          tipo: g.item.tipo,
          user: a.viewer.user,
          ordine: orderId,
          riga: rigaId,
          slot: t.slot ?? t.tour ?? null,
          item_id: String(g.item.id),
          data: g.item.data ?? null,
          posti: q,
          sessione: g.item.sessione ?? null,
          stato: 'in_attesa',
          date_created: new Date(now),
        });
      }
      taken.push({ ...t, rigaId });
    }
    if (failing.length) throw rejection(failing);

    let promoId: number | null = null;
    if (a.priced.promo) {
      const ok = affected(
        await trx('codici_promo')
          .where({ id: a.priced.promo.id })
          .andWhere((w) => w.whereNull('max_usi').orWhereRaw('usi < max_usi'))
          .update({ usi: trx.raw('usi + 1') }),
      );
      if (!ok)
        throw new ApiError(422, 'PROMO_EXHAUSTED', 'This promo code has been used up.', {
          field: 'codice',
        });
      promoId = a.priced.promo.id;
    }

    let giftCard: Created['giftCard'] = null;
    if (a.giftCode) {
      const gc = (await trx('carte_regalo').where({ codice: a.giftCode, attiva: true }).first()) as
        Row | undefined;
      if (!gc)
        throw new ApiError(422, 'GIFT_CARD_NOT_FOUND', 'Gift card not found.', {
          field: 'carta_regalo',
        });
      const amount = Math.min(num(gc['saldo']), scontato);
      if (amount <= 0 && scontato > 0)
        throw new ApiError(422, 'GIFT_CARD_INSUFFICIENT', 'The gift card has no balance left.', {
          field: 'carta_regalo',
        });
      if (amount > 0) {
        const ok = affected(
          await trx('carte_regalo')
            .where({ id: gc['id'] })
            .andWhere('saldo', '>=', amount)
            .update({ saldo: trx.raw('saldo - ?', [amount]) }),
        );
        if (!ok)
          throw new ApiError(
            422,
            'GIFT_CARD_INSUFFICIENT',
            'The gift card balance changed: try again.',
            { field: 'carta_regalo' },
          );
        giftCard = { id: num(gc['id']), amount };
        await trx('ordini')
          .where({ id: orderId })
          .update({
            pagato_carta_regalo: amount,
            da_pagare: scontato - amount,
            carta_regalo: num(gc['id']),
          });
      }
    }
    return { orderId, taken, sessions, promoId, giftCard };
  }

  private async fulfil(
    trx: Knex.Transaction,
    c: Created,
    viewer: Viewer,
    reference: string | null,
  ): Promise<boolean> {
    const now = new Date();
    // Only a pending order is paid: one the sweep has already cancelled (its holds given back while
    // the payment ran past SHOP_PENDING_ORDER_SECONDS) stays cancelled and keeps the approved
    // charge's reference, to be refunded.
    if (
      !affected(
        await trx('ordini')
          .where({ id: c.orderId, status: 'pending' })
          .update({ status: 'paid', date_updated: now }),
      )
    ) {
      await trx('ordini')
        .where({ id: c.orderId })
        .update({ esito_pagamento: 'approved', riferimento_pagamento: reference });
      return false;
    }
    const today = now.toISOString().slice(0, 10);
    const plusDays = (days: number) =>
      new Date(now.getTime() + days * 86400000).toISOString().slice(0, 10);
    const emessi: {
      carte_regalo: Row[];
      card_armonia: Row[];
      abbonamenti: Row[];
      prenotazioni: Row[];
    } = { carte_regalo: [], card_armonia: [], abbonamenti: [], prenotazioni: [] };
    for (const t of c.taken) {
      const g = t.group;
      const first = g.units[0] as PricedLine;
      for (let i = 0; i < g.item.quantita; i += 1) {
        if (
          (g.item.tipo === 'carte' || g.item.tipo === 'carte_regalate') &&
          first.ref.productKind === 'regalo'
        ) {
          const codice = code('GC', 10);
          const saldo = first.ref.importo ?? first.prezzo;
          await trx('carte_regalo').insert({
            codice,
            importo: saldo,
            saldo,
            email: g.item.email ?? null,
            acquirente: viewer.user,
            ordine: c.orderId,
            attiva: true,
            date_created: now,
          });
          emessi.carte_regalo.push({ codice, saldo, email: g.item.email ?? null });
        } else if (
          (g.item.tipo === 'carte' || g.item.tipo === 'carte_regalate') &&
          first.ref.productKind === 'armonia'
        ) {
          const codice = code('AR', 10);
          const valida_al = plusDays(first.ref.durataGiorni ?? 365);
          const ids = await trx('card_armonia')
            .insert({
              codice,
              user: viewer.user,
              ordine: c.orderId,
              prodotto: Number(g.item.id),
              valida_dal: today,
              valida_al,
              stato: 'attiva',
              date_created: now,
            })
            .returning('id');
          emessi.card_armonia.push({
            id: num(typeof ids[0] === 'object' ? (ids[0] as Row)['id'] : ids[0]),
            codice,
            valida_al,
          });
          // The buyer gets the loyalty-card holder policy (whether the card is valid on a day is
          // still checked against the card itself).
          if (viewer.user) await attachPolicy(trx, viewer.user, 'titolare_card');
        } else if (g.item.tipo === 'abbonamenti_athena' && g.item.intestatario) {
          const codice = code('AT', 10);
          const ids = await trx('abbonamenti_athena')
            .insert({
              codice,
              prodotto: Number(g.item.id),
              user: viewer.user,
              ordine: c.orderId,
              first_name: g.item.intestatario.first_name,
              last_name: g.item.intestatario.last_name,
              data_di_nascita: g.item.intestatario.data_di_nascita,
              convenzione: g.item.convenzione ?? null,
              valido_dal: today,
              valido_al: plusDays(first.ref.durataGiorni ?? 365),
              date_created: now,
            })
            .returning('id');
          emessi.abbonamenti.push({
            id: num(typeof ids[0] === 'object' ? (ids[0] as Row)['id'] : ids[0]),
            codice,
            first_name: g.item.intestatario.first_name,
            last_name: g.item.intestatario.last_name,
          });
        }
      }
    }
    await trx('prenotazioni').where({ ordine: c.orderId }).update({ stato: 'confermata' });
    const bookings = (await trx('prenotazioni')
      .where({ ordine: c.orderId })
      .select('id', 'tipo', 'data', 'posti')) as Row[];
    emessi.prenotazioni = bookings.map((r) => ({
      id: num(r['id']),
      tipo: r['tipo'],
      data: r['data'],
      posti: num(r['posti']),
    }));
    await trx('ordini')
      .where({ id: c.orderId })
      .update({
        status: 'paid',
        esito_pagamento: 'approved',
        riferimento_pagamento: reference,
        emessi: JSON.stringify(emessi),
        date_updated: now,
      });
    return true;
  }

  private async release(
    trx: Knex.Transaction,
    c: Created,
    reference: string | null,
  ): Promise<void> {
    const now = Date.now();
    // An order the sweep has already cancelled gave back its holds there.
    if (
      !affected(
        await trx('ordini')
          .where({ id: c.orderId, status: 'pending' })
          .update({ status: 'failed', date_updated: new Date(now) }),
      )
    )
      return;
    for (const t of c.taken) {
      const q = t.group.item.quantita;
      if (t.product !== undefined)
        await trx('contenuti')
          .where({ id: t.product })
          .update({ venduti: trx.raw('venduti - ?', [q]) });
      if (t.tour !== undefined)
        await trx('date_puntuali')
          .where({ id: t.tour })
          .update({ prenotati: trx.raw('prenotati - ?', [q]) });
    }
    for (const s of c.sessions) {
      const slot = (await lockSlot(trx, s.slot)) as Slot;
      await trx('date_puntuali')
        .where({ id: s.slot })
        .update({ prenotati: trx.raw('prenotati - ?', [s.q]) });
      const row = (await trx('sessioni_coda').where({ id: s.id }).first()) as SessionRow;
      // The session gets back exactly the places it had booked, so capacity still holds.
      const alive = num(row.scadenza) > now;
      await trx('sessioni_coda')
        .where({ id: s.id })
        .update({
          status: alive ? 'active' : 'expired',
          ammessa: alive,
          posti: s.q,
          ordine: null,
          date_updated: new Date(now),
        });
      await refreshSlot(trx, { ...slot, prenotati: slot.prenotati - s.q }, now, this.cfg);
    }
    if (c.promoId !== null)
      await trx('codici_promo')
        .where({ id: c.promoId })
        .andWhere('usi', '>', 0)
        .update({ usi: trx.raw('usi - 1') });
    if (c.giftCard)
      await trx('carte_regalo')
        .where({ id: c.giftCard.id })
        .update({ saldo: trx.raw('saldo + ?', [c.giftCard.amount]) });
    await trx('prenotazioni').where({ ordine: c.orderId }).update({ stato: 'annullata' });
    await trx('ordini')
      .where({ id: c.orderId })
      .update({
        status: 'failed',
        esito_pagamento: 'declined',
        riferimento_pagamento: reference,
        date_updated: new Date(now),
      });
  }

  /**
   * Cancels orders left `pending` longer than `olderThanMs` (a process that stopped between taking
   * stock and the payment answer) and gives back what they took. Safe to run from several processes.
   */
  async sweep(olderThanMs: number): Promise<number> {
    const cutoff = new Date(Date.now() - olderThanMs);
    const stale = (await this.db('ordini')
      .where({ status: 'pending' })
      .andWhere('date_created', '<', cutoff)
      .limit(100)
      .select('id')) as Row[];
    let cancelled = 0;
    for (const o of stale) {
      const id = String(o['id']);
      const done = await tx(this.db, async (trx) => {
        const now = new Date();
        const order = (await trx('ordini').where({ id, status: 'pending' }).first()) as
          Row | undefined;
        if (
          !order ||
          !affected(
            await trx('ordini')
              .where({ id, status: 'pending' })
              .update({ status: 'cancelled', date_updated: now }),
          )
        )
          return false;
        const righe = (await trx('ordini_righe')
          .where({ ordine: id })
          .select('tipo', 'item_id', 'quantita', 'slot')) as Row[];
        for (const r of righe) {
          const q = num(r['quantita']);
          if (['carte', 'carte_regalate', 'abbonamenti_athena'].includes(String(r['tipo']))) {
            await trx('contenuti')
              .where({ id: Number(r['item_id']) })
              .whereNotNull('stock')
              .andWhere('venduti', '>=', q)
              .update({ venduti: trx.raw('venduti - ?', [q]) });
          } else if (r['slot'] !== null && r['slot'] !== undefined) {
            await trx('date_puntuali')
              .where({ id: num(r['slot']) })
              .andWhere('prenotati', '>=', q)
              .update({ prenotati: trx.raw('prenotati - ?', [q]) });
          }
        }
        await trx('sessioni_coda')
          .where({ ordine: id })
          .update({ status: 'expired', ammessa: false, ordine: null, date_updated: now });
        if (order['promo'] !== null && order['promo'] !== undefined) {
          await trx('codici_promo')
            .where({ id: num(order['promo']) })
            .andWhere('usi', '>', 0)
            .update({ usi: trx.raw('usi - 1') });
        }
        if (
          order['carta_regalo'] !== null &&
          order['carta_regalo'] !== undefined &&
          num(order['pagato_carta_regalo']) > 0
        ) {
          await trx('carte_regalo')
            .where({ id: num(order['carta_regalo']) })
            .update({ saldo: trx.raw('saldo + ?', [num(order['pagato_carta_regalo'])]) });
        }
        await trx('prenotazioni').where({ ordine: id }).update({ stato: 'annullata' });
        return true;
      });
      if (done) cancelled += 1;
    }
    return cancelled;
  }

  async present(id: string, withToken: boolean): Promise<Row> {
    const o = (await this.db('ordini').where({ id }).first()) as Row | undefined;
    if (!o) throw notFound('Order not found.');
    const righe = (await this.db('ordini_righe')
      .where({ ordine: id })
      .orderBy('id')
      .select('*')) as Row[];
    const emessi = json<Row>(o['emessi'], {});
    const out: Row = {
      id: o['id'],
      numero: o['numero'],
      status: o['status'],
      totale: num(o['totale']),
      sconto_promo: num(o['sconto_promo']),
      pagato_carta_regalo: num(o['pagato_carta_regalo']),
      da_pagare: num(o['da_pagare']),
      codice_promo: o['codice_promo'] ?? null,
      email: o['email'] ?? null,
      date_created: toIso(o['date_created']),
      pagamento: {
        provider: o['provider'] ?? null,
        riferimento: o['riferimento_pagamento'] ?? null,
        esito: o['esito_pagamento'] ?? null,
      },
      righe: righe.map((r) => ({
        id: num(r['id']),
        tipo: r['tipo'],
        item_id: String(r['item_id']),
        nome: json(r['nome'], null),
        data: r['data'] ?? null,
        tariffa: r['tariffa'] ?? null,
        accessori: json(r['accessori'], []),
        convenzione: r['convenzione'] ?? null,
        lingua: r['lingua'] ?? null,
        sessione: r['sessione'] ?? null,
        email: r['email'] ?? null,
        intestatario: json(r['intestatario'], null),
        quantita: num(r['quantita']),
        prezzo_unitario: num(r['prezzo_unitario']),
        totale: num(r['totale']),
      })),
      emessi: {
        carte_regalo: (emessi['carte_regalo'] as unknown[]) ?? [],
        card_armonia: (emessi['card_armonia'] as unknown[]) ?? [],
        abbonamenti: (emessi['abbonamenti'] as unknown[]) ?? [],
        prenotazioni: (emessi['prenotazioni'] as unknown[]) ?? [],
      },
    };
    if (withToken && o['access_token']) out['access_token'] = o['access_token'];
    return out;
  }

  async read(viewer: Viewer, id: string | undefined, token: unknown): Promise<Row> {
    if (!id || !UUID.test(id)) throw notFound('Order not found.');
    const o = (await this.db('ordini').where({ id }).first('user', 'access_token')) as
      Row | undefined;
    if (!o) throw notFound('Order not found.');
    const owner = viewer.user !== null && o['user'] === viewer.user;
    const byToken = typeof token === 'string' && token.length > 0 && o['access_token'] === token;
    if (!owner && !byToken && !viewer.admin) throw notFound('Order not found.');
    return this.present(id, false);
  }

  async mine(user: string, limitRaw: unknown, pageRaw: unknown): Promise<Row[]> {
    const limit = Math.min(100, Math.max(1, Number(limitRaw ?? 20) || 20));
    const page = Math.max(1, Number(pageRaw ?? 1) || 1);
    const rows = (await this.db('ordini')
      .where({ user })
      .orderBy('date_created', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .select('id')) as Row[];
    const out: Row[] = [];
    for (const r of rows) out.push(await this.present(String(r['id']), false));
    return out;
  }
}

export { pricedItem };
