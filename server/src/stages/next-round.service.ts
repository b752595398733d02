import { Injectable } from '@nestjs/common';
import { PREVIOUS_ROUND_NOT_FINISHED } from '@hema/shared/competition/competition-warnings';
import { pairSwissHitsRound } from '@hema/shared/competition/swiss-hits';
import { pairSwissRound } from '@hema/shared/competition/swiss';
import type { Entrant, FighterId } from '@hema/shared/domain-types';
import { fightRules } from '@hema/shared/fight/rules';
import { IsNull, type EntityManager } from 'typeorm';
import { conflict, notFound } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { StageLookup } from './stage-lookup.js';
import { parseId } from '../common/validation.js';
import { Fight } from '../fights/fight.entity.js';
import { fightRecord, FightsRepository, type FightWriter } from '../fights/fights.repository.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import { assertCanManageTournament } from '../common/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { ringOfNextFight } from './next-fight-ring.js';
import { Pool } from './pool.entity.js';
import { stageEntrants } from './stage-entrants.js';
import { categoryEntrants, StandingsReader } from './standings-reader.js';
import { planSwissRound } from './stage-plan.js';
import { storeStagePlan, type StoredPool } from './stage-store.js';
import { Stage } from './stage.entity.js';
import { stageViewsOf } from './stage.view.js';
import { EventBus } from '../events/event-bus.js';

const refuse = (code: string, message: string) => conflict(message, code);

/** A fight of a round is over once it has a result or was cancelled (a cancelled bout does not hold the stage up). */
const isOver = (fight: Fight) => fight.status === 'finished' || fight.status === 'cancelled';

/**
 * "Next round" of a swiss or swiss-with-hits stage: once every fight of the current round is over,
 * the next round is paired by shared/'s engine (`pairSwissRound`, `pairSwissHitsRound`) over every fight of the stage
 * so far, byes by the stage's bye rule (spec §4), up to the stage's rounds count. One transaction, the stage row
 * locked, so two clicks cannot build the same round twice. New fights take a ring by the stage's ring rule.
 */
@Injectable()
export class NextRoundService {
  constructor(
    private readonly lookup: StageLookup,
    private readonly clock: Clock,
    private readonly fights: FightsRepository,
    private readonly events: EventBus,
    private readonly standings: StandingsReader,
  ) {}

  async build(id: string, user: SessionUser | undefined) {
    const { tournament, nomination } = await this.lookup.stage(id);
    assertCanManageTournament(user, tournament);
    return this.fights.write(async (writer) => {
      const { manager } = writer;
      const stage = await manager.findOne(Stage, {
        where: { id: parseId(id, 'Stage') },
        lock: { mode: 'pessimistic_write' },
      });
      if (!stage) throw notFound('Stage');
      if (stage.type !== 'SWISS' && stage.type !== 'SWISS_HITS')
        throw refuse(
          COMPETITION_ERRORS.notRoundByRound,
          'Only swiss stages are built round by round; brackets move on by themselves as their fights finish',
        );
      const pools = await manager.find(Pool, { where: { stageId: stage.id }, order: { round: 'ASC' } });
      const fights = await manager.find(Fight, {
        where: { stageId: stage.id, matchId: IsNull() },
        order: { index: 'ASC' },
      });
      if (pools.length === 0) throw refuse(COMPETITION_ERRORS.stageNotGenerated, 'Generate the stage first');
      const current = Math.max(...pools.map((p) => p.round));
      const roundsCount = stage.settings.roundsCount ?? null;
      if (roundsCount !== null && current >= roundsCount)
        throw refuse(
          COMPETITION_ERRORS.allRoundsBuilt,
          `All ${roundsCount} rounds of this stage are already built`,
        );
      const currentPools = new Set(pools.filter((p) => p.round === current).map((p) => p.id));
      const unfinished = fights.filter((f) => currentPools.has(f.poolId) && !isOver(f));
      if (unfinished.length > 0)
        throw refuse(
          COMPETITION_ERRORS.roundNotFinished,
          // The spec's own words (§9 warnings), shared with the builders' warning.
          PREVIOUS_ROUND_NOT_FINISHED,
        );

      const entrants = await this.entrantsOf(manager, stage, nomination, pools);
      const history = fights.map(fightRecord);
      const round = current + 1;
      const plan =
        stage.type === 'SWISS'
          ? planSwissRound(pairSwissRound({ fighters: entrants, history, round }), null)
          : this.hitsPlan(stage, nomination, entrants, history, round);
      if (plan.pools[0].fights.every((f) => f.isBye))
        throw refuse(
          COMPETITION_ERRORS.stageDecided,
          'The stage is decided: fewer than two fighters are left to pair',
        );
      const [stored] = await storeStagePlan(writer, stage, nomination, plan);
      await this.placeOnRings(writer, stage, nomination.tournamentId, stored, fights, currentPools);
      await this.events.publish(
        { type: 'stage.changed', tournamentId: tournament.id, nominationId: nomination.id },
        manager,
      );
      const [view] = await stageViewsOf(manager, [stage], this.clock.now().getTime());
      return { stage: view, warnings: plan.warnings };
    });
  }

