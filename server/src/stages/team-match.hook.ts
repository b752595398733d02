import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FightResultHooks } from '../fights/fight-result-hooks.js';
import type { Fight } from '../fights/fight.entity.js';
import type { FightWriter } from '../fights/fights.repository.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { followBout, syncStageBouts } from '../teams/team-bouts.js';
import { advanceAfterFight } from './bracket-advancement.js';

/**
 * A relay bout's result moves its team match (totals, status, result); a match whose result moved moves the bracket
 * like any fight, and matches the bracket filled get their bouts. Runs in the judge command's transaction, so the
 * bout, the match and the next match are announced together.
 */
export async function followTeamMatch(writer: FightWriter, bout: Fight): Promise<void> {
  if (!bout.matchId) return;
  const nomination = await writer.manager.findOneOrFail(Nomination, { where: { id: bout.nominationId } });
  const followed = await followBout(writer, nomination, bout);
  if (!followed?.resultMoved) return;
  // The next match takes a ring by the stage's rule, fed by the ring the bouts were fought on.
  await advanceAfterFight(writer, { ...followed.match, areaId: followed.match.areaId ?? bout.areaId });
  await syncStageBouts(writer, nomination, bout.stageId);
}

@Injectable()
export class TeamMatchHook implements OnModuleInit {
  constructor(private readonly hooks: FightResultHooks) {}

  onModuleInit(): void {
    this.hooks.register(followTeamMatch);
  }
}
