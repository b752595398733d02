import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
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
  type PanelCall,
  type PanelCallInput,
  type PanelRules,
  type PanelSeat,
} from '@hema/shared/fight/panel';
import { fightRules, type FightRulesInput } from '@hema/shared/fight/rules';
import type { FightEvent } from '@hema/shared/fight/events';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { canViewTournament, ownsOrAdministers } from '../common/tournament-access.js';
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
} as const;

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
}

type CallRow = RowOf<'judge_call'> & { userName: string };

/**
 * The panel of judges (issue 33, item 1). Judges' calls are stored exactly once (their client-made id is the key);
 * the shared combiner (shared/src/fight/panel.ts) decides, and a decision is a `panel_decision` row whose id is the
 * EXCHANGE fight command's id: the row is claimed under a per-fight transaction lock, and the command is sent through
 * the one fight command path, whose command id is unique per fight — so a decision enters the fight once, whichever
 * replica got the deciding call, and a retry after a crash resends the same command and gets the stored answer.
 */
@Injectable()
export class PanelService {
  private readonly logger = new Logger('Panel');
  private readonly sql: Sql;

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
    return this.ringView(area.id, user);
  }

  async leaveSeat(areaId: string, user: SessionUser | undefined, seat: PanelSeat): Promise<void> {
    if (!user) throw unauthorized();
    const area = await this.area(areaId);
    const organizer = ownsOrAdministers(user, area);
    if (!organizer && !canViewTournament(user, area)) throw notFound('Ring');
    let query = this.sql.deleteFrom('panel_seat').where('areaId', '=', area.id).where('seat', '=', seat);
    if (!organizer) query = query.where('userId', '=', user._id);
    await query.execute();
  }

  // ---- calls -------------------------------------------------------------------------------------------------

  async call(user: SessionUser | undefined, input: PanelCallInput): Promise<PanelCallAnswer> {
    if (!user) throw unauthorized();
    const fight = await this.fight(input.fightId);
    if (fight.rules.mode === 'off')
      throw conflict("This fight's category has no judging panel", PANEL_ERRORS.off);
    // Not optional: seatOf throws when the caller has no seat.
    const seat = (await this.seatOf(fight, user)) as PanelSeat;
    const now = this.clock.now().getTime();
    // The device stamps the press with the server's clock as it knows it; a far-future or ancient one is clamped.
    const pressedAt = new Date(Math.min(now, Math.max(now - MAX_CALL_AGE_MS, input.pressedAt)));
    const inserted = await this.sql
      .insertInto('judge_call')
      .values({
        id: input.callId,
        fightId: fight.id,
        userId: user._id,
        seat,
        exchange: input.exchange,
        pressedAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    const stored = await this.callRow(input.callId);
    if (!stored || stored.userId !== user._id || stored.fightId !== fight.id)
      throw conflict('This call id belongs to another call', PANEL_ERRORS.callIdTaken);
    if (inserted) {
      await this.resolve(fight, user);
      await this.changed(fight);
    }
    const latest = (await this.callRow(input.callId))!;
    return { call: callView(latest), replayed: !inserted };
  }

  /**
   * Folds the fight's open calls into exchanges and decides those the rule confirms. Runs after the call's insert
   * has committed, so of two calls arriving at once on two replicas the later reader sees both; the transaction lock
   * makes the claim of a decision and the folding of its calls one step per fight.
   */
  private async resolve(fight: FightRow, user: SessionUser): Promise<void> {
    const now = this.clock.now().getTime();
    await this.db.transaction(async (manager) => {
      const tx = sqlOf(manager);
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`panel:${fight.id}`}))`.execute(tx);
      const decided = await tx
        .selectFrom('panel_decision')
        .select(['id', 'openedAt', 'replacedById'])
        .where('fightId', '=', fight.id)
        .execute();
      // Seats already heard in each decided exchange: a seat that called there and calls again calls a new exchange.
      const heard = new Set(
        (
          await tx
            .selectFrom('judge_call')
            .select(['decisionId', 'seat'])
            .where('fightId', '=', fight.id)
            .where('decisionId', 'is not', null)
            .execute()
        ).map((c) => `${c.decisionId}:${c.seat}`),
      );
      const open = await tx
        .selectFrom('judge_call')
        .selectAll()
        .where('fightId', '=', fight.id)
        .where('decisionId', 'is', null)
        .execute();
      const rest: (PanelCall & { row: (typeof open)[number] })[] = [];
      for (const row of open) {
        // A call pressed within an exchange already decided (a device back from offline) joins it as late.
        const into = decided.find(
          (d) =>
            !d.replacedById &&
            !heard.has(`${d.id}:${row.seat}`) &&
            row.pressedAt.getTime() >= d.openedAt.getTime() &&
            row.pressedAt.getTime() < d.openedAt.getTime() + fight.rules.windowMs,
        );
        if (into) {
          heard.add(`${into.id}:${row.seat}`);
          await tx
            .updateTable('judge_call')
            .set({ decisionId: into.id, late: true })
            .where('id', '=', row.id)
            .execute();
          continue;
        }
        rest.push({
          id: row.id,
          seat: row.seat,
          exchange: row.exchange,
          pressedAt: row.pressedAt.getTime(),
          row,
        });
      }
      for (const window of groupWindows(rest, fight.rules.windowMs)) {
        const outcome = combineWindow(fight.rules, window, now);
        if (outcome.status !== 'confirmed') continue;
        const id = commandIdOf('pn', fight.id, window[0].id);
        await tx
          .insertInto('panel_decision')
          .values({
            id,
            fightId: fight.id,
            exchangeId: window[0].id,
            exchange: outcome.exchange,
            decision: { by: 'majority', calls: outcome.calls, overruled: false },
            openedAt: new Date(window[0].pressedAt),
            decidedById: null,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await tx
          .updateTable('judge_call')
          .set({ decisionId: id })
          .where(
            'id',
            'in',
            window.map((call) => call.id),
          )
          .execute();
      }
    });
    await this.send(fight, user);
  }

  /**
   * Sends every claimed decision the fight has not taken yet, oldest first, through the fight command path (its
   * command id is the decision's id, so a resend is answered from the fight's log, never applied twice).
   */
  private async send(fight: FightRow, user: SessionUser): Promise<void> {
    const unsent = await this.sql
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
    const answer = await this.commands.execute({ commandId: id, fightId: fight.id, event }, { user });
    const set = answer.ok
      ? { fightVersion: answer.version }
      : { refusal: (answer.reason as string).slice(0, 64) };
    if (!answer.ok) this.logger.warn(`Panel decision ${id} on fight ${fight.id} refused: ${answer.message}`);
    await this.sql.updateTable('panel_decision').set(set).where('id', '=', id).execute();
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
    const fight = await this.fight(fightId);
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
      { user },
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
    const fight = await this.fight(fightId);
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

  private async fight(fightId: string): Promise<FightRow> {
    const row = await this.sql
      .selectFrom('fight')
      .innerJoin('tournament', 'tournament.id', 'fight.tournamentId')
      .innerJoin('nomination', 'nomination.id', 'fight.nominationId')
      .select([
        'fight.id as id',
        'fight.areaId as areaId',
        'fight.tournamentId as tournamentId',
        'tournament.authorId as authorId',
        'tournament.status as status',
        'nomination.rules as rules',
      ])
      .where('fight.id', '=', parseId(fightId, 'Fight'))
      .executeTakeFirst();
    if (!row) throw notFound('Fight');
    return { ...row, rules: fightRules((row.rules ?? {}) as FightRulesInput).panel };
  }

  /** The caller's seat at the fight's ring; the call needs one (the director's seat only for `director`). */
  private async seatOf(fight: FightRow, user: SessionUser, optional = false): Promise<PanelSeat | null> {
    if (!fight.areaId) throw conflict('The fight is not on a ring', PANEL_ERRORS.noSeat);
    const row = await this.sql
      .selectFrom('panel_seat')
      .select('seat')
      .where('areaId', '=', fight.areaId)
      .where('userId', '=', user._id)
      .executeTakeFirst();
    if (row) {
      // The seat stands only while its holder may still score the ring (a revoked judge loses it at once).
      await this.assertMayScore({ ...fight, id: fight.areaId }, user);
      return row.seat;
    }
    if (optional) return null;
    if (!canViewTournament(user, fight)) throw notFound('Fight');
    throw forbidden("Take a seat at this ring's panel first", PANEL_ERRORS.noSeat);
  }

  private async assertMayScore(
    area: { id: string; authorId: string; status: RowOf<'tournament'>['status'] },
    user: SessionUser,
  ): Promise<void> {
    if (ownsOrAdministers(user, area)) return;
    if (!canViewTournament(user, area)) throw notFound('Ring');
    const judge = await this.sql
      .selectFrom('ring_judge')
      .select('id')
      .where('areaId', '=', area.id)
      .where('userId', '=', user._id)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (!judge)
      throw forbidden("Only the ring's judges and its organizer sit at its panel", PANEL_ERRORS.noSeat);
  }

  private async assertRingJudge(fight: FightRow, user: SessionUser): Promise<void> {
    if (!fight.areaId)
      throw forbidden("Only the tournament's organizer reads this panel", PANEL_ERRORS.noSeat);
    await this.assertMayScore({ id: fight.areaId, authorId: fight.authorId, status: fight.status }, user);
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
