import { createHash } from 'node:crypto';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type {
  FightPanel,
  PanelCallAnswer,
  PanelCallView,
  PanelExchange,
  RingPanel,
} from '@hema/shared/contracts/panel';
import type { Exchange, ExchangeDecision } from '@hema/shared/fight/exchanges';
import {
  combineWindow,
  exchangeKey,
  groupWindows,
  joinsDecidedExchange,
  type PanelCall,
  type PanelCallInput,
  type PanelRules,
  type PanelSeat,
} from '@hema/shared/fight/panel';
import { fightRules, type FightRulesInput } from '@hema/shared/fight/rules';
import type { FightEvent } from '@hema/shared/fight/events';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../common/app-error.js';
import { accountStandsSql, type SessionStamp } from '../auth/session-check.js';
import { SESSION_ENDED_MESSAGE } from '../auth/tokens.js';
import { Clock } from '../common/clock.js';
import { GroupCommit } from '../common/group-commit.js';
import { isUniqueViolation } from '../common/database-errors.js';
import {
  assertCanRunStartedTournament,
  canViewTournament,
  ownsOrAdministers,
} from '../common/tournament-access.js';
import { parseId } from '../common/validation.js';
import { sqlOf, type RowOf, type Sql } from '../database/sql.js';
import { EventBus } from '../events/event-bus.js';
import { FightCommandService } from '../fights/fight-command.service.js';
import type { SessionUser } from '../users/user.view.js';

export const PANEL_ERRORS = {
  off: 'panel/off',
  noSeat: 'panel/no-seat',
  seatTaken: 'panel/seat-taken',
  notDirector: 'panel/not-director',
  callIdTaken: 'panel/call-id-taken',
  notLast: 'panel/not-last',
  notJudge: 'panel/not-a-judge',
} as const;

/**
 * Ends the statement's (or transaction's) commit without waiting for its WAL to reach the disk. For the panel's own
 * bookkeeping only — the decisions claimed from stored calls and the fight versions they got — never for a call (a
 * judge is answered once it is stored) nor for the fight's command: after a crash that loses such a commit, the
 * calls are folded again into the same decision (its id comes from the exchange's first call) and its command is
 * answered from the fight's log, so nothing is lost or applied twice. Each exchange otherwise waited on three
 * WAL flushes besides the fight's own, and the judges' call inserts queued behind them.
 */
const ASYNC_COMMIT = sql`set_config('synchronous_commit', 'off', true)`;

/** A device may send a call from its outbox this long after it was pressed (as the fight commands allow). */
const MAX_CALL_AGE_MS = 24 * 60 * 60 * 1000;

/** The fight command id of a panel decision: derived from the exchange, so every replica sends the same one. */
function commandIdOf(kind: 'pn' | 'pu' | 'po', fightId: string, exchangeId: string, extra = ''): string {
  const digest = createHash('sha256').update(`${fightId}:${exchangeId}:${extra}`).digest('base64url');
  return `${kind}_${digest.slice(0, 40)}`;
}

interface FightRow {
  id: string;
  areaId: string | null;
  tournamentId: string;
  authorId: string;
  status: RowOf<'tournament'>['status'];
  rules: PanelRules;
  /** The caller's seat at the fight's ring, and whether they are one of its (unrevoked) judges: read with the fight. */
  seat: PanelSeat | null;
  judging: boolean;
  /** The live socket's session and account still stand as it resolved them (true for a caller without a socket). */
  accountStands: boolean;
}

type CallRow = RowOf<'judge_call'> & { userName: string };

/** A call's stored row (none when its id was stored before) and the number of the call insert that committed it. */
interface StoredCall {
  row: RowOf<'judge_call'> | undefined;
  seq: number;
}

/** A judge's call as it is stored. */
interface NewCall {
  id: string;
  fightId: string;
  userId: string;
  seat: PanelSeat;
  exchange: Exchange;
  pressedAt: Date;
}

/** Where a resolution put each call it folded: its decision, and whether it came late. */
type Placement = Map<string, { decisionId: string; late: boolean }>;

/**
 * The panel of judges (issue 33, item 1). Judges' calls are stored exactly once (their client-made id is the key);
 * the shared combiner (shared/src/fight/panel.ts) decides, and a decision is a `panel_decision` row whose id is the
 * EXCHANGE fight command's id: the row is claimed under a per-fight transaction lock, and the command is sent through
 * the one fight command path, whose command id is unique per fight — so a decision enters the fight once, whichever
 * replica got the deciding call, and a retry after a crash resends the same command and gets the stored answer.
 */
