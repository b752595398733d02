import { isDeepStrictEqual } from 'node:util';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { finishedByeFight } from '@hema/shared/competition/server-support/bye-fight';
import type { FighterId } from '@hema/shared/domain-types';
import type { ByeSettings } from '@hema/shared/fight/bye';
import type { HitPoints } from '@hema/shared/fight/fight-context';
import { createFight, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import type { FightRulesInput } from '@hema/shared/fight/rules';
import { Fight } from './fight.entity.js';
import { Nomination } from './nomination.entity.js';
import { Participant } from './participant.entity.js';
import { Stage } from './stage.entity.js';

/** What every fight of a category is created with: the category's rules, who dropped out, the stage's bye rule. */
export interface FightSetup {
  rules: FightRulesInput;
  droppedOut: FighterId[];
  bye: ByeSettings;
}

export interface FightSlots {
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  isBye: boolean;
}

/**
 * The snapshot of a fight that has not been fought: scheduled, or, for a bye whose fighter is known, already
 * finished with the bye result (spec §4).
 */
export function unfoughtSnapshot(
  fightId: string,
  slots: FightSlots,
  setup: FightSetup,
  startingHitPoints?: HitPoints | null,
): FightSnapshot {
  const base = { fightId, rules: setup.rules, droppedOut: setup.droppedOut };
  if (slots.isBye && slots.fighter1) return finishedByeFight({ ...base, fighter: slots.fighter1 }, setup.bye);
  return createFight({ ...base, fighter1: slots.fighter1, fighter2: slots.fighter2, startingHitPoints });
}

/** The fight columns copied from its snapshot for queries and lists. */
export function snapshotColumns(snapshot: FightSnapshot) {
  const { context } = snapshot;
  return {
    snapshot: snapshot as unknown as Record<string, unknown>,
    status: snapshot.value,
    score1: context.score1,
    score2: context.score2,
    result: context.result,
    fighter1Id: context.fighter1,
    fighter2Id: context.fighter2,
  };
}

/** Fight values for inserts and updates: TypeORM's deep-partial type cannot express the unknown JSON of a snapshot. */
export function fightValues(values: Partial<Fight>): QueryDeepPartialEntity<Fight> {
  return values as unknown as QueryDeepPartialEntity<Fight>;
}

export function snapshotOf(fight: Pick<Fight, 'snapshot'>): FightSnapshot {
  return fight.snapshot as unknown as FightSnapshot;
}

/** User ids of the category's fighters who dropped out. */
export async function droppedOutFighters(manager: EntityManager, nominationId: string): Promise<FighterId[]> {
  const rows = await manager.find(Participant, {
    where: { nominationId, droppedOut: true },
    select: { userId: true },
  });
  return rows.map((row) => row.userId);
}

/**
 * Rewrites a fight nobody has fought with a new snapshot, guarded like every fight write by its version
 * (ARCHITECTURE §4): a fight the engine touched meanwhile is left alone. A bye is never fought, so it may be
 * rewritten in any state; any other fight only while it is scheduled. Returns the updated row, or null.
 */
export async function rewriteUnfoughtFight(
  manager: EntityManager,
  fight: Fight,
  snapshot: FightSnapshot,
): Promise<Fight | null> {
  const columns = snapshotColumns(snapshot);
  const update = manager
    .createQueryBuilder()
    .update(Fight)
    .set({ ...fightValues(columns), version: () => 'version + 1' })
    .where('id = :id AND version = :version', { id: fight.id, version: fight.version });
  if (!fight.isBye) update.andWhere(`status = 'scheduled'`);
  const result = await update.execute();
  if (!result.affected) return null;
  return Object.assign(fight, columns, { version: fight.version + 1 });
}

/**
 * After the category's rules or its dropped-out fighters change, fights that have not started take the new
 * settings; started and finished fights keep the rules they were fought under.
 */
export async function refreshScheduledFights(manager: EntityManager, nominationId: string): Promise<Fight[]> {
  const nomination = await manager.findOneOrFail(Nomination, { where: { id: nominationId } });
  const droppedOut = await droppedOutFighters(manager, nominationId);
  const fights = await manager.find(Fight, { where: { nominationId, status: 'scheduled', isBye: false } });
  // Swiss with hits carries each fighter's HP from earlier rounds; other fights take the HP of the rules.
  const swissHits = new Set(
    (await manager.find(Stage, { where: { nominationId, type: 'SWISS_HITS' }, select: { id: true } })).map(
      (s) => s.id,
    ),
  );
  const changed: Fight[] = [];
  for (const fight of fights) {
    const before = snapshotOf(fight);
    const after = createFight({
      fightId: fight.id,
      fighter1: fight.fighter1Id,
      fighter2: fight.fighter2Id,
      rules: nomination.rules,
      droppedOut,
      startingHitPoints: swissHits.has(fight.stageId) ? before.context.startingHitPoints : undefined,
    });
    if (isDeepStrictEqual(after, before)) continue;
    const updated = await rewriteUnfoughtFight(manager, fight, after);
    if (updated) changed.push(updated);
  }
  return changed;
}
