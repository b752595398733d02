import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { finishedByeFight } from '@hema/shared/competition/server-support/bye-fight';
import type { FighterId } from '@hema/shared/domain-types';
import type { ByeSettings } from '@hema/shared/fight/bye';
import type { HitPoints } from '@hema/shared/fight/fight-context';
import { createFight, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import { fightRules, winnerRequiredFor, type FightRulesInput } from '@hema/shared/fight/rules';
import type { StageType } from '@hema/shared/domain-types';
import type { Fight } from './fight.entity.js';
import { Participant } from '../nominations/participant.entity.js';

/** What every fight of a category is created with: the category's rules, who dropped out, the stage's bye rule. */
export interface FightSetup {
  rules: FightRulesInput;
  droppedOut: FighterId[];
  bye: ByeSettings;
  /** The stage's type: a bracket bout must name a winner unless the category allows draws there. */
  stageType: StageType;
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
  return createFight({
    ...base,
    fighter1: slots.fighter1,
    fighter2: slots.fighter2,
    startingHitPoints,
    winnerRequired: winnerRequiredFor(setup.stageType, fightRules(setup.rules)),
  });
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