  private hitsPlan(
    stage: Stage,
    nomination: Nomination,
    entrants: Entrant[],
    history: ReturnType<typeof fightRecord>[],
    round: number,
  ) {
    const initialHp = stage.settings.initialHp ?? fightRules(nomination.rules).hitPoints;
    if (!initialHp)
      throw conflict(
        'Set the initial HP of the swiss with hits stage (or the hit points of the category)',
        COMPETITION_ERRORS.stageNotGeneratable,
      );
    const paired = pairSwissHitsRound({ fighters: entrants, history, round, initialHp });
    return planSwissRound(paired, paired.hp);
  }

  /**
   * The stage's fighters as the engine pairs them: everyone of its first round, ranked as they entered the stage
   * (their seed), a fighter dropped out since then left out of the pairing.
   */
  private async entrantsOf(
    manager: EntityManager,
    stage: Stage,
    nomination: Nomination,
    pools: Pool[],
  ): Promise<Entrant[]> {
    const inStage = [...new Set(pools.filter((p) => p.round === pools[0].round).flatMap((p) => p.fighters))];
    const category = new Map((await categoryEntrants(manager, nomination.id)).map((e) => [e.id, e]));
    const entered = await stageEntrants(this.standings, manager, stage, nomination).catch(
      () => [] as Entrant[],
    );
    const rank = new Map(entered.map((e, position) => [e.id, position]));
    return [...inStage]
      .sort(
        (a, b) =>
          (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER) ||
          (category.get(a)?.seed ?? 0) - (category.get(b)?.seed ?? 0),
      )
      .map((fighterId: FighterId, position) => ({
        id: fighterId,
        seed: position + 1,
        clubId: category.get(fighterId)?.clubId ?? null,
        droppedOut: category.get(fighterId)?.droppedOut ?? true,
      }));
  }

  /** Each new bout goes to a ring by the stage's rule; the feeders are the two fighters' fights of the last round. */
  private async placeOnRings(
    writer: FightWriter,
    stage: Stage,
    tournamentId: string,
    stored: StoredPool,
    previous: Fight[],
    previousPools: ReadonlySet<string>,
  ): Promise<void> {
    const ringOf = new Map<FighterId, string | null>();
    for (const fight of previous.filter((f) => previousPools.has(f.poolId) && !f.isBye)) {
      if (fight.fighter1Id) ringOf.set(fight.fighter1Id, fight.areaId);
      if (fight.fighter2Id) ringOf.set(fight.fighter2Id, fight.areaId);
    }
    for (const { id, planned } of stored.fights) {
      if (planned.isBye) continue;
      const feeders = [planned.fighter1, planned.fighter2].map((f) => (f ? (ringOf.get(f) ?? null) : null));
      const ring = await ringOfNextFight(writer.manager, stage, tournamentId, feeders, stored.pool.id);
      if (ring) await writer.appendToRing(ring, id);
    }
  }
}
