import { Injectable } from '@nestjs/common';
import { DataSource, Not } from 'typeorm';
import type { z } from 'zod';
import type { advancementPreviewSchema } from '@hema/shared/contracts/standings';
import { conflict } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { StageLookup } from './stage-lookup.js';
import { fighterDirectory } from '../fights/fight.view.js';
import { Fight } from '../fights/fight.entity.js';
import type { FightResultRow } from '../fights/fights.repository.js';
import { StandingsReader, stageOver } from './standings-reader.js';
import { stageRef } from './stage.view.js';
import { assertCanManageTournament } from '../common/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { groupTitleOf, Pool } from './pool.entity.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import type { Stage } from './stage.entity.js';
import { StagesService } from './stages.service.js';

interface Refusal {
  code: (typeof COMPETITION_ERRORS)['noNextStage' | 'stageNotFinished' | 'stageStarted'];
  message: string;
}

/**
 * "Advance" (spec §4 next-round builder for stages): the qualifiers of a finished stage go into the next stage,
 * which is built from them. The preview answers who goes through and why before anything is written.
 */
@Injectable()
export class AdvancementService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: StageLookup,
    private readonly reader: StandingsReader,
    private readonly stages: StagesService,
  ) {}

  async preview(
    id: string,
    user: SessionUser | undefined,
  ): Promise<z.input<typeof advancementPreviewSchema>> {
    const { tournament, nomination, stage } = await this.lookup.stage(id);
    assertCanManageTournament(user, tournament);
    const next = await this.reader.nextStage(stage);
    const results = await this.reader.results(stage.id);
    const refusal = await this.refusal(stage, nomination, next, results);
    const { tables, lines, settings } = await this.reader.qualification(stage, nomination);
    const names = await fighterDirectory(
      this.db.manager,
      lines.map((l) => l.fighterId),
    );
    return {
      stage: stageRef(stage),
      next: next ? stageRef(next) : null,
      ready: refusal === null,
      refusal: refusal?.message ?? null,
      refusalCode: refusal?.code ?? null,
      ...settings,
      combineStats: stage.settings.combineStats === true,
      mode: nomination.ratingMode,
      nextBuilt: next ? await this.db.manager.exists(Pool, { where: { stageId: next.id } }) : false,
      lines: lines.map(({ fighterId, poolIndex, ...line }) => {
        const pool = tables[poolIndex]?.pool;
        return {
          fighter: names.get(fighterId) ?? { _id: fighterId, name: '', club: null },
          group: pool ? groupTitleOf(pool) : null,
          ...line,
        };
      }),
    };
  }

  /** Refused clearly while the stage is not finished; builds the next stage again when it was built before. */
  async advance(id: string, user: SessionUser | undefined) {
    const { tournament, nomination, stage } = await this.lookup.stage(id);
    assertCanManageTournament(user, tournament);
    const next = await this.reader.nextStage(stage);
    const refusal = await this.refusal(stage, nomination, next, await this.reader.results(stage.id));
    if (refusal) throw conflict(refusal.message, refusal.code);
    // Generating the next stage takes the qualifiers of this one (stage-entrants.ts) under the stage's lock.
    return this.stages.generate((next as Stage).id, user);
  }

  private async refusal(
    stage: Stage,
    nomination: Nomination,
    next: Stage | null,
    results: FightResultRow[],
  ): Promise<Refusal | null> {
    if (!next)
      return {
        code: COMPETITION_ERRORS.noNextStage,
        message: 'This is the last stage: add the stage the qualifiers go to first',
      };
    if (results.length === 0)
      return { code: COMPETITION_ERRORS.stageNotFinished, message: 'Generate and fight this stage first' };
    if (!stageOver(results)) {
      const left = results.filter(
        (r) => r.fight.status !== 'finished' && r.fight.status !== 'cancelled',
      ).length;
      return {
        code: COMPETITION_ERRORS.stageNotFinished,
        message: `Finish this stage before advancing: ${left} ${left === 1 ? 'fight has' : 'fights have'} no result yet`,
      };
    }
    // Every built fight is over, yet a swiss stage still has rounds to fight (stage-progress.ts).
    if (!(await this.reader.stageFinished(stage, nomination, results)))
      return {
        code: COMPETITION_ERRORS.stageNotFinished,
        message: 'Finish this stage before advancing: build and fight its next round',
      };
    const started = await this.db.manager.exists(Fight, {
      where: { stageId: next.id, isBye: false, status: Not('scheduled') },
    });
    if (started)
      return {
        code: COMPETITION_ERRORS.stageStarted,
        message: 'Fights of the next stage have already started; reset the category before building it again',
      };
    return null;
  }
}
