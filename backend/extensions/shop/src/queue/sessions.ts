// Queue sessions of appointment dates: register a session for a date, then read its status, leave,
// convert (about to order) or reactivate it. Every operation runs in one transaction that locks the
// date row, refreshes the queue (rules.ts), then acts on the session; two kinds of call skip the
// lock when they cannot give or take a place: a new session that would wait anyway
// (registerWaiting) and most status reads (readStatus).
import type { Knex } from 'knex';
import { ApiError, invalid, notFound } from '../../../shared/http';
import { isPg, isUniqueViolation, num, tx } from '../db';
import { findByKey, lockSlot, tryLockSlot } from '../catalog/slots';
import type { Slot } from '../catalog/slots';
import { isAdmitted, mustWait, present, refreshSlot, slotClosed } from './rules';
import type { QueueConfig, QueueStatus, SessionRow } from './rules';

const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

export type QueueOp = 'status' | 'left' | 'convert' | 'reactivate';

/** The most session ids one `statuses` call may name. */
export const STATUSES_MAX = 200;

/** One session's answer of a `statuses` call: its status, or the error a `status` call would answer. */
export type StatusAnswer =
  | { session_id: string; session: QueueStatus }
  | { session_id: string; error: { status: number; code: string; message: string } };

interface Registration {
  sessionId: string;
  key: string;
  appuntamento: number | null;
  posti: number;
}

function readSessionId(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('body', 'The body must be a JSON object.');
  const id = (body as Record<string, unknown>)['session_id'];
  if (id === undefined || id === null) throw invalid('session_id', 'session_id is required.');
  if (typeof id !== 'string' || !SESSION_ID.test(id))
    throw invalid('session_id', 'session_id must be 8-128 characters among A-Z a-z 0-9 _ -.');
  return id;
}

/** The registrations of a `registers` call: 1 to STATUSES_MAX bodies, each as `register` takes it. */
function readRegistrations(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('body', 'The body must be a JSON object.');
  const list = (body as Record<string, unknown>)['registrations'];
  if (!Array.isArray(list) || list.length === 0 || list.length > STATUSES_MAX)
    throw invalid(
      'registrations',
      `registrations must be a list of 1 to ${STATUSES_MAX} registrations.`,
    );
  return list;
}

/** The `session_ids` of a `statuses` call: 1 to STATUSES_MAX ids, each as `status` takes it. */
function readSessionIds(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('body', 'The body must be a JSON object.');
  const ids = (body as Record<string, unknown>)['session_ids'];
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > STATUSES_MAX)
    throw invalid('session_ids', `session_ids must be a list of 1 to ${STATUSES_MAX} session ids.`);
  for (const id of ids)
    if (typeof id !== 'string' || !SESSION_ID.test(id))
      throw invalid(
        'session_ids',
        'Each of session_ids must be 8-128 characters among A-Z a-z 0-9 _ -.',
      );
  return ids as string[];
}

function readRegistration(body: unknown): Registration {
  const sessionId = readSessionId(body);
  const b = body as Record<string, unknown>;
  const key = b['data_appuntamento'];
  if (key === undefined || key === null)
    throw invalid('data_appuntamento', 'data_appuntamento is required.');
  if (typeof key !== 'string' && typeof key !== 'number')
    throw invalid('data_appuntamento', 'data_appuntamento must be a string yyyyMMddHHmm.');
  const keyStr = String(key);
  if (!/^\d{12}$/.test(keyStr))
    throw invalid('data_appuntamento', 'data_appuntamento must be 12 digits yyyyMMddHHmm.');
  let appuntamento: number | null = null;
  if (b['appuntamento'] !== undefined && b['appuntamento'] !== null) {
    appuntamento = Number(b['appuntamento']);
    if (!Number.isInteger(appuntamento) || appuntamento <= 0)
      throw invalid('appuntamento', 'appuntamento must be a positive integer.');
  }
  let posti = 1;
  if (b['posti'] !== undefined && b['posti'] !== null) {
    posti = Number(b['posti']);
    if (typeof b['posti'] !== 'number' || !Number.isInteger(posti) || posti < 1 || posti > 10)
      throw invalid('posti', 'posti must be an integer from 1 to 10.');
  }
  return { sessionId, key: keyStr, appuntamento, posti };
}

