import { Injectable } from '@nestjs/common';
import { DataSource, MoreThan, Not, type EntityManager } from 'typeorm';
import { finalsWarnings } from '@hema/shared/competition/advancement';
import { hpChangeWarnings } from '@hema/shared/competition/swiss-hits';
import { fightRules } from '@hema/shared/fight/rules';
import { Clock } from '../common/clock.js';
import { conflict, notFound } from '../common/app-error.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { StageLookup } from './stage-lookup.js';
import { Fight } from '../fights/fight.entity.js';
import { FightsRepository } from '../fights/fights.repository.js';
import { Pool } from './pool.entity.js';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { stagesContract } from '@hema/shared/contracts/stages';
import { Stage } from './stage.entity.js';
import { stageEntrants } from './stage-entrants.js';
import { assertRingOfTournament } from './next-fight-ring.js';
import { storeStagePlan } from './stage-store.js';
import { StandingsReader } from './standings-reader.js';
import { planStage } from './stage-plan.js';
import { stageViewsOf } from './stage.view.js';
import {
  assertCanManageTournament,
  assertCanViewTournament,
  type Viewer,
} from '../common/tournament-access.js';
import { EventBus } from '../events/event-bus.js';

const stageStarted = () =>
  conflict(
    'Fights of this stage have already started; reset the category before building the stage again',
    COMPETITION_ERRORS.stageStarted,
  );

/** A fight counts as started once anything happened to it; byes are never fought. */
async function hasStartedFights(manager: EntityManager, stageId: string): Promise<boolean> {
  return manager.exists(Fight, { where: { stageId, isBye: false, status: Not('scheduled') } });
}