@Injectable()
export class PanelService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Panel');
  private readonly sql: Sql;
  /** Judges' calls written in groups ({@link store}). */
  private readonly callWrites = new GroupCommit<NewCall, StoredCall>((calls) => this.insertCalls(calls));
  /** Decisions being made after calls already answered ({@link decideSoon}). */
  private readonly deciding = new Set<Promise<void>>();
  /** Per fight, the decision running on this replica and the one queued after it ({@link decideSoon}). */
  private readonly decisionRuns = new Map<
    string,
    /** `covers`: the call inserts committed when the running one started, which its reads therefore see. */
    { current: Promise<void>; next: Promise<void> | null; covers: number }
  >();
  /** Call inserts committed on this replica so far, numbered ({@link insertCalls}). */
  private committedWrites = 0;

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly commands: FightCommandService,
    private readonly events: EventBus,
  ) {
    this.sql = sqlOf(db);
  }

  // ---- seats -------------------------------------------------------------------------------------------------

  async ring(areaId: string, user: SessionUser | undefined): Promise<RingPanel> {
    if (!user) throw unauthorized();
    const area = await this.area(areaId);
    if (!canViewTournament(user, area)) throw notFound('Ring');
    return this.ringView(area.id, user);
  }

  async takeSeat(areaId: string, user: SessionUser | undefined, seat: PanelSeat): Promise<RingPanel> {
    if (!user) throw unauthorized();
    const area = await this.area(areaId);
    await this.assertMayScore(area, user);
    try {
      await this.db.transaction(async (manager) => {
        const tx = sqlOf(manager);
        // One seat a person: moving to another seat frees the old one.
        await tx
          .deleteFrom('panel_seat')
          .where('areaId', '=', area.id)
          .where('userId', '=', user._id)
          .execute();
        await tx.insertInto('panel_seat').values({ areaId: area.id, seat, userId: user._id }).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Someone else sits in this seat', PANEL_ERRORS.seatTaken);
      throw error;
    }
    await this.seatsChanged(area);
    return this.ringView(area.id, user);
  }

  /**
   * The organizer seats someone: a judge of the ring whose right stands, or the tournament's author. One seat a
   * person and one person a seat, so the person's former seat and the seat's former holder are freed.
   */
  async assignSeat(
    areaId: string,
    user: SessionUser | undefined,
    seat: PanelSeat,
    userId: string,
  ): Promise<RingPanel> {
    const area = await this.area(areaId);
    assertCanRunStartedTournament(user, area);
    const assignee = parseId(userId, 'User');
    const judge = await this.sql
      .selectFrom('ring_judge')
      .select('id')
      .where('areaId', '=', area.id)
      .where('userId', '=', assignee)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (!judge && assignee !== area.authorId)
      throw badRequest('Only a judge of this ring can sit at its panel', PANEL_ERRORS.notJudge);
    try {
      await this.db.transaction(async (manager) => {
        const tx = sqlOf(manager);
        await tx
          .deleteFrom('panel_seat')
          .where('areaId', '=', area.id)
          .where((eb) => eb.or([eb('userId', '=', assignee), eb('seat', '=', seat)]))
          .execute();
        await tx.insertInto('panel_seat').values({ areaId: area.id, seat, userId: assignee }).execute();
      });
    } catch (error) {
      // Someone sat down in the same moment: the organizer sees it and tries again.
      if (isUniqueViolation(error)) throw conflict('Someone else sits in this seat', PANEL_ERRORS.seatTaken);
      throw error;
    }
    await this.seatsChanged(area);
    return this.ringView(area.id, user);
  }

  async leaveSeat(areaId: string, user: SessionUser | undefined, seat: PanelSeat): Promise<void> {
    if (!user) throw unauthorized();
    const area = await this.area(areaId);
    const organizer = ownsOrAdministers(user, area);
    if (!organizer && !canViewTournament(user, area)) throw notFound('Ring');
    let query = this.sql.deleteFrom('panel_seat').where('areaId', '=', area.id).where('seat', '=', seat);
    if (!organizer) query = query.where('userId', '=', user._id);
    const left = await query.executeTakeFirst();
    if (left.numDeletedRows > 0n) await this.seatsChanged(area);
  }

  // ---- calls -------------------------------------------------------------------------------------------------

  /**
   * Stores a judge's call once (its client-made id is the key) and decides what the rule then confirms. A call from
   * the judge's live socket carries the socket's account stamp: its session is checked in the fight's read, so the
   * socket path needs no session read per call (the REST twin's guard has read it already).
   */
  async call(
    user: SessionUser | undefined,
    input: PanelCallInput,
    socket?: { stamp: SessionStamp; refresh: () => Promise<SessionUser | null> },
  ): Promise<PanelCallAnswer> {
    if (!user) throw unauthorized();
    let fight = await this.fight(input.fightId, user, socket?.stamp ?? null);
    if (!fight.accountStands) {
      // The socket's account changed since it was resolved (a new role or licence), or its session ended.
      const fresh = socket ? await socket.refresh() : null;
      if (!fresh) throw unauthorized(SESSION_ENDED_MESSAGE);
      user = fresh;
      fight = await this.fight(input.fightId, user, null);
    }
    if (fight.rules.mode === 'off')
      throw conflict("This fight's category has no judging panel", PANEL_ERRORS.off);
    // Not optional: seatOf throws when the caller has no seat.
    const seat = (await this.seatOf(fight, user)) as PanelSeat;
    const now = this.clock.now().getTime();
    // The device stamps the press with the server's clock as it knows it; a far-future or ancient one is clamped.
    const pressedAt = new Date(Math.min(now, Math.max(now - MAX_CALL_AGE_MS, input.pressedAt)));
    const { row: inserted, seq } = await this.store(fight, user, seat, input, pressedAt);
    // Answered once stored: the call is the judge's part, and it is never lost or counted twice from here. What the
    // panel makes of it follows without the judge waiting — the exchange it confirms goes to the fight, and the
    // panel's room hears of it.
    this.track(this.decideSoon(fight, user, seq));
    if (!inserted) {
      const stored = await this.callRow(input.callId);
      if (!stored || stored.userId !== user._id || stored.fightId !== fight.id)
        throw conflict('This call id belongs to another call', PANEL_ERRORS.callIdTaken);
      return { call: callView(stored), replayed: true };
    }
    return { call: callView({ ...inserted, userName: user.name }), replayed: false };
  }

  /** Resolves when every call's decision started so far has been made (the tests; a replica shutting down). */
  async settled(): Promise<void> {
    while (this.deciding.size > 0) await Promise.all(this.deciding);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  private track(work: Promise<void>): void {
    this.deciding.add(work);
    void work.finally(() => this.deciding.delete(work));
  }

  /**
   * Decides what the fight's calls now confirm and tells the panel's room. Runs after a call is stored (and after a
   * resend, so a server that stopped between a call and its decision decides on the device's next attempt); a
   * failure is logged and the next call of the fight finds the same work pending.
   */
  private async decideAfter(fight: FightRow, user: SessionUser): Promise<void> {
    try {
      if (await this.mayDecide(fight)) await this.resolve(fight, user);
      await this.changed(fight);
    } catch (error) {
      this.logger.error(
        `Panel of fight ${fight.id}: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  }

  /**
   * Inserts the call, answering undefined when its id is stored already. Calls arriving while another insert is in
   * flight go in together with the next one (GroupCommit): one statement and one WAL flush for a panel's judges
   * pressing at once. A call pressed within an exchange already decided (a device back from offline) is stored open,
   * and `resolve` folds it into that exchange as late.
   */
  private store(
    fight: FightRow,
    user: SessionUser,
    seat: PanelSeat,
    input: PanelCallInput,
    pressedAt: Date,
  ): Promise<StoredCall> {
    return this.callWrites.add({
      id: input.callId,
      fightId: fight.id,
      userId: user._id,
      seat,
      exchange: input.exchange,
      pressedAt,
    });
  }

  private async insertCalls(calls: readonly NewCall[]): Promise<StoredCall[]> {
    // One row per id: the same call sent twice at once is stored once, and its second copy answered as a resend.
    const first = new Map<string, NewCall>();
    for (const call of calls) if (!first.has(call.id)) first.set(call.id, call);
    const rows = await this.sql
      .insertInto('judge_call')
      .values(
        [...first.values()].map((call) => ({
          id: call.id,
          fightId: call.fightId,
          userId: call.userId,
          seat: call.seat,
          exchange: call.exchange,
          pressedAt: call.pressedAt,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const seq = ++this.committedWrites;
    return calls.map((call) => ({ row: first.get(call.id) === call ? byId.get(call.id) : undefined, seq }));
  }

  /**
   * Whether {@link resolve} would write anything: a window of open calls the rule confirms, an open call that joins
   * a decided exchange late, or a decision not sent yet — read in one statement, without the fight's lock. Most calls
   * decide nothing (the first judges of an exchange, the late ones), and they then skip the locked transaction, which
   * the panel's judges would otherwise queue on one after another. Read after the call's insert committed, so of two
   * calls committed at once the later reader sees both; whatever this read finds is checked again under the lock.
   */
  private async mayDecide(fight: FightRow): Promise<boolean> {
    const { rows } = await sql<{
      pending: boolean;
      open: { id: string; seat: PanelSeat; exchange: Exchange; pressedAt: number }[];
    }>`
      SELECT
        EXISTS (
          SELECT 1 FROM panel_decision
          WHERE "fightId" = ${fight.id} AND "fightVersion" IS NULL AND refusal IS NULL
        ) OR EXISTS (
          SELECT 1 FROM judge_call c
          JOIN panel_decision d ON d."fightId" = c."fightId" AND d."replacedById" IS NULL
            -- joinsDecidedExchange (shared), in SQL: within the window on either side of the exchange's opener.
            AND c."pressedAt" > d."openedAt" - ${fight.rules.windowMs} * interval '1 millisecond'
            AND c."pressedAt" < d."openedAt" + ${fight.rules.windowMs} * interval '1 millisecond'
          WHERE c."fightId" = ${fight.id} AND c."decisionId" IS NULL
            AND NOT EXISTS (
              SELECT 1 FROM judge_call h
              WHERE h."fightId" = c."fightId" AND h."decisionId" = d.id AND h.seat = c.seat
            )
        ) AS pending,
        (
          SELECT coalesce(json_agg(json_build_object(
            'id', id, 'seat', seat, 'exchange', exchange,
            'pressedAt', (extract(epoch FROM "pressedAt") * 1000)::float8
          )), '[]'::json)
          FROM judge_call WHERE "fightId" = ${fight.id} AND "decisionId" IS NULL
        ) AS open
    `.execute(this.sql);
    const [{ pending, open }] = rows;
    if (pending) return true;
    const now = this.clock.now().getTime();
    return groupWindows(open, fight.rules.windowMs).some(
      (window) => combineWindow(fight.rules, window, now).status === 'confirmed',
    );
  }

  /**
   * {@link decideAfter}, one run at a time per fight on this replica: the judges of an exchange press together, and
   * their calls would otherwise each read the fight's open calls, queue on its lock to find, one after another, what
   * the first one did, and tell the panel's room four times. A call that finds a run going joins the one queued after
   * it, which starts after the running one ends and so reads this call's committed insert; at most one waits.
   */
  private decideSoon(fight: FightRow, user: SessionUser, seq: number): Promise<void> {
    const slot = this.decisionRuns.get(fight.id);
    // Committed before the running one started: its reads see this call (a panel's calls stored by one insert).
    if (slot && seq <= slot.covers) return slot.current;
    if (slot?.next) return slot.next;
    const settle = (run: Promise<void>) => {
      const done = () => {
        const now = this.decisionRuns.get(fight.id);
        if (now?.current === run && !now.next) this.decisionRuns.delete(fight.id);
      };
      run.then(done, done);
    };
    if (slot) {
      const next: Promise<void> = slot.current
        .catch(() => undefined)
        .then(() => {
          slot.current = next;
          slot.next = null;
          slot.covers = this.committedWrites;
          return this.decideAfter(fight, user);
        });
      slot.next = next;
      settle(next);
      return next;
    }
    const covers = this.committedWrites;
    const current = this.decideAfter(fight, user);
    this.decisionRuns.set(fight.id, { current, next: null, covers });
    settle(current);
    return current;
  }

  /**
   * Folds the fight's open calls into exchanges and decides those the rule confirms, then sends every decision the
   * fight has not taken yet. Runs after the call's insert has committed, so of two calls arriving at once on two
   * replicas the later reader sees both; the transaction lock makes the claim of a decision and the folding of its
   * calls one step per fight.
   */
  private async resolve(fight: FightRow, user: SessionUser): Promise<void> {
    const now = this.clock.now().getTime();
    const placed: Placement = new Map();
    const unsent = await this.db.transaction(async (manager) => {
      const tx = sqlOf(manager);
      // Committed without waiting for the disk (ASYNC_COMMIT): what this writes is derived from calls already stored.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`panel:${fight.id}`})), ${ASYNC_COMMIT}`.execute(tx);
      // The fight's decisions and calls in one read (a fight holds a few hundred at most).
      const {
        rows: [read],
      } = await sql<{
        decisions: {
          id: string;
          openedAt: number;
          decidedAt: number;
          replaced: boolean;
          unsent: boolean;
          exchange: Exchange;
          decision: ExchangeDecision;
        }[];
        calls: {
          id: string;
          seat: PanelSeat;
          exchange: Exchange;
          pressedAt: number;
          decisionId: string | null;
        }[];
      }>`
        SELECT
          (SELECT coalesce(json_agg(json_build_object(
             'id', id, 'exchange', exchange, 'decision', decision,
             'openedAt', (extract(epoch FROM "openedAt") * 1000)::float8,
             'decidedAt', (extract(epoch FROM "decidedAt") * 1000)::float8,
             'replaced', "replacedById" IS NOT NULL,
             'unsent', "fightVersion" IS NULL AND refusal IS NULL
           )), '[]'::json) FROM panel_decision WHERE "fightId" = ${fight.id}) AS decisions,
          (SELECT coalesce(json_agg(json_build_object(
             'id', id, 'seat', seat, 'exchange', exchange, 'decisionId', "decisionId",
             'pressedAt', (extract(epoch FROM "pressedAt") * 1000)::float8
           )), '[]'::json) FROM judge_call WHERE "fightId" = ${fight.id}) AS calls
      `.execute(tx);
      // Seats already heard in each decided exchange: a seat that called there and calls again calls a new exchange.
      const heard = new Set(
        read.calls.filter((c) => c.decisionId !== null).map((c) => `${c.decisionId}:${c.seat}`),
      );
      const rest: PanelCall[] = [];
      // In pressing order against exchanges in opening order: a device back from offline with a call for each of
      // several exchanges gives each exchange its own call.
      const byOpening = [...read.decisions].sort((a, b) => a.openedAt - b.openedAt);
      const byPress = [...read.calls].sort(
        (a, b) => a.pressedAt - b.pressedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      for (const call of byPress) {
        if (call.decisionId !== null) continue;
        // A call pressed within an exchange already decided (a device back from offline) joins it as late: the
        // one whose first call is nearest in time, when two decided exchanges are that close.
        let into: (typeof byOpening)[number] | undefined;
        for (const d of byOpening) {
          if (d.replaced || heard.has(`${d.id}:${call.seat}`)) continue;
          if (!joinsDecidedExchange(call.pressedAt, d.openedAt, fight.rules.windowMs)) continue;
          if (!into || Math.abs(call.pressedAt - d.openedAt) < Math.abs(call.pressedAt - into.openedAt))
            into = d;
        }
        if (into) {
          heard.add(`${into.id}:${call.seat}`);
          placed.set(call.id, { decisionId: into.id, late: true });
          continue;
        }
        rest.push(call);
      }
      const fresh: {
        id: string;
        exchangeId: string;
        exchange: Exchange;
        decision: ExchangeDecision;
        openedAt: Date;
      }[] = [];
      for (const window of groupWindows(rest, fight.rules.windowMs)) {
        const outcome = combineWindow(fight.rules, window, now);
        if (outcome.status !== 'confirmed') continue;
        const id = commandIdOf('pn', fight.id, window[0].id);
        fresh.push({
          id,
          exchangeId: window[0].id,
          exchange: outcome.exchange,
          decision: { by: 'majority', calls: outcome.calls, overruled: false },
          openedAt: new Date(window[0].pressedAt),
        });
        for (const call of window) placed.set(call.id, { decisionId: id, late: false });
      }
      if (fresh.length > 0)
        await tx
          .insertInto('panel_decision')
          .values(fresh.map((d) => ({ ...d, fightId: fight.id, decidedById: null })))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      if (placed.size > 0) {
        // Every folded call in one statement: its decision, and whether it came late.
        const ids = [...placed.keys()];
        await sql`
          UPDATE judge_call c SET "decisionId" = p."decisionId", late = p.late
          FROM unnest(${ids}::varchar[], ${ids.map((id) => placed.get(id)!.decisionId)}::varchar[],
                      ${ids.map((id) => placed.get(id)!.late)}::boolean[]) AS p(id, "decisionId", late)
          WHERE c.id = p.id`.execute(tx);
      }
      // What the fight has not taken yet, oldest first: earlier unsent decisions (a crash between the claim and the
      // command), then the new ones.
      return [
        ...read.decisions
          .filter((d) => d.unsent)
          .sort((a, b) => a.decidedAt - b.decidedAt || a.openedAt - b.openedAt)
          .map((d) => ({ ...d, openedAt: new Date(d.openedAt) })),
        ...fresh,
      ];
    });
    await this.send(fight, user, unsent);
  }

  /**
   * Sends the claimed decisions the fight has not taken yet through the fight command path (its command id is the
   * decision's id, so a resend is answered from the fight's log, never applied twice). Without a list, reads them.
   */
  private async send(
    fight: FightRow,
    user: SessionUser,
    unsent?: readonly { id: string; openedAt: Date; exchange: Exchange; decision: ExchangeDecision }[],
  ): Promise<void> {
    unsent ??= await this.sql
      .selectFrom('panel_decision')
      .selectAll()
      .where('fightId', '=', fight.id)
      .where('fightVersion', 'is', null)
      .where('refusal', 'is', null)
      .orderBy('decidedAt')
      .orderBy('openedAt')
      .execute();
    for (const row of unsent) {
      const event: FightEvent = {
        type: 'EXCHANGE',
        at: row.openedAt.getTime(),
        exchange: row.exchange,
        decision: row.decision,
      };
      await this.command(row.id, fight, user, event);
    }
  }

  private async command(id: string, fight: FightRow, user: SessionUser, event: FightEvent): Promise<boolean> {
    const answer = await this.commands.execute(
      { commandId: id, fightId: fight.id, event },
      { user, panel: true, judging: fight.judging },
    );
    const fightVersion = answer.ok ? answer.version : null;
    const refusal = answer.ok ? null : (answer.reason as string).slice(0, 64);
    if (!answer.ok) this.logger.warn(`Panel decision ${id} on fight ${fight.id} refused: ${answer.message}`);
    // Without waiting for the disk (ASYNC_COMMIT): the fight's log holds the answer, and a decision that a crash
    // leaves unmarked is sent again and answered from that log.
    await sql`
      UPDATE panel_decision SET "fightVersion" = ${fightVersion}, refusal = ${refusal}
        FROM (SELECT ${ASYNC_COMMIT}) AS async
       WHERE id = ${id}`.execute(this.sql);
    return answer.ok;
  }

  // ---- the director --------------------------------------------------------------------------------------------

  /**
   * The director confirms or overrules an exchange. An undecided one (split, or any under the director rule) is
   * decided as the director says; one the majority already confirmed can be overruled while it is still the fight's
   * last exchange: UNDO_EXCHANGE then EXCHANGE with `overruled`, each with an id derived from the exchange and the
   * ruling, so a repeated click changes nothing.
   */
  async decide(
    fightId: string,
    user: SessionUser | undefined,
    body: { exchangeId: string; exchange: Exchange },
  ): Promise<FightPanel> {
    if (!user) throw unauthorized();
    const fight = await this.fight(fightId, user);
    if (fight.rules.mode === 'off')
      throw conflict("This fight's category has no judging panel", PANEL_ERRORS.off);
    const seat = await this.seatOf(fight, user, true);
    if (seat !== 'director' && !ownsOrAdministers(user, fight))
      throw forbidden('Only the director of the ring confirms or overrules', PANEL_ERRORS.notDirector);
    const calls = await this.sql
      .selectFrom('judge_call')
      .selectAll()
      .where('fightId', '=', fight.id)
      .execute();
    const exchangeCalls = calls.filter(
      (c) =>
        c.id === body.exchangeId ||
        (c.decisionId !== null && c.decisionId === decisionOf(calls, body.exchangeId)),
    );
    const opener = calls.find((c) => c.id === body.exchangeId);
    if (!opener) throw notFound('Exchange');
    const windowCalls = opener.decisionId
      ? exchangeCalls
      : (groupWindows(
          calls
            .filter((c) => c.decisionId === null)
            .map((c) => ({ id: c.id, seat: c.seat, exchange: c.exchange, pressedAt: c.pressedAt.getTime() })),
          fight.rules.windowMs,
        ).find((w) => w[0].id === body.exchangeId) ?? []);
    if (windowCalls.length === 0) throw badRequest('This is not the first call of an exchange');
    const ruling = exchangeKey(body.exchange);
    const agreeing = windowCalls.filter((c) => c.seat !== 'director' && exchangeKey(c.exchange) === ruling);
    const decision: ExchangeDecision = {
      by: 'director',
      calls: windowCalls
        .filter((c) => c.seat !== 'director')
        .map((c) => c.id)
        .slice(0, 8),
      overruled:
        agreeing.length === 0 ||
        agreeing.length * 2 <= windowCalls.filter((c) => c.seat !== 'director').length,
    };

    if (!opener.decisionId) {
      const id = commandIdOf('pn', fight.id, body.exchangeId);
      await this.db.transaction(async (manager) => {
        const tx = sqlOf(manager);
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`panel:${fight.id}`}))`.execute(tx);
        await tx
          .insertInto('panel_decision')
          .values({
            id,
            fightId: fight.id,
            exchangeId: body.exchangeId,
            exchange: body.exchange,
            decision,
            openedAt: opener.pressedAt,
            decidedById: user._id,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await tx
          .updateTable('judge_call')
          .set({ decisionId: id })
          .where(
            'id',
            'in',
            windowCalls.map((c) => c.id),
          )
          .where('decisionId', 'is', null)
          .execute();
      });
      await this.send(fight, user);
    } else {
      await this.overrule(fight, user, opener.decisionId, body, decision);
    }
    await this.changed(fight);
    return this.fightPanel(fight.id, user);
  }

  private async overrule(
    fight: FightRow,
    user: SessionUser,
    decisionId: string,
    body: { exchangeId: string; exchange: Exchange },
    decision: ExchangeDecision,
  ): Promise<void> {
    const current = await this.sql
      .selectFrom('panel_decision')
      .selectAll()
      .where('id', '=', decisionId)
      .executeTakeFirstOrThrow();
    // Follow the chain of overrules to the decision that stands now.
    let standing = current;
    while (standing.replacedById) {
      standing = await this.sql
        .selectFrom('panel_decision')
        .selectAll()
        .where('id', '=', standing.replacedById)
        .executeTakeFirstOrThrow();
    }
    if (exchangeKey(standing.exchange) === exchangeKey(body.exchange)) return;
    const last = await this.sql
      .selectFrom('fight_event')
      .select(['commandId'])
      .where('fightId', '=', fight.id)
      .where('applied', '=', true)
      .where(sql<boolean>`event->>'type' in ('EXCHANGE', 'UNDO_EXCHANGE')`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last || last.commandId !== standing.id)
      throw conflict(
        'Only the last exchange of the fight can be overruled: undo the later ones at the table first',
        PANEL_ERRORS.notLast,
      );
    const key = exchangeKey(body.exchange);
    const undoId = commandIdOf('pu', fight.id, body.exchangeId, standing.id);
    const newId = commandIdOf('po', fight.id, body.exchangeId, `${standing.id}:${key}`);
    await this.sql
      .insertInto('panel_decision')
      .values({
        id: newId,
        fightId: fight.id,
        exchangeId: body.exchangeId,
        exchange: body.exchange,
        decision: { ...decision, overruled: true },
        openedAt: standing.openedAt,
        decidedById: user._id,
        // Not sent by `send`: the undo must apply first.
        refusal: 'pending-undo',
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const undone = await this.commands.execute(
      {
        commandId: undoId,
        fightId: fight.id,
        event: { type: 'UNDO_EXCHANGE', at: this.clock.now().getTime() },
      },
      { user, panel: true },
    );
    if (!undone.ok) {
      await this.sql
        .updateTable('panel_decision')
        .set({ refusal: undone.reason.slice(0, 64) })
        .where('id', '=', newId)
        .execute();
      throw conflict(`The fight refused to take the exchange back: ${undone.message}`, PANEL_ERRORS.notLast);
    }
    await this.sql
      .updateTable('panel_decision')
      .set({ replacedById: newId })
      .where('id', '=', standing.id)
      .execute();
    await this.sql.updateTable('panel_decision').set({ refusal: null }).where('id', '=', newId).execute();
    await this.command(newId, fight, user, {
      type: 'EXCHANGE',
      at: standing.openedAt.getTime(),
      exchange: body.exchange,
      decision: { ...decision, overruled: true },
    });
  }

  // ---- reads -------------------------------------------------------------------------------------------------

  /** The fight's panel record: for the organizer, an admin and the ring's judges (it names who called what). */
  async fightPanel(fightId: string, user: SessionUser | undefined): Promise<FightPanel> {
    if (!user) throw unauthorized();
    const fight = await this.fight(fightId, user);
    if (!ownsOrAdministers(user, fight)) await this.assertRingJudge(fight, user);
    const now = this.clock.now().getTime();
    const calls = (await this.sql
      .selectFrom('judge_call')
      .innerJoin('user', 'user.id', 'judge_call.userId')
      .selectAll('judge_call')
      .select('user.name as userName')
      .where('fightId', '=', fight.id)
      .orderBy('pressedAt')
      .execute()) as CallRow[];
    const decisions = await this.sql
      .selectFrom('panel_decision')
      .leftJoin('user', 'user.id', 'panel_decision.decidedById')
      .selectAll('panel_decision')
      .select('user.name as deciderName')
      .where('fightId', '=', fight.id)
      .orderBy('decidedAt')
      .execute();
    const exchanges: PanelExchange[] = [];
    const byDecision = new Map<string, CallRow[]>();
    for (const call of calls) {
      if (!call.decisionId) continue;
      byDecision.set(call.decisionId, [...(byDecision.get(call.decisionId) ?? []), call]);
    }
    for (const first of decisions.filter((d) => byDecision.has(d.id))) {
      const chain = [first];
      for (let next = first.replacedById; next;) {
        const found = decisions.find((d) => d.id === next);
        if (!found) break;
        chain.push(found);
        next = found.replacedById;
      }
      const members = byDecision.get(first.id)!;
      const outcome = combineWindow(
        fight.rules,
        members.filter((c) => !c.late).map((c) => ({ ...c, pressedAt: c.pressedAt.getTime() })),
        now,
      );
      exchanges.push({
        _id: first.exchangeId,
        openedAt: first.openedAt.toISOString(),
        calls: members.map(callView),
        status: 'decided',
        leading: outcome.status === 'confirmed' ? outcome.exchange : outcome.leading,
        decisions: chain.map((d) => ({
          _id: d.id,
          exchange: d.exchange,
          decision: d.decision,
          decidedAt: d.decidedAt.toISOString(),
          decidedBy: d.decidedById ? { _id: d.decidedById, name: d.deciderName ?? '' } : null,
          fightVersion: d.fightVersion,
          refusal: d.refusal,
          replaced: d.replacedById !== null,
        })),
      });
    }
    const open = calls
      .filter((c) => !c.decisionId)
      .map((c) => ({ ...c, pressedAt: c.pressedAt.getTime(), row: c }));
    for (const window of groupWindows(open, fight.rules.windowMs)) {
      const outcome = combineWindow(fight.rules, window, now);
      exchanges.push({
        _id: window[0].id,
        openedAt: new Date(window[0].pressedAt).toISOString(),
        calls: window.map((c) => callView(c.row)),
        status: outcome.status,
        leading: outcome.status === 'confirmed' ? outcome.exchange : outcome.leading,
        decisions: [],
      });
    }
    exchanges.sort((a, b) => a.openedAt.localeCompare(b.openedAt));
    return {
      fightId: fight.id,
      areaId: fight.areaId,
      rules: fight.rules,
      seats: fight.areaId ? (await this.ringView(fight.areaId, user)).seats : [],
      exchanges,
    };
  }

  // ---- helpers -----------------------------------------------------------------------------------------------

  /** Committed already (the writes above ran outside or after their transaction): the event goes at once. */
  private async seatsChanged(area: { id: string; tournamentId: string }): Promise<void> {
    await this.events.publish({
      type: 'panel.changed',
      tournamentId: area.tournamentId,
      areaId: area.id,
      fightId: null,
    });
  }

  private async changed(fight: FightRow): Promise<void> {
    if (fight.areaId)
      await this.events.publish({
        type: 'panel.changed',
        tournamentId: fight.tournamentId,
        areaId: fight.areaId,
        fightId: fight.id,
      });
  }

  private async area(areaId: string) {
    const row = await this.sql
      .selectFrom('area')
      .innerJoin('tournament', 'tournament.id', 'area.tournamentId')
      .select([
        'area.id as id',
        'area.tournamentId as tournamentId',
        'tournament.authorId as authorId',
        'tournament.status as status',
      ])
      .where('area.id', '=', parseId(areaId, 'Ring'))
      .executeTakeFirst();
    if (!row) throw notFound('Ring');
    return row;
  }

  /** The fight, its panel rule, and the caller's seat and judging at its ring, in one statement. */
  private async fight(
    fightId: string,
    user: SessionUser,
    stamp: SessionStamp | null = null,
  ): Promise<FightRow> {
    const row = await this.sql
      .selectFrom('fight')
      .innerJoin('tournament', 'tournament.id', 'fight.tournamentId')
      .innerJoin('nomination', 'nomination.id', 'fight.nominationId')
      .select((eb) => [
        'fight.id as id',
        'fight.areaId as areaId',
        'fight.tournamentId as tournamentId',
        'tournament.authorId as authorId',
        'tournament.status as status',
        'nomination.rules as rules',
        eb
          .selectFrom('panel_seat')
          .select('panel_seat.seat')
          .whereRef('panel_seat.areaId', '=', 'fight.areaId')
          .where('panel_seat.userId', '=', user._id)
          .as('seat'),
        eb
          .exists(
            eb
              .selectFrom('ring_judge')
              .select('ring_judge.id')
              .whereRef('ring_judge.areaId', '=', 'fight.areaId')
              .where('ring_judge.userId', '=', user._id)
              .where('ring_judge.revokedAt', 'is', null),
          )
          .as('judging'),
        accountStandsSql(stamp, this.clock.now()).as('accountStands'),
      ])
      .where('fight.id', '=', parseId(fightId, 'Fight'))
      .executeTakeFirst();
    if (!row) throw notFound('Fight');
    return {
      ...row,
      judging: Boolean(row.judging),
      accountStands: Boolean(row.accountStands),
      rules: fightRules((row.rules ?? {}) as FightRulesInput).panel,
    };
  }

  /** The caller's seat at the fight's ring; the call needs one (the director's seat only for `director`). */
  private async seatOf(fight: FightRow, user: SessionUser, optional = false): Promise<PanelSeat | null> {
    if (!fight.areaId) throw conflict('The fight is not on a ring', PANEL_ERRORS.noSeat);
    if (fight.seat) {
      // The seat stands only while its holder may still score the ring (a revoked judge loses it at once).
      await this.assertMayScore({ ...fight, id: fight.areaId }, user, fight.judging);
      return fight.seat;
    }
    if (optional) return null;
    if (!canViewTournament(user, fight)) throw notFound('Fight');
    throw forbidden("Take a seat at this ring's panel first", PANEL_ERRORS.noSeat);
  }

  private async assertMayScore(
    area: { id: string; authorId: string; status: RowOf<'tournament'>['status'] },
    user: SessionUser,
    /** Whether the caller judges the ring, when already read (with the fight); read here otherwise. */
    judging?: boolean,
  ): Promise<void> {
    if (ownsOrAdministers(user, area)) return;
    if (!canViewTournament(user, area)) throw notFound('Ring');
    const judge =
      judging ??
      (await this.sql
        .selectFrom('ring_judge')
        .select('id')
        .where('areaId', '=', area.id)
        .where('userId', '=', user._id)
        .where('revokedAt', 'is', null)
        .executeTakeFirst()) !== undefined;
    if (!judge)
      throw forbidden("Only the ring's judges and its organizer sit at its panel", PANEL_ERRORS.noSeat);
  }

  private async assertRingJudge(fight: FightRow, user: SessionUser): Promise<void> {
    if (!fight.areaId)
      throw forbidden("Only the tournament's organizer reads this panel", PANEL_ERRORS.noSeat);
    await this.assertMayScore(
      { id: fight.areaId, authorId: fight.authorId, status: fight.status },
      user,
      fight.judging,
    );
  }

  private async ringView(areaId: string, user: SessionUser): Promise<RingPanel> {
    const seats = await this.sql
      .selectFrom('panel_seat')
      .innerJoin('user', 'user.id', 'panel_seat.userId')
      .select(['panel_seat.seat', 'panel_seat.userId', 'panel_seat.takenAt', 'user.name'])
      .where('panel_seat.areaId', '=', areaId)
      .orderBy('panel_seat.seat')
      .execute();
    return {
      areaId,
      seats: seats.map((s) => ({
        seat: s.seat,
        user: { _id: s.userId, name: s.name },
        takenAt: s.takenAt.toISOString(),
      })),
      mine: seats.find((s) => s.userId === user._id)?.seat ?? null,
    };
  }

  private async callRow(id: string): Promise<CallRow | undefined> {
    return (await this.sql
      .selectFrom('judge_call')
      .innerJoin('user', 'user.id', 'judge_call.userId')
      .selectAll('judge_call')
      .select('user.name as userName')
      .where('judge_call.id', '=', id)
      .executeTakeFirst()) as CallRow | undefined;
  }
}

/** The decision an exchange's first call was folded into. */
function decisionOf(calls: readonly RowOf<'judge_call'>[], exchangeId: string): string | null {
  return calls.find((c) => c.id === exchangeId)?.decisionId ?? null;
}

function callView(row: CallRow): PanelCallView {
  return {
    _id: row.id,
    seat: row.seat,
    user: { _id: row.userId, name: row.userName },
    exchange: row.exchange,
    pressedAt: row.pressedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    late: row.late,
  };
}