/** The one slot of the registration's date, or 404 SLOT_NOT_FOUND / 409 SLOT_AMBIGUOUS. */
async function slotOfRegistration(db: Knex, r: Registration): Promise<Slot> {
  const found = await findByKey(db, 'appuntamenti', r.key, r.appuntamento);
  if (found.length === 0)
    throw new ApiError(404, 'SLOT_NOT_FOUND', 'No appointment slot with this date.', {
      field: 'data_appuntamento',
    });
  if (found.length > 1)
    throw new ApiError(
      409,
      'SLOT_AMBIGUOUS',
      'Several appointments have a slot at this date: send appuntamento.',
      { field: 'appuntamento' },
    );
  return found[0] as Slot;
}

const readSession = async (trx: Knex.Transaction, sessionId: string) =>
  (await trx('sessioni_coda').where({ session_id: sessionId }).first()) as SessionRow | undefined;

/**
 * How long a date's refresh (expiries and admissions, under the date's lock) stands for this
 * process's status reads. Every status call used to lock its date, so the polls of one date's
 * waiting line ran one at a time; now a status read locks the date only when this process has not
 * refreshed it for this long (or when the session's own time is up), and otherwise reads the
 * session and its position as they are. An admission is then seen at most this much later; the
 * places are only ever given under the lock, so the capacity rule does not depend on it.
 */
export const STATUS_REFRESH_MS = 1000;

/**
 * How old this process's last refresh of a date may be for a batch of status reads to answer from
 * it when the date's lock is held by another call (which refreshes the line under it: every call
 * that locks a date for the queue does). Waiting for the lock made a batch, and every poll that
 * gathered behind it in the storefront, as slow as the longest line of locked calls (a second and
 * more the day a big event goes on sale, with tens of polls in each such batch); the answer read
 * meanwhile is the line as it stands before that call ends, as a poll sent a moment earlier would
 * have had. Past this age the batch waits for the lock, so the status read never strays further
 * from a refresh of its own.
 */
export const STATUS_STALE_MAX_MS = 5000;

/** How long the batches answer from a date found locked before one of them tries its lock again. */
const STATUS_LOCK_RETRY_MS = 100;

/** No date passed by (planRead's default, on the path of every single status read). */
const NONE_PASSED: ReadonlySet<number> = new Set();

export class Queue {
  /**
   * When this process last refreshed each date under its lock (ms since the epoch), and the date's
   * row as read then: the status reads of the next STATUS_REFRESH_MS answer from it (its capacity,
   * content and whether it is closed) instead of reading the row again.
   */
  private readonly refreshed = new Map<number, { at: number; slot: Slot }>();

  /**
   * Each date's waiting line as this process last read it (see lineOf): the status reads of the
   * next STATUS_REFRESH_MS find a session's position in it instead of counting the sessions
   * ahead of it (thousands of index entries, and on PostgreSQL their rows, for every poll of a long
   * line).
   */
  private readonly lines = new Map<number, Kept<WaitingLine>>();

  /**
   * The dates found by their key in the last STATUS_REFRESH_MS (see slotOf): the registrations of
   * a rush name one date thousands of times within seconds.
   */
  private readonly slots = new Map<string, Kept<Slot>>();

  /**
   * The calls of this process that lock each date, in the order they came (see inTurn): the one
   * under way and those waiting, as one promise that settles when the last of them has ended.
   */
  private readonly turns = new Map<number, Promise<void>>();

  /** The refresh of each date that `statuses` has in flight (see refreshAlone). */
  private readonly refreshing = new Map<number, Promise<'refreshed' | 'busy'>>();

  constructor(
    private readonly db: Knex,
    private readonly cfg: QueueConfig,
  ) {}

  async register(body: unknown, user: string | null): Promise<QueueStatus> {
    const r = readRegistration(body);
    const slot = await this.slotOf(r);
    try {
      const waiting = await this.registerWaiting(slot, r, user);
      if (waiting) return waiting;
    } catch (error) {
      // the session_id is registered already (a reload of the queue page): the locked path
      // answers with that session, or refuses it when it is another date's
      if (!isUniqueViolation(error)) throw error;
    }
    // two calls inserting one session_id at once: one fails on the unique session_id, and its
    // second attempt finds the row
    const locked = () =>
      this.inTurn(slot.id, () => tx(this.db, (trx) => this.registerIn(trx, slot.id, r, user)));
    try {
      return await locked();
    } catch (error) {
      if (isUniqueViolation(error)) return locked();
      throw error;
    } finally {
      this.lines.delete(slot.id);
    }
  }