@Injectable()
export class StagesService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: StageLookup,
    private readonly clock: Clock,
    private readonly fights: FightsRepository,
    private readonly events: EventBus,
    private readonly standings: StandingsReader,
  ) {}

  /** The category's stages page: every stage with its pools and fights, plus the organizer's warnings. */
  async list(nominationId: string, user: Viewer | undefined) {
    const { tournament, nomination } = await this.lookup.nomination(nominationId);
    assertCanViewTournament(user, tournament);
    const stages = await this.stagesOf(this.db.manager, nomination.id);
    const items = await stageViewsOf(this.db.manager, stages, this.clock.now().getTime());
    return {
      items,
      count: items.length,
      warnings: stages.length ? finalsWarnings(stages.map((s) => s.settings)) : [],
    };
  }

  async get(id: string, user: Viewer | undefined) {
    const { tournament, stage } = await this.lookup.stage(id);
    assertCanViewTournament(user, tournament);
    return this.view(this.db.manager, stage);
  }

  async create(
    nominationId: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof stagesContract.create>,
  ) {
    const { tournament, nomination } = await this.lookup.nomination(nominationId);
    assertCanManageTournament(user, tournament);
    await assertRingOfTournament(this.db.manager, values.settings.nextFightsAreaId, tournament.id);
    const stage = await this.db.transaction(async (manager) => {
      const last = await manager.findOne(Stage, {
        where: { nominationId: nomination.id },
        order: { index: 'DESC' },
      });
      const created = await manager.save(
        manager.create(Stage, { ...values, nominationId: nomination.id, index: (last?.index ?? -1) + 1 }),
      );
      await this.events.publish(
        { type: 'stage.changed', tournamentId: tournament.id, nominationId: nomination.id },
        manager,
      );
      return created;
    });
    return this.view(this.db.manager, stage);
  }

  /**
   * Label and settings change freely. A new type throws away the stage's pools (they were built for the old type),
   * so it is refused once a fight has started. A new initial HP in swiss with hits warns (spec §5).
   */
  async update(
    id: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof stagesContract.update>,
  ) {
    const { tournament, nomination, stage } = await this.lookup.stage(id);
    assertCanManageTournament(user, tournament);
    await assertRingOfTournament(this.db.manager, values.settings?.nextFightsAreaId, tournament.id);
    const warnings: string[] = [];
    await this.fights.write(async (writer) => {
      const { manager } = writer;
      const typeChanges = values.type !== undefined && values.type !== stage.type;
      if (typeChanges) {
        if (await hasStartedFights(manager, stage.id)) throw stageStarted();
        await writer.remove({ stageId: stage.id });
        await manager.delete(Pool, { stageId: stage.id });
      }
      if (values.settings && stage.type === 'SWISS_HITS' && !typeChanges) {
        const hp = (s: Stage['settings']) => s.initialHp ?? fightRules(nomination.rules).hitPoints ?? 0;
        const fightsExist = await manager.exists(Fight, { where: { stageId: stage.id } });
        warnings.push(...hpChangeWarnings(hp(stage.settings), hp(values.settings), fightsExist));
      }
      if (Object.keys(values).length > 0) await manager.update(Stage, stage.id, values);
      await this.events.publish(
        { type: 'stage.changed', tournamentId: tournament.id, nominationId: nomination.id },
        manager,
      );
    });
    const updated = await this.db.getRepository(Stage).findOneByOrFail({ id: stage.id });
    return { ...(await this.view(this.db.manager, updated)), warnings };
  }

  /** Deleting a stage deletes its pools and fights; the stages after it move up one place. */
  async remove(id: string, user: SessionUser | undefined): Promise<void> {
    const { tournament, stage } = await this.lookup.stage(id);
    assertCanManageTournament(user, tournament);
    await this.fights.write(async (writer) => {
      const { manager } = writer;
      if (await hasStartedFights(manager, stage.id)) throw stageStarted();
      await writer.remove({ stageId: stage.id });
      await manager.delete(Stage, stage.id);
      await manager.decrement(
        Stage,
        { nominationId: stage.nominationId, index: MoreThan(stage.index) },
        'index',
        1,
      );
      await this.events.publish(
        { type: 'stage.changed', tournamentId: tournament.id, nominationId: stage.nominationId },
        manager,
      );
    });
  }

  /**
   * Builds the stage with shared/: pools and bout order, a bracket, or the first swiss round. Building again
   * replaces the pools and fights, and is refused once a fight has started.
   */
  async generate(id: string, user: SessionUser | undefined) {
    const { tournament, nomination } = await this.lookup.stage(id);
    assertCanManageTournament(user, tournament);
    return this.fights.write(async (writer) => {
      const { manager } = writer;
      const stage = await manager.findOne(Stage, {
        where: { id: parseId(id, 'Stage') },
        lock: { mode: 'pessimistic_write' },
      });
      if (!stage) throw notFound('Stage');
      if (await hasStartedFights(manager, stage.id)) throw stageStarted();
      const entrants = await stageEntrants(this.standings, manager, stage, nomination);
      const initialHp = stage.settings.initialHp ?? fightRules(nomination.rules).hitPoints;
      const plan = planStage(stage.type, stage.settings, entrants, initialHp);
      await writer.remove({ stageId: stage.id });
      await manager.delete(Pool, { stageId: stage.id });
      await storeStagePlan(writer, stage, nomination, plan);
      await this.events.publish(
        { type: 'stage.changed', tournamentId: tournament.id, nominationId: nomination.id },
        manager,
      );
      // The fighters learn their pools or bracket (notifications), once the generation has committed.
      await this.events.publish(
        { type: 'pools.out', tournamentId: tournament.id, nominationId: nomination.id, stageId: stage.id },
        manager,
      );
      const stages = await this.stagesOf(manager, nomination.id);
      return {
        stage: await this.view(manager, stage),
        warnings: [...plan.warnings, ...finalsWarnings(stages.map((s) => s.settings))],
      };
    });
  }

  private stagesOf(manager: EntityManager, nominationId: string): Promise<Stage[]> {
    return manager.find(Stage, { where: { nominationId }, order: { index: 'ASC' } });
  }

  private async view(manager: EntityManager, stage: Stage) {
    const [view] = await stageViewsOf(manager, [stage], this.clock.now().getTime());
    return view;
  }
}
