import type { BracketSide, FighterId } from '@hema/shared/domain-types';
import type { FightSlot } from '@hema/shared/competition/bracket-types';
import { winnerIdOf } from '@hema/shared/fight/fight-result';
import {
  bracketSlotChanges,
  replayBracket,
  type StoredBracketFight,
} from '@hema/shared/competition/server-support/bracket-replay';
import { AppError } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { Fight } from '../fights/fight.entity.js';
import { droppedOutFighters, snapshotOf, unfoughtSnapshot } from '../fights/fight-snapshots.js';
import type { FightWriter } from '../fights/fights.repository.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { ringOfNextFight } from './next-fight-ring.js';
import { Pool } from './pool.entity.js';
import { Stage } from './stage.entity.js';

const BRACKET_TYPES = ['ELIMINATION', 'ELIMINATION_DOUBLE'] as const;
type BracketStageType = (typeof BRACKET_TYPES)[number];

const isBracketStage = (type: string): type is BracketStageType =>
  (BRACKET_TYPES as readonly string[]).includes(type);

/**
 * The fighter a fought bracket fight moves on, read from its snapshot (the source of truth): shared's one winner,
 * none for a draw, a no-win or a both-win.
 */
export function bracketWinner(fight: Pick<Fight, 'isBye' | 'snapshot'>): FighterId | null {
  const { value, context } = snapshotOf(fight);
  if (fight.isBye || value !== 'finished') return null;
  return winnerIdOf(context);
}

export function storedBracketFight(fight: Fight, pool: Pool): StoredBracketFight {
  return {
    id: fight.bracketKey as string,
    round: pool.round,
    index: fight.index,
    side: pool.side as BracketSide,
    floor: pool.floor,
    fighter1: fight.fighter1Id,
    fighter2: fight.fighter2Id,
    isBye: fight.isBye,
    nextFightId: fight.nextBracketKey,
    nextSlot: fight.nextSlot as FightSlot | null,
    loserNextFightId: fight.loserNextBracketKey,
    loserNextSlot: fight.loserNextSlot as FightSlot | null,
    winnerId: bracketWinner(fight),
  };
}

const nextFightStarted = () =>
  new AppError(
    409,
    COMPETITION_ERRORS.nextFightStarted,
    'The next fight of the bracket has already started, so this result can no longer move its fighters',
  );

/**
 * The bracket hook of the fight engine, called inside the engine's transaction after a bracket fight's result
 * changed (finished with a winner, result fixed, restarted). The stage's bracket is replayed from its stored
 * results with shared/'s advance functions: the winner moves into the fight `nextBracketKey` names (slot
 * `nextSlot`), the loser into the bronze fight or the lower bracket; a bye reached by one fighter is settled.
 * Fights that receive or lose a fighter get a fresh snapshot (they have not started) and version + 1; one on no ring
 * yet goes to the end of the queue of a ring by the stage's ring rule (next-fight-ring.ts: the chosen ring, else the
 * one that fed it); the organizer may move it anywhere afterwards.
 *
 * The writer records the changed fights, announced with the command's own change; nothing changes when the fight is
 * not part of a bracket or nothing moved (calling it twice changes nothing). Throws a 409 when a fighter would have
 * to move into or out of a fight that has already started.
 */
export async function advanceAfterFight(writer: FightWriter, fight: Fight): Promise<void> {
  const { manager } = writer;
  if (!fight.bracketKey) return;
  const stage = await manager.findOne(Stage, { where: { id: fight.stageId } });
  if (!stage || !isBracketStage(stage.type)) return;
  const pools = new Map((await manager.find(Pool, { where: { stageId: stage.id } })).map((p) => [p.id, p]));
  const rows = (await manager.find(Fight, { where: { stageId: stage.id } }))
    .filter((row) => row.bracketKey && pools.has(row.poolId))
    .map((row) => (row.id === fight.id ? fight : row));
  const byKey = new Map(rows.map((row) => [row.bracketKey as string, row]));
  const stored = rows.map((row) => storedBracketFight(row, pools.get(row.poolId) as Pool));
  const changes = bracketSlotChanges(stored, replayBracket(stage.type, stored));
  if (changes.length === 0) return;

  const nomination = await manager.findOneOrFail(Nomination, { where: { id: fight.nominationId } });
  const setup = {
    rules: nomination.rules,
    droppedOut: await droppedOutFighters(manager, nomination.id),
    bye: stage.settings,
    stageType: stage.type,
  };
  for (const change of changes) {
    const target = byKey.get(change.id) as Fight;
    if (target.status !== 'scheduled' && !target.isBye) throw nextFightStarted();
    const snapshot = unfoughtSnapshot(target.id, { ...change, isBye: target.isBye }, setup);
    if (!(await writer.rewriteUnfought(target, snapshot))) throw nextFightStarted();
    // No fight is left without a ring that can score it: one a fighter reaches takes a ring by the stage's rule.
    if (!target.areaId && !target.isBye) {
      const ring = await ringOfNextFight(manager, stage, fight.tournamentId, [fight.areaId], target.poolId);
      if (ring) await writer.appendToRing(ring, target.id);
    }
  }
}