  /**
   * Several registrations in one call, in the order sent, each answered as `register` would answer
   * it alone (a refused one is its own error, not the call's): what the storefront sends when many
   * visitors open the queue at once. The registrations that would wait anyway (registerWaiting's
   * condition, asked once per date of the call) are one insert of their waiting sessions, in the
   * order sent; a session_id registered already, and every registration that may be admitted at
   * once, take `register`'s locked path one at a time.
   */
  async registers(body: unknown, user: string | null): Promise<StatusAnswer[]> {
    const list = readRegistrations(body);
    const now = Date.now();
    const answers: Array<StatusAnswer | undefined> = list.map(() => undefined);
    const waiting: Array<{ at: number; r: Registration; slot: Slot }> = [];
    const locked: number[] = [];
    const waits = new Map<number, Promise<boolean>>();
    const seen = new Set<string>();
    for (const [at, item] of list.entries()) {
      let r: Registration;
      let slot: Slot;
      try {
        r = readRegistration(item);
        slot = await this.slotOf(r);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const id = (item as { session_id?: unknown } | null)?.session_id;
        answers[at] = failed(typeof id === 'string' ? id : '', error);
        continue;
      }
      if (seen.has(r.sessionId)) {
        locked.push(at);
        continue;
      }
      seen.add(r.sessionId);
      if (!waits.has(slot.id)) waits.set(slot.id, this.wouldWait(slot, r.posti, now));
      if (await waits.get(slot.id)!) waiting.push({ at, r, slot });
      else locked.push(at);
    }
    if (waiting.length) {
      const inserted = (await this.db('sessioni_coda')
        .insert(waiting.map(({ r, slot }) => this.newSession(slot, r, user, now, 'active')))
        .onConflict('session_id')
        .ignore()
        .returning('*')) as SessionRow[];
      const byId = new Map(inserted.map((row) => [row.session_id, row]));
      for (const { at, r, slot } of waiting) {
        const row = byId.get(r.sessionId);
        if (!row) {
          locked.push(at);
          continue;
        }
        await this.joinLine(row);
        answers[at] = {
          session_id: r.sessionId,
          session: await present(this.db, row, slot, this.cfg, (x) => this.positionOf(x, now)),
        };
      }
    }
    for (const at of locked.sort((a, b) => a - b)) {
      const item = list[at] as { session_id: string };
      try {
        answers[at] = { session_id: item.session_id, session: await this.register(item, user) };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        answers[at] = failed(item.session_id, error);
      }
    }
    return answers as StatusAnswer[];
  }

  /**
   * registerWaiting's condition for a newcomer asking `posti` places: the date is open with places
   * left, and someone waited in time in this process's line of the last STATUS_REFRESH_MS, or
   * mustWait says a refresh would not admit it now.
   */
  private async wouldWait(slot: Slot, posti: number, now: number): Promise<boolean> {
    if (slotClosed(slot, now) || slot.prenotati >= slot.capacita) return false;
    const line = readyValue(this.lines, slot.id, now);
    if (line !== undefined && line.until > now) return true;
    return mustWait(this.db, slot, posti, now);
  }

  /**
   * The registration's date, as this process found it by its key at most STATUS_REFRESH_MS ago
   * (one read in flight however many registrations ask). Only the unlocked path reads its places
   * and state, which may be out of date anyway (registerWaiting says why that is safe); the locked
   * path locks and reads the date again. A key that names no date, or several, is not kept.
   */
  private slotOf(r: Registration): Promise<Slot> {
    const key = `${r.key}:${r.appuntamento ?? ''}`;
    return keep(this.slots, key, Date.now(), () => slotOfRegistration(this.db, r)).value;
  }

