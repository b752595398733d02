import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { Fight } from '../fights/fight.entity.js';
import { createBouts } from '../teams/team-bouts.js';
import {
  droppedOutFighters,
  snapshotColumns,
  unfoughtSnapshot,
  type FightSetup,
} from '../fights/fight-snapshots.js';
import type { FightWriter } from '../fights/fights.repository.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import { groupTitleColumns, Pool } from './pool.entity.js';
import type { PlannedFight, StagePlan } from './stage-plan.js';
import type { Stage } from './stage.entity.js';

/** A stored pool of a plan with the ids of its fights, in the plan's order. */
export interface StoredPool {
  pool: Pool;
  fights: { id: string; planned: PlannedFight }[];
}

/**
 * Lays a stage plan (generation, a next swiss round) out as rows: one Pool per planned pool, its fights through the
 * fights repository with server-made ids (the snapshot holds them); byes are stored finished with the bye result.
 */
export async function storeStagePlan(
  writer: FightWriter,
  stage: Stage,
  nomination: Nomination,
  plan: StagePlan,
): Promise<StoredPool[]> {
  const { manager } = writer;
  const setup: FightSetup = {
    rules: nomination.rules,
    droppedOut: await droppedOutFighters(manager, nomination.id),
    bye: stage.settings,
    stageType: stage.type,
  };
  const stored: StoredPool[] = [];
  for (const planned of plan.pools) {
    const { fights, title, ...poolValues } = planned;
    const pool = await manager.save(
      manager.create(Pool, {
        ...poolValues,
        ...groupTitleColumns(title),
        stageId: stage.id,
        isTeam: nomination.isTeam,
      }),
    );
    const rows = fights.map((fight) => ({ id: randomUUID(), planned: fight }));
    await writer.insert(
      rows.map(({ id: fightId, planned: fight }) => {
        const snapshot = unfoughtSnapshot(fightId, fight, setup, fight.startingHitPoints);
        return {
          index: fight.index,
          isBye: fight.isBye,
          bracketKey: fight.bracketKey,
          nextBracketKey: fight.nextBracketKey,
          nextSlot: fight.nextSlot,
          loserNextBracketKey: fight.loserNextBracketKey,
          loserNextSlot: fight.loserNextSlot,
          ...snapshotColumns(snapshot),
          id: fightId,
          poolId: pool.id,
          stageId: stage.id,
          nominationId: nomination.id,
          tournamentId: nomination.tournamentId,
          version: 0,
        };
      }),
    );
    // A team category's fights are team matches: each whose two teams are known gets its relay bouts now.
    if (nomination.isTeam) {
      const matches = await manager.find(Fight, { where: { id: In(rows.map((r) => r.id)) } });
      await createBouts(writer, nomination, matches);
    }
    stored.push({ pool, fights: rows });
  }
  return stored;
}
