import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { applyFightEvent, createFight, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import { FIGHT_STATUSES, type FightStatus } from '@hema/shared/fight/fight-context';
import type { FightRecord } from '@hema/shared/domain-types';
import { exchangeTallyOf } from '@hema/shared/fight/exchanges';
import { fightRules, winnerRequiredFor } from '@hema/shared/fight/rules';
import { isTournamentPublic } from '@hema/shared/competition/tournament-status';
import { Nomination } from '../nominations/nomination.entity.js';
import { sql, type Expression, type SqlBool } from 'kysely';
import { sqlOf } from '../database/sql.js';
import { CommandWriter, fightTimes } from './command-writer.js';
import { EventBus } from '../events/event-bus.js';
import { fightChange, type FightChange } from './fight-changes.js';
import { FightEvent } from './fight-event.entity.js';
import { Fight } from './fight.entity.js';
import { FightStateRepository, toState } from './fight-state.repository.js';
import { droppedOutFighters, fightValues, snapshotColumns, snapshotOf } from './fight-snapshots.js';

/** Which fights a removal takes: by id, or every fight of a pool, a stage or a category. */
export type FightScope =
  { ids: readonly string[] } | { poolId: string } | { stageId: string } | { nominationId: string };

function whereOf(scope: FightScope) {
  if ('ids' in scope) return { id: In([...scope.ids]) };
  if ('poolId' in scope) return { poolId: scope.poolId };
  if ('stageId' in scope) return { stageId: scope.stageId };
  return { nominationId: scope.nominationId };
}

/** A stored fight as standings, advancement and statistics read it: who met whom and how it ended. */
export function fightRecord(fight: Fight): FightRecord {
  const { context } = snapshotOf(fight);
  return {
    id: fight.id,
    fighter1: fight.fighter1Id,
    fighter2: fight.fighter2Id,
    score1: fight.score1,
    score2: fight.score2,
    result: fight.result,
    doubles: context.doubles,
    warnings1: context.cards.yellow1 + context.cards.red1,
    warnings2: context.cards.yellow2 + context.cards.red2,
    durationMs: context.clock.elapsedMs,
    technicalDefeat: context.technicalDefeat,
    exchanges: exchangeTallyOf(context.exchanges),
  };
}

/** A stored fight with its result as the domain engine reads it. */
export interface FightResultRow {
  fight: Fight;
  record: FightRecord;
}

/**
 * The fights repository bound to one transaction (architecture.md §4: one way to write a fight). Every write records a
 * {@link FightChange} per fight it touched; {@link FightsRepository.write} publishes them once the transaction has
 * committed, so nothing is announced that did not happen.
 */
export class FightWriter {
  readonly changes: FightChange[] = [];

  constructor(
    readonly manager: EntityManager,
    private readonly states: FightStateRepository,
  ) {}

  /** Runs `write` and records how the given fights changed (created, moved, rewritten or removed). */
  async track<T>(ids: readonly string[], write: () => Promise<T>): Promise<T> {
    const unique = [...new Set(ids)];
    const before = await this.read(unique);
    const result = await write();
    const after = await this.read(unique);
    for (const id of unique) {
      // Whether a tournament is public does not change inside a fight write: either read tells it.
      const tournamentPublic = (after.get(id) ?? before.get(id))!.tournamentPublic;
      const change = fightChange(before.get(id)?.state, after.get(id)?.state, tournamentPublic);
      if (change) this.changes.push(change);
    }
    return result;
  }

  private async read(ids: readonly string[]) {
    const rows = await this.states.rowsByIds(ids, this.manager);
    return new Map(
      rows.map((row) => [
        row.id,
        { state: toState(row), tournamentPublic: isTournamentPublic(row.tournamentStatus) },
      ]),
    );
  }

  /** New fights (a generated stage, a rebuilt pool); each row carries its id. */
  async insert(rows: Partial<Fight>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.track(
      rows.map((row) => row.id!),
      () => this.manager.insert(Fight, rows.map(fightValues)),
    );
  }

  /** Deletes fights (reset, regeneration, a pool rebuilt) with their event log; answers how many went. */
  async remove(scope: FightScope): Promise<number> {
    const where = whereOf(scope);
    const ids = (await this.manager.find(Fight, { where, select: { id: true } })).map((f) => f.id);
    if (ids.length === 0) return 0;
    await this.track(ids, async () => {
      await this.manager.delete(FightEvent, { fightId: In(ids) });
      await this.manager.delete(Fight, { id: In(ids) });
    });
    return ids.length;
  }

  /**
   * Rewrites a fight nobody has fought with a new snapshot, guarded like every fight write by its version: a fight
   * the engine touched meanwhile is left alone. A bye is never fought, so it may be rewritten in any state; any other
   * fight only while it is scheduled. Returns the updated row, or null.
   */
  async rewriteUnfought(fight: Fight, snapshot: FightSnapshot): Promise<Fight | null> {
    return this.track([fight.id], () => this.rewrite(fight, snapshot));
  }

  /**
   * After the category's rules or its dropped-out fighters change, fights that have not started take the new
   * settings; started and finished fights keep the rules they were fought under.
   */
  async refreshScheduled(nominationId: string): Promise<void> {
    const { manager } = this;
    const nomination = await manager.findOneOrFail(Nomination, { where: { id: nominationId } });
    const droppedOut = await droppedOutFighters(manager, nominationId);
    const fights = await manager.find(Fight, { where: { nominationId, status: 'scheduled', isBye: false } });
    // Stages sit above fights: their types are read as rows, not through the stages module's entity.
    const stageRows = await sqlOf(manager)
      .selectFrom('stage')
      .select(['id', 'type'])
      .where('nominationId', '=', nominationId)
      .execute();
    const stages = new Map(stageRows.map((s) => [s.id, s]));
    const rewrites = fights.flatMap((fight) => {
      const before = snapshotOf(fight);
      const stage = stages.get(fight.stageId);
      const after = createFight({
        fightId: fight.id,
        fighter1: fight.fighter1Id,
        fighter2: fight.fighter2Id,
        rules: nomination.rules,
        droppedOut,
        // Swiss with hits carries each fighter's HP from earlier rounds; other fights take the HP of the rules.
        startingHitPoints: stage?.type === 'SWISS_HITS' ? before.context.startingHitPoints : undefined,
        winnerRequired: stage ? winnerRequiredFor(stage.type, fightRules(nomination.rules)) : false,
        // A relay bout keeps its place in the relay and the totals it carries.
        relay: before.context.relay ?? null,
      });
      return isDeepStrictEqual(after, before) ? [] : [{ fight, after }];
    });
    if (rewrites.length === 0) return;
    await this.track(
      rewrites.map((r) => r.fight.id),
      async () => {
        for (const { fight, after } of rewrites) await this.rewrite(fight, after);
      },
    );
  }

  /**
   * Decides the fighter's fights that have not started by their technical defeat, through the fight engine as a
   * judge's TECHNICAL_DEFEAT would, each logged in its fight's event log under `userId` (who removed the fighter). A
   * fight meanwhile started or changed is left alone. Answers the fights decided (their rows as written).
   */
  async technicalDefeats(fights: readonly Fight[], fighterId: string, userId: string | null, at: number) {
    const decided: Fight[] = [];
    for (const fight of fights) {
      if (fight.status !== 'scheduled' || fight.isBye) continue;
      const side = fight.fighter1Id === fighterId ? 1 : fight.fighter2Id === fighterId ? 2 : null;
      if (side === null) continue;
      const event = { type: 'TECHNICAL_DEFEAT' as const, side, at };
      const outcome = applyFightEvent(snapshotOf(fight), event);
      if (!outcome.ok) continue;
      const written = await this.track([fight.id], async () => {
        const row = await this.rewrite(fight, outcome.snapshot);
        if (!row) return null;
        await this.manager.insert(FightEvent, {
          fightId: fight.id,
          commandId: randomUUID(),
          userId,
          console: 'platform',
          event,
          version: row.version,
          applied: true,
          score1: row.score1,
          score2: row.score2,
        });
        return row;
      });
      if (written) decided.push(written);
    }
    return decided;
  }

  /**
   * The category's title or colours changed: its fights not in progress get new versions, so consoles, captions and
   * spectators receive states with the new names and colours. A running or paused fight takes them with the judge's
   * next press instead, so an organizer's edit never answers a judge's decisive press with `conflict`.
   */
  async announceCategory(nominationId: string): Promise<void> {
    const fights = await this.manager.find(Fight, {
      where: { nominationId, status: Not(In(['running', 'paused'])) },
      select: { id: true },
    });
    const ids = fights.map((f) => f.id);
    if (ids.length === 0) return;
    await this.track(ids, () =>
      sqlOf(this.manager)
        .updateTable('fight')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where(anyOf('id', ids))
        .execute(),
    );
  }

  /**
   * Puts fights on a ring in the given order; the ring's fights left out of the list leave it. The ring is part of
   * a fight's live state, so each moved fight gets a new version.
   */
  async placeOnRing(areaId: string, requested: readonly string[]): Promise<void> {
    const fightIds = await this.withBouts(requested);
    const current = await this.manager.find(Fight, { where: { areaId }, select: { id: true } });
    await this.track([...current.map((f) => f.id), ...fightIds], async () => {
      const db = sqlOf(this.manager);
      await db
        .updateTable('fight')
        .set((eb) => ({ areaId: null, areaOrder: null, version: eb('version', '+', 1) }))
        .where('areaId', '=', areaId)
        .where((eb) => eb.not(anyOf('id', fightIds)))
        .execute();
      if (fightIds.length === 0) return;
      // The list's order becomes the ring order; a fight already at its place keeps its version.
      await sql`UPDATE "fight" SET "areaId" = ${areaId}, "areaOrder" = ordered.position - 1, version = version + 1
                  FROM unnest(${fightIds}::uuid[]) WITH ORDINALITY AS ordered(id, position)
                 WHERE "fight"."id" = ordered.id
                   AND ("fight"."areaId" IS DISTINCT FROM ${areaId}
                        OR "fight"."areaOrder" IS DISTINCT FROM ordered.position - 1)`.execute(db);
    });
  }

  /**
   * Puts a fight that has no ring yet at the end of a ring's queue (a bracket fight that a fighter reaches takes the
   * ring of the fight that fed it). A fight already on a ring stays where the organizer put it.
   */
  async appendToRing(areaId: string, requested: string): Promise<void> {
    const expanded = await this.withBouts([requested]);
    if (expanded.length !== 1 || expanded[0] !== requested) {
      for (const bout of expanded) await this.appendToRing(areaId, bout);
      return;
    }
    const fightId = requested;
    await this.track([fightId], () =>
      sqlOf(this.manager)
        .updateTable('fight')
        .set((eb) => ({
          areaId,
          version: eb('version', '+', 1),
          areaOrder: eb
            .selectFrom('fight as q')
            .select(sql<number>`COALESCE(MAX(q."areaOrder") + 1, 0)`.as('next'))
            .where('q.areaId', '=', areaId),
        }))
        .where('id', '=', fightId)
        .where('areaId', 'is', null)
        .execute(),
    );
  }

  /**
   * A team match is scored through its bouts: on a ring, a match with bouts stands for its bouts in relay order
   * (docs/decisions.md "Team matches are fights with bouts").
   */
  private async withBouts(fightIds: readonly string[]): Promise<string[]> {
    if (fightIds.length === 0) return [];
    const bouts = await this.manager.find(Fight, {
      where: { matchId: In([...fightIds]) },
      select: { id: true, matchId: true, index: true },
      order: { index: 'ASC' },
    });
    if (bouts.length === 0) return [...fightIds];
    return fightIds.flatMap((id) => {
      const own = bouts.filter((b) => b.matchId === id).map((b) => b.id);
      return own.length > 0 ? own : [id];
    });
  }

  /** Takes fights off whatever ring they are on (a team match whose bouts took its place). */
  async takeOffRing(fightIds: readonly string[]): Promise<void> {
    if (fightIds.length === 0) return;
    await this.track(fightIds, () =>
      sqlOf(this.manager)
        .updateTable('fight')
        .set((eb) => ({ areaId: null, areaOrder: null, version: eb('version', '+', 1) }))
        .where(anyOf('id', fightIds))
        .where('areaId', 'is not', null)
        .execute(),
    );
  }

  /**
   * Writes a team match's snapshot as its bouts make it (totals, status, result): the match is never scored by
   * itself, so it takes its state from its bouts in any status, guarded by its version like every fight write.
   */
  async rewriteMatch(fight: Fight, snapshot: FightSnapshot): Promise<Fight | null> {
    return this.track([fight.id], async () => {
      const columns = snapshotColumns(snapshot);
      const result = await this.manager
        .createQueryBuilder()
        .update(Fight)
        .set({ ...fightValues(columns), ...timeValues(columns.status), version: () => 'version + 1' })
        .where('id = :id AND version = :version', { id: fight.id, version: fight.version })
        .execute();
      if (!result.affected) return null;
      return Object.assign(fight, columns, { version: fight.version + 1 });
    });
  }

  /** Takes every fight off a ring (the ring is being deleted); the fights stay, unassigned. */
  async releaseRing(areaId: string): Promise<void> {
    await this.placeOnRing(areaId, []);
  }

  /**
   * Every fight of one account goes to another (a merge of two accounts of a person, users/merge): the fighter
   * columns and the snapshot's fighters, each fight's version raised so clients take the new state. Answers how many
   * fights changed.
   */
  async reassignFighter(fromUserId: string, toUserId: string): Promise<number> {
    const ids = (
      await this.manager.find(Fight, {
        where: [{ fighter1Id: fromUserId }, { fighter2Id: fromUserId }],
        select: { id: true },
      })
    ).map((f) => f.id);
    if (ids.length === 0) return 0;
    await this.track(ids, async () => {
      for (const slot of ['1', '2'] as const) {
        const column = `fighter${slot}Id` as const;
        await sqlOf(this.manager)
          .updateTable('fight')
          .set((eb) => ({
            [column]: toUserId,
            snapshot: sql`jsonb_set(snapshot, ${`{context,fighter${slot}}`}::text[], to_jsonb(${toUserId}::text))`,
            version: eb('version', '+', 1),
          }))
          .where(column, '=', fromUserId)
          .execute();
      }
    });
    return ids.length;
  }

  private async rewrite(fight: Fight, snapshot: FightSnapshot): Promise<Fight | null> {
    const columns = snapshotColumns(snapshot);
    const update = this.manager
      .createQueryBuilder()
      .update(Fight)
      .set({ ...fightValues(columns), ...timeValues(columns.status), version: () => 'version + 1' })
      .where('id = :id AND version = :version', { id: fight.id, version: fight.version });
    if (!fight.isBye) update.andWhere(`status = 'scheduled'`);
    const result = await update.execute();
    if (!result.affected) return null;
    return Object.assign(fight, columns, { version: fight.version + 1 });
  }
}

/**
 * Every write of a fight goes through here: organizer writes run in {@link write}'s transaction with a
 * {@link FightWriter}; the judge's command path (fight-command.service.ts) writes through a {@link CommandWriter}
 * ({@link commands}) and announces its changes with {@link announce} once they committed. Changes reach the live
 * broadcaster only after commit.
 */
@Injectable()
export class FightsRepository {
  constructor(
    private readonly db: DataSource,
    private readonly states: FightStateRepository,
    private readonly events: EventBus,
  ) {}

  /** A transaction whose fight writes are announced after it commits (and forgotten if it rolls back). */
  async write<T>(work: (writer: FightWriter) => Promise<T>): Promise<T> {
    let writer: FightWriter | undefined;
    const result = await this.db.transaction((manager) => {
      writer = new FightWriter(manager, this.states);
      return work(writer);
    });
    await this.announce(writer!.changes);
    return result;
  }

  /**
   * The results of a pool's, a stage's or a category's fights, in bout order, as the domain engine ranks them
   * (standings, advancement, statistics, summary): the one way fights are read for results. Pass the manager of a
   * running transaction to read what it sees.
   */
  async results(
    scope: FightScope,
    manager: EntityManager = this.db.manager,
    options: { bouts?: boolean } = {},
  ): Promise<FightResultRow[]> {
    // A team category's entrants are teams: its results are the matches; relay bouts only when asked for.
    const fights = await manager.find(Fight, {
      where: options.bouts ? whereOf(scope) : { ...whereOf(scope), matchId: IsNull() },
      order: { index: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    return fights.map((fight) => ({ fight, record: fightRecord(fight) }));
  }

  /** A writer inside a transaction the caller runs (the command path); the caller announces its changes. */
  writer(manager: EntityManager): FightWriter {
    return new FightWriter(manager, this.states);
  }

  /** The judge's command path's writes, outside a transaction (one statement each) or inside the caller's. */
  commands(manager: EntityManager = this.db.manager): CommandWriter {
    return new CommandWriter(manager, this.states);
  }

  /** Announces changes written outside {@link write} (the command path), after their commit. */
  announce(changes: readonly FightChange[]): Promise<void> {
    if (changes.length === 0) return Promise.resolve();
    return this.events.publish({ type: 'fights.changed', changes });
  }
}

/** The start and finish times of a fight whose status an organizer's write sets (a team match from its bouts, a bye). */
function timeValues(status: FightStatus) {
  if (!FIGHT_STATUSES.includes(status)) throw new Error(`Not a fight status: ${status}`);
  const times = fightTimes(`'${status}'`, 'now()');
  return { startedAt: () => times.startedAt, finishedAt: () => times.finishedAt };
}

/** `column = ANY($1::uuid[])`: one parameter for any number of ids (an `IN` list would take one per id). */
function anyOf(column: 'id', ids: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = ANY(${[...ids]}::uuid[])`;
}