  /**
   * A new session that would wait anyway is one insert of a waiting session, without the date's
   * lock: the day a big event goes on sale thousands register within seconds behind the few
   * admitted, and under the lock they ran one at a time. Only for an open date with places left,
   * when mustWait (rules.ts) says a refresh would not admit the newcomer now; null otherwise, and
   * the locked path answers (a session_id registered already fails the insert on its unique index,
   * and the locked path answers too). The date is the one just read to find it. Safe because the
   * insert only adds a waiting row (ammessa false): places are still only given by refreshSlot
   * under the lock, so the capacity rule does not depend on this path, and the row takes its turn
   * by (sequenza, id) like any other. The unlocked reads may be out of date: a read that wrongly
   * sees a free place only sends the call to the locked path; a place freed (or a date closed,
   * sold out) after the read is handled by the next refresh under the lock, at the latest the
   * newcomer's own next status poll, which admits it in its turn (or skips it). On PostgreSQL the
   * insert's check of its foreign key to the date row (FOR KEY SHARE) does not wait for a locked
   * call either (lockSlot takes FOR NO KEY UPDATE).
   */
  private async registerWaiting(
    slot: Slot,
    r: Registration,
    user: string | null,
  ): Promise<QueueStatus | null> {
    const now = Date.now();
    // someone waited in time in this process's line of the last STATUS_REFRESH_MS: the newcomer
    // waits behind (mustWait's first question, without its query; a waiting time only grows while
    // its session waits, and if they have all gone since, the next refresh admits it in its turn)
    if (!(await this.wouldWait(slot, r.posti, now))) return null;
    const [row] = (await this.db('sessioni_coda')
      .insert(this.newSession(slot, r, user, now, 'active'))
      .returning('*')) as SessionRow[];
    await this.joinLine(row!);
    return present(this.db, row!, slot, this.cfg, (x) => this.positionOf(x, now));
  }

  private async registerIn(
    trx: Knex.Transaction,
    slotId: number,
    r: Registration,
    user: string | null,
  ): Promise<QueueStatus> {
    const now = Date.now();
    const slot = (await lockSlot(trx, slotId)) as Slot;
    const existing = await readSession(trx, r.sessionId);
    if (existing && num(existing.slot) !== slot.id) {
      throw new ApiError(
        409,
        'SESSION_CONFLICT',
        'This session_id is registered for another slot.',
        {
          field: 'session_id',
        },
      );
    }
    await this.refresh(trx, slot, now);
    if (!existing) {
      const full = slot.prenotati >= slot.capacita || slotClosed(slot, now);
      await trx('sessioni_coda').insert(
        this.newSession(slot, r, user, now, full ? 'skip' : 'active'),
      );
      if (!full) await refreshSlot(trx, slot, now, this.cfg);
    }
    return present(trx, (await readSession(trx, r.sessionId)) as SessionRow, slot, this.cfg);
  }

  /** The date's refresh under its lock, noted with the row for this process's status reads. */
  private async refresh(trx: Knex.Transaction, slot: Slot, now: number): Promise<void> {
    await refreshSlot(trx, slot, now, this.cfg);
    this.refreshed.set(slot.id, { at: now, slot });
  }

  /** The row of a new session: waiting (not admitted) from now, or skipped. */
  private newSession(
    slot: Slot,
    r: Registration,
    user: string | null,
    now: number,
    status: 'active' | 'skip',
  ) {
    return {
      session_id: r.sessionId,
      slot: slot.id,
      data_appuntamento: slot.key,
      status,
      ammessa: false,
      posti: r.posti,
      sequenza: now,
      scadenza: now + this.cfg.waitingMs,
      user,
      date_created: new Date(now),
    };
  }

  async act(op: QueueOp, body: unknown): Promise<QueueStatus> {
    const sessionId = readSessionId(body);
    const known = (await this.db('sessioni_coda').where({ session_id: sessionId }).first()) as
      SessionRow | undefined;
    if (!known) throw notFound('Session not found.');
    if (op === 'status') {
      const read = await this.readStatus(known);
      if (read) return read;
    }
    try {
      return await this.inTurn(num(known.slot), () =>
        tx(this.db, async (trx) => {
          const now = Date.now();
          const slot = (await lockSlot(trx, num(known.slot))) as Slot;
          await this.refresh(trx, slot, now);
          const s = (await readSession(trx, sessionId)) as SessionRow;
          const changed = await this.apply(op, { trx, slot, s, now, stamp: new Date(now) });
          const after = changed ? ((await readSession(trx, sessionId)) as SessionRow) : s;
          return present(trx, after, slot, this.cfg);
        }),
      );
    } finally {
      // the line may have changed under the lock: the next status read reads it again, once the
      // transaction is over (a read during it would keep the line as it was before)
      this.lines.delete(num(known.slot));
    }
  }

