import { In, LessThan, type EntityManager } from 'typeorm';
import { buildQualification } from '@hema/shared/competition/advancement';
import { computeStandings, type StandingsRow } from '@hema/shared/competition/standings';
import type { Entrant, FightRecord, FighterId } from '@hema/shared/domain-types';
import { conflict } from '../common/app-error.js';
import { User } from '../users/user.entity.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { Fight } from '../fights/fight.entity.js';
import { snapshotOf } from '../fights/fight-snapshots.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import { Participant } from '../nominations/participant.entity.js';
import { Pool } from './pool.entity.js';
import { Stage } from './stage.entity.js';

const notGeneratable = (message: string) => conflict(message, COMPETITION_ERRORS.stageNotGeneratable);

/** A stored fight as standings and advancement read it. */
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
  };
}

/**
 * The category's fighters, best seed first: seeded fighters by seed, then the unseeded in the order they were
 * added. Seeds become 1..n; dropped-out fighters stay in the list (shared/ leaves them out of pools and brackets).
 */
export async function categoryEntrants(manager: EntityManager, nominationId: string): Promise<Entrant[]> {
  const participants = await manager.find(Participant, {
    where: { nominationId },
    relations: { user: true },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  const seeded = participants
    .filter((p) => p.seed !== null)
    .sort((a, b) => (a.seed as number) - (b.seed as number));
  const unseeded = participants.filter((p) => p.seed === null);
  return [...seeded, ...unseeded].map((p, position) => ({
    id: p.userId,
    seed: position + 1,
    clubId: p.user?.clubId ?? null,
    droppedOut: p.droppedOut,
  }));
}

/**
 * Who enters a stage: the category's fighters for the first stage; for a later stage, the fighters the previous
 * stage sends on (its "goes to next stage" and "minimum from each pool" settings, Basic or Advanced
 * qualification), ranked by the category's rating mode. Building again replaces the earlier result (spec §4).
 */
export async function stageEntrants(
  manager: EntityManager,
  stage: Stage,
  nomination: Nomination,
): Promise<Entrant[]> {
  const entrants = await categoryEntrants(manager, nomination.id);
  const previous = await manager.findOne(Stage, {
    where: { nominationId: nomination.id, index: LessThan(stage.index) },
    order: { index: 'DESC' },
  });
  if (!previous) return entrants;

  const pools = await manager.find(Pool, { where: { stageId: previous.id }, order: { index: 'ASC' } });
  const fights = await manager.find(Fight, { where: { stageId: previous.id } });
  if (fights.length === 0) throw notGeneratable('Generate and fight the previous stage first');
  if (fights.some((f) => f.status !== 'finished' && f.status !== 'cancelled')) {
    throw notGeneratable('Finish the previous stage before generating this one');
  }
  const seeds = new Map(entrants.map((e) => [e.id, e.seed]));
  const asEntrants = (ids: Iterable<FighterId>) =>
    [...new Set(ids)].map((id) => ({ id, seed: seeds.get(id) ?? Number.MAX_SAFE_INTEGER }));
  const mode = nomination.ratingMode;
  const fightersOf = (group: Fight[]) =>
    group.flatMap((f) => [f.fighter1Id, f.fighter2Id]).filter((id): id is string => !!id);
  const groups: StandingsRow[][] =
    previous.type === 'POOL'
      ? pools.map((pool) => {
          const poolFights = fights.filter((f) => f.poolId === pool.id);
          return computeStandings(asEntrants(pool.fighters), poolFights.map(fightRecord), mode);
        })
      : [computeStandings(asEntrants(fightersOf(fights)), fights.map(fightRecord), mode)];
  const dropped = entrants.filter((e) => e.droppedOut).map((e) => e.id);
  const total = groups.reduce((sum, rows) => sum + rows.length, 0);
  const advancing = buildQualification(previous.settings.qualification ?? 'ADVANCED', {
    pools: groups,
    goesToNextStage: previous.settings.goesToNextStage ?? total,
    minimumFromEachPool: previous.settings.minimumFromEachPool ?? 0,
    dropped,
    mode,
  });
  const clubs = new Map(
    (
      await manager.find(User, {
        where: { id: In(advancing.map((a) => a.id)) },
        select: { id: true, clubId: true },
      })
    ).map((u) => [u.id, u.clubId]),
  );
  return advancing.map((a) => ({ ...a, clubId: clubs.get(a.id) ?? null }));
}