  /**
   * The status of several sessions at once, in the order asked, each as `status` would answer it
   * (a session unknown is its own 404, not the call's): what the storefront sends when many
   * visitors poll at once, so that one request, one read of the sessions and one heartbeat update
   * serve them all. A date that this process has not refreshed for STATUS_REFRESH_MS is refreshed
   * first, once, under its lock, and its sessions read again, so that an admission made then is
   * seen in this answer. A session whose own time is up (or whose heartbeat update finds it changed
   * meanwhile) takes the locked path of `status`, one at a time.
   */
  async statuses(body: unknown): Promise<StatusAnswer[]> {
    const ids = readSessionIds(body);
    const unique = [...new Set(ids)];
    const readRows = async (list: string[]) =>
      (await this.db('sessioni_coda').whereIn('session_id', list)) as SessionRow[];
    let rows = await readRows(unique);
    const stale = [...new Set(rows.map((s) => num(s.slot)))].filter(
      (slotId) => !this.freshSlot(slotId, Date.now()),
    );
    // the dates whose lock another call held: read as they stand (STATUS_STALE_MAX_MS)
    const passed = new Set<number>();
    if (stale.length) {
      const outcomes = await Promise.all(stale.map((slotId) => this.refreshAlone(slotId)));
      stale.forEach((slotId, i) => outcomes[i] === 'busy' && passed.add(slotId));
      if (outcomes.includes('refreshed')) rows = await readRows(unique);
    }
    const known = new Map(rows.map((s) => [s.session_id, s]));
    const now = Date.now();
    const plans = new Map([...known].map(([id, s]) => [id, this.planRead(s, now, passed)]));
    const due = [...known.values()].filter((s) => plans.get(s.session_id) === 'heartbeat');
    const extended = new Map<string, SessionRow>();
    if (due.length) {
      const scadenza = now + this.cfg.waitingMs;
      const updated = (await this.db('sessioni_coda')
        .whereIn(
          'id',
          due.map((s) => s.id),
        )
        .where({ status: 'active', ammessa: false })
        .andWhere('scadenza', '>', now)
        .update({ scadenza, date_updated: new Date(now) })
        .returning('id')) as Array<{ id: number | string } | number | string>;
      const done = new Set(updated.map((u) => num(typeof u === 'object' ? u.id : u)));
      for (const s of due) if (done.has(num(s.id))) extended.set(s.session_id, { ...s, scadenza });
    }
    const answered = new Map<string, StatusAnswer>();
    for (const id of unique) {
      const s = known.get(id);
      if (!s) {
        answered.set(id, failed(id, notFound('Session not found.')));
        continue;
      }
      const plan = plans.get(id);
      const ready = plan === 'read' ? s : plan === 'heartbeat' ? extended.get(id) : undefined;
      try {
        const session = ready
          ? await present(this.db, ready, this.refreshed.get(num(s.slot))!.slot, this.cfg, (x) =>
              this.positionOf(x, now),
            )
          : await this.act('status', { session_id: id });
        answered.set(id, { session_id: id, session });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        answered.set(id, failed(id, error));
      }
    }
    return ids.map((id) => answered.get(id)!);
  }

  /**
   * Runs `fn`, a transaction that locks the date, once this process's earlier calls on the same
   * date have ended. Those calls take the date's lock one at a time anyway; waiting for it in the
   * database each held a connection of the pool meanwhile, so that when a burst of them queued on
   * one date (the admitted visitors of the day's big sale leaving or ordering within seconds) the
   * pool was soon all waiters and every other call of the process, the status polls among them,
   * waited for a connection behind them. Waiting here costs no connection: at most one per
   * process waits on a date's lock.
   */
  private inTurn<T>(slotId: number, fn: () => Promise<T>): Promise<T> {
    const before = this.turns.get(slotId) ?? Promise.resolve();
    const run = before.then(fn);
    const ended = run.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(slotId, ended);
    void ended.then(() => {
      if (this.turns.get(slotId) === ended) this.turns.delete(slotId);
    });
    return run;
  }

  /** True when this process refreshed the date under its lock less than STATUS_REFRESH_MS ago. */
  private freshSlot(slotId: number, now: number): boolean {
    const last = this.refreshed.get(slotId);
    return last !== undefined && now - last.at < STATUS_REFRESH_MS;
  }

  /**
   * The date's refresh under its lock, for no session in particular (see statuses): one in flight
   * per date, shared by every batch that finds the date stale meanwhile. Each batch used to take
   * the lock for its own refresh, so the batches arriving in the same moment queued behind each
   * other (and behind the locked calls) to repeat a refresh that had just been made.
   */
  private refreshAlone(slotId: number): Promise<'refreshed' | 'busy'> {
    const known = this.refreshing.get(slotId);
    if (known) return known;
    const last = this.refreshed.get(slotId);
    // another call's lock is passed by only while a refresh of this process is recent enough
    const mayPass = last !== undefined && Date.now() - last.at < STATUS_STALE_MAX_MS;
    const run = (async () => {
      let outcome = 'refreshed' as 'refreshed' | 'busy';
      try {
        if (mayPass && this.turns.has(slotId))
          outcome = 'busy'; // a call of this process holds it
        else if (mayPass)
          await tx(this.db, async (trx) => {
            const slot = await tryLockSlot(trx, slotId);
            if (slot === 'busy') outcome = 'busy';
            else if (slot) await this.refresh(trx, slot, Date.now());
          });
        else
          await this.inTurn(slotId, () =>
            tx(this.db, async (trx) => {
              const slot = await lockSlot(trx, slotId);
              if (slot) await this.refresh(trx, slot, Date.now());
            }),
          );
      } finally {
        // the line is read again after a refresh; one passed by is left to its own age
        if (outcome === 'refreshed') this.lines.delete(slotId);
        const forget = () => {
          if (this.refreshing.get(slotId) === run) this.refreshing.delete(slotId);
        };
        // a date found locked is tried again by the batches of STATUS_LOCK_RETRY_MS later, not by
        // every batch meanwhile
        if (outcome === 'busy') setTimeout(forget, STATUS_LOCK_RETRY_MS).unref?.();
        else forget();
      }
      return outcome;
    })();
    this.refreshing.set(slotId, run);
    return run;
  }

  /**
   * How a status read of the session can be answered: from the row as it is ('read'), after its
   * heartbeat's update ('heartbeat'), or only under the date's lock ('locked': this process has not
   * refreshed the date for STATUS_REFRESH_MS, the date is closed, or the session's own time is up,
   * whose expiry is applied under the lock).
   */
  private planRead(
    s: SessionRow,
    now: number,
    passed: ReadonlySet<number> = NONE_PASSED,
  ): 'read' | 'heartbeat' | 'locked' {
    if (!this.freshSlot(num(s.slot), now) && !passed.has(num(s.slot))) return 'locked';
    if (slotClosed(this.refreshed.get(num(s.slot))!.slot, now)) return 'locked';
    const running = s.status === 'active' || (s.status === 'converted' && s.ordine === null);
    if (running && num(s.scadenza) <= now) return 'locked';
    return this.dueHeartbeat(s, now) ? 'heartbeat' : 'read';
  }

  /**
   * A status read without the date's lock, when this process refreshed the date less than
   * STATUS_REFRESH_MS ago and the session's own time is not up (an expiry is applied under the
   * lock). The date's row is the one read by that refresh: a date closed since is seen at most
   * STATUS_REFRESH_MS later, as an admission is. A waiting session's heartbeat is one conditional
   * update of its own row (still waiting, still in time), which an admission or expiry under the
   * lock cannot cross. Null: the locked path answers.
   */
  private async readStatus(s: SessionRow): Promise<QueueStatus | null> {
    const now = Date.now();
    const plan = this.planRead(s, now);
    if (plan === 'locked') return null;
    const { slot } = this.refreshed.get(num(s.slot))!;
    if (plan === 'heartbeat') {
      const scadenza = now + this.cfg.waitingMs;
      const updated = await this.db('sessioni_coda')
        .where({ id: s.id, status: 'active', ammessa: false })
        .andWhere('scadenza', '>', now)
        .update({ scadenza, date_updated: new Date(now) });
      if (!updated) return null;
      return present(this.db, { ...s, scadenza }, slot, this.cfg, (x) => this.positionOf(x, now));
    }
    return present(this.db, s, slot, this.cfg, (x) => this.positionOf(x, now));
  }

  /**
   * The date's waiting line: read once per STATUS_REFRESH_MS by this process, shared by the status
   * reads meanwhile (one read in flight however many polls ask), forgotten when a call under the
   * lock of this process changed it (a waiting registration of its own joins it instead). Another
   * process's changes are seen at most STATUS_REFRESH_MS later, as an admission is; the position
   * is what the visitor is shown, never what gives a place.
   */
  private lineOf(slotId: number, now: number): Promise<WaitingLine> {
    return keep(this.lines, slotId, now, () => readLine(this.db, slotId)).value;
  }

  /** A waiting session's position: 1 + the waiting sessions before it in the line. */
  private async positionOf(s: SessionRow, now: number): Promise<number> {
    return placeIn(await this.lineOf(num(s.slot), now), num(s.sequenza), num(s.id)) + 1;
  }

  /** A session this process has just added as waiting joins the line it holds, in its turn. */
  private async joinLine(s: SessionRow): Promise<void> {
    const known = this.lines.get(num(s.slot));
    if (!known) return;
    const line = await known.value.catch(() => null);
    if (!line || this.lines.get(num(s.slot)) !== known) return;
    const seq = num(s.sequenza);
    const id = num(s.id);
    const at = placeIn(line, seq, id);
    if (line.seq[at] === seq && line.ids[at] === id) return;
    line.seq.splice(at, 0, seq);
    line.ids.splice(at, 0, id);
    line.until = Math.max(line.until, num(s.scadenza));
  }

  /** Applies one operation to the session; true when the session row changed. */
  private apply(op: QueueOp, a: OpArgs): Promise<boolean> {
    if (op === 'status') return this.heartbeat(a);
    if (op === 'left') return this.leave(a);
    if (op === 'convert') return convert(a);
    return this.reactivate(a);
  }

  /** A waiting session whose heartbeat has less than half of its time left. */
  private dueHeartbeat(s: SessionRow, now: number): boolean {
    return (
      s.status === 'active' && !isAdmitted(s) && num(s.scadenza) - now < this.cfg.waitingMs / 2
    );
  }

  /**
   * The heartbeat of a waiting session is pushed forward once half of it has passed, so that most
   * polls only read.
   */
  private async heartbeat({ trx, s, now, stamp }: OpArgs): Promise<boolean> {
    if (!this.dueHeartbeat(s, now)) return false;
    await trx('sessioni_coda')
      .where({ id: s.id })
      .update({ scadenza: now + this.cfg.waitingMs, date_updated: stamp });
    return true;
  }

  private async leave({ trx, slot, s, now, stamp }: OpArgs): Promise<boolean> {
    if (!(s.status === 'active' || (s.status === 'converted' && s.ordine === null))) return false;
    await trx('sessioni_coda')
      .where({ id: s.id })
      .update({ status: 'departed', ammessa: false, date_updated: stamp });
    await refreshSlot(trx, slot, now, this.cfg);
    return true;
  }

  private async reactivate({ trx, slot, s, now, stamp }: OpArgs): Promise<boolean> {
    if (s.status === 'converted')
      throw new ApiError(
        409,
        'SESSION_NOT_REACTIVABLE',
        'A converted session cannot be reactivated.',
        {
          status: s.status,
        },
      );
    if (s.status === 'active') return false;
    if (slotClosed(slot, now))
      throw new ApiError(409, 'SESSION_NOT_REACTIVABLE', 'The slot is closed or past.', {
        status: s.status,
      });
    const full = slot.prenotati >= slot.capacita;
    await trx('sessioni_coda')
      .where({ id: s.id })
      .update({
        status: full ? 'skip' : 'active',
        ammessa: false,
        ammessa_il: null,
        ordine: null,
        sequenza: now,
        scadenza: now + this.cfg.waitingMs,
        date_updated: stamp,
      });
    if (!full) await refreshSlot(trx, slot, now, this.cfg);
    return true;
  }
}

/** A session's answer of `statuses` that is the error a `status` call would answer. */
const failed = (sessionId: string, error: ApiError): StatusAnswer => ({
  session_id: sessionId,
  error: { status: error.status, code: error.code, message: error.message },
});

/** A value read at `at` (ms since the epoch), and the value itself once the read is over. */
interface Kept<V> {
  at: number;
  value: Promise<V>;
  ready?: V;
}

/**
 * The value kept under `key` when it was read less than STATUS_REFRESH_MS before `now` (or is
 * being read), otherwise a new read by `read`, kept in its place; one that fails is not kept. The
 * values older than that are dropped meanwhile.
 */
function keep<K, V>(kept: Map<K, Kept<V>>, key: K, now: number, read: () => Promise<V>): Kept<V> {
  const known = kept.get(key);
  if (known && isFresh(known, now)) return known;
  for (const [k, entry] of kept) if (!isFresh(entry, now)) kept.delete(k);
  const entry: Kept<V> = { at: now, value: read() };
  kept.set(key, entry);
  entry.value.then(
    (ready) => {
      entry.ready = ready;
    },
    () => {
      if (kept.get(key) === entry) kept.delete(key);
    },
  );
  return entry;
}

const isFresh = (entry: Kept<unknown>, now: number): boolean => now - entry.at < STATUS_REFRESH_MS;

/** The value kept under `key`, when its read is over and less than STATUS_REFRESH_MS old. */
function readyValue<K, V>(kept: Map<K, Kept<V>>, key: K, now: number): V | undefined {
  const known = kept.get(key);
  return known && isFresh(known, now) ? known.ready : undefined;
}

/**
 * A date's waiting sessions in their turn: (sequenza, id) ascending, as two parallel arrays, and
 * the latest end of their waiting time (their `scadenza`) when read.
 */
export interface WaitingLine {
  seq: number[];
  ids: number[];
  until: number;
}

/**
 * The line as the database has it. On PostgreSQL it comes as one row of two comma-separated lists
 * and the latest expiry, not as a row per session: the day of a big sale has 10,000 sessions
 * waiting on one date, each process reads their line at least once a second, and pg's parsing of
 * 10,000 rows (a message, an object and three bigint conversions each) cost a Directus process
 * about 11 ms of its event loop on a quiet machine each time, several times that under the sale's
 * load, the queue's status calls waiting behind it (README.md, Benchmarks). The lists are built
 * from the line read in its order by the date's index; an `ORDER BY` inside the aggregates would
 * sort the 10,000 rows again (13 ms of the database's time against 6 for the whole read), and
 * PostgreSQL keeps a sorted subquery's order in an aggregate without promising it, so the order
 * is checked here and the line sorted when it is not. SQLite's driver builds its rows natively and
 * they are read as before.
 */
async function readLine(db: Knex, slotId: number): Promise<WaitingLine> {
  const waiting = db('sessioni_coda').where({ slot: slotId, status: 'active', ammessa: false });
  if (isPg(db)) {
    const row = (await db
      .first(
        db.raw(`string_agg(l.sequenza::text, ',') AS seq`),
        db.raw(`string_agg(l.id::text, ',') AS ids`),
        db.raw('max(l.scadenza) AS until'),
      )
      .from(
        waiting
          .clone()
          .orderBy([{ column: 'sequenza' }, { column: 'id' }])
          .select('sequenza', 'id', 'scadenza')
          .as('l'),
      )) as { seq: string | null; ids: string | null; until: number | string | null } | undefined;
    const list = (text: string | null | undefined) => (text ? text.split(',').map(Number) : []);
    return inOrder({ seq: list(row?.seq), ids: list(row?.ids), until: num(row?.until ?? 0) });
  }
  const rows = (await waiting
    .orderBy([{ column: 'sequenza' }, { column: 'id' }])
    .select('sequenza', 'id', 'scadenza')) as Array<{
    sequenza: number | string;
    id: number | string;
    scadenza: number | string;
  }>;
  return {
    seq: rows.map((r) => num(r.sequenza)),
    ids: rows.map((r) => num(r.id)),
    until: rows.reduce((latest, r) => Math.max(latest, num(r.scadenza)), 0),
  };
}

/** The line in its turn, (seq, id) ascending: as given when it is, else sorted. */
export function inOrder(line: WaitingLine): WaitingLine {
  const { seq, ids } = line;
  const before = (a: number, b: number) =>
    seq[a]! < seq[b]! || (seq[a] === seq[b] && ids[a]! < ids[b]!);
  let sorted = true;
  for (let i = 1; i < seq.length && sorted; i++) sorted = before(i - 1, i);
  if (sorted) return line;
  const order = seq.map((_, i) => i).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return { seq: order.map((i) => seq[i]!), ids: order.map((i) => ids[i]!), until: line.until };
}

/** How many sessions of the line come before (seq, id): a binary search. */
export function placeIn(line: Pick<WaitingLine, 'seq' | 'ids'>, seq: number, id: number): number {
  let lo = 0;
  let hi = line.seq.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const s = line.seq[mid]!;
    if (s < seq || (s === seq && line.ids[mid]! < id)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface OpArgs {
  trx: Knex.Transaction;
  slot: Slot;
  s: SessionRow;
  now: number;
  stamp: Date;
}

/** An admitted session is converted (its holder is ordering); a waiting or ended one is refused. */
async function convert({ trx, s, stamp }: OpArgs): Promise<boolean> {
  if (s.status === 'active' && isAdmitted(s)) {
    await trx('sessioni_coda')
      .where({ id: s.id })
      .update({ status: 'converted', date_updated: stamp });
    return true;
  }
  if (s.status === 'converted') return false;
  const shown = s.status === 'active' ? 'waiting' : s.status;
  throw new ApiError(409, 'SESSION_INVALID', `The session cannot be converted: it is ${shown}.`, {
    status: s.status,
    admitted: isAdmitted(s),
  });
}
