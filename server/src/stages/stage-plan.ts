import { BracketError, type Bracket } from '@hema/shared/competition/bracket-types';
import { buildDoubleElimination } from '@hema/shared/competition/double-elimination';
import { buildSingleElimination } from '@hema/shared/competition/elimination';
import { poolFights } from '@hema/shared/competition/pool-bout-order';
import { composePools, PoolError } from '@hema/shared/competition/pools';
import { rankEntrants } from '@hema/shared/competition/seeding';
import { storedSlots } from '@hema/shared/competition/server-support/bracket-replay';
import { pairSwissHitsRound } from '@hema/shared/competition/swiss-hits';
import { pairSwissRound, type SwissRound } from '@hema/shared/competition/swiss';
import type { GroupTitle } from '@hema/shared/competition/group-title';
import type { Entrant, FighterId, StageType } from '@hema/shared/domain-types';
import type { HitPoints } from '@hema/shared/fight/fight-context';
import { conflict } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import type { StageSettings } from './stage.entity.js';

/**
 * What generating a stage creates, before it touches the database: pools (or bracket columns, or a swiss round)
 * and their fights. Every decision is made by shared/; this only lays its results out as rows.
 */

export interface PlannedFight {
  index: number;
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  isBye: boolean;
  bracketKey: string | null;
  nextBracketKey: string | null;
  nextSlot: number | null;
  loserNextBracketKey: string | null;
  loserNextSlot: number | null;
  startingHitPoints: HitPoints | null;
}

export interface PlannedPool {
  index: number;
  round: number;
  side: number;
  floor: number;
  title: GroupTitle;
  fighters: FighterId[];
  fights: PlannedFight[];
}

export interface StagePlan {
  pools: PlannedPool[];
  warnings: string[];
}

const notGeneratable = (message: string) => conflict(message, COMPETITION_ERRORS.stageNotGeneratable);

const unbracketed = {
  bracketKey: null,
  nextBracketKey: null,
  nextSlot: null,
  loserNextBracketKey: null,
  loserNextSlot: null,
};

export function planStage(
  type: StageType,
  settings: StageSettings,
  entrants: Entrant[],
  initialHp: number | null,
): StagePlan {
  if (rankEntrants(entrants).length < 2)
    throw notGeneratable('A stage needs at least two fighters who have not dropped out');
  try {
    switch (type) {
      case 'POOL':
        return planPools(settings, entrants);
      case 'ELIMINATION':
      case 'ELIMINATION_DOUBLE':
        return planBracket(type, settings, entrants);
      case 'SWISS':
        return planSwissRound(pairSwissRound({ fighters: entrants, history: [], round: 1 }), null);
      case 'SWISS_HITS': {
        if (!initialHp)
          throw notGeneratable(
            'Set the initial HP of the swiss with hits stage (or the hit points of the category)',
          );
        const round = pairSwissHitsRound({ fighters: entrants, history: [], round: 1, initialHp });
        return planSwissRound(round, round.hp);
      }
    }
  } catch (error) {
    if (error instanceof PoolError || error instanceof BracketError) throw notGeneratable(error.message);
    throw error;
  }
}

function planPools(settings: StageSettings, entrants: Entrant[]): StagePlan {
  const pools = composePools(entrants, settings.poolsCount ? { poolCount: settings.poolsCount } : {});
  return {
    pools: pools.map((pool, index) => ({
      index,
      round: 0,
      side: 0,
      floor: 0,
      title: { key: 'pool', n: index + 1 },
      fighters: pool.map((entrant) => entrant.id),
      fights: poolFights(pool).map((bout) => ({
        ...unbracketed,
        index: bout.order - 1,
        fighter1: bout.fighter1,
        fighter2: bout.fighter2,
        isBye: false,
        startingHitPoints: null,
      })),
    })),
    warnings: [],
  };
}

function planBracket(
  type: 'ELIMINATION' | 'ELIMINATION_DOUBLE',
  settings: StageSettings,
  entrants: Entrant[],
): StagePlan {
  const field = settings.eliminationSize
    ? rankEntrants(entrants).slice(0, settings.eliminationSize)
    : entrants;
  const bracket: Bracket =
    type === 'ELIMINATION'
      ? buildSingleElimination(field, { bronze: settings.bronze === true })
      : buildDoubleElimination(field, { grandFinalReset: settings.grandFinalReset === true });
  const byId = new Map(bracket.fights.map((fight) => [fight.id, fight]));
  return {
    pools: bracket.groups.map((group) => ({
      index: group.index,
      round: group.round,
      side: group.side,
      floor: group.floor,
      title: group.title,
      fighters: [],
      fights: group.fightIds.map((id) => {
        const fight = byId.get(id)!;
        const [fighter1, fighter2] = storedSlots(fight);
        return {
          index: fight.index,
          fighter1,
          fighter2,
          isBye: fight.isBye,
          bracketKey: fight.id,
          nextBracketKey: fight.nextFightId,
          nextSlot: fight.nextSlot,
          loserNextBracketKey: fight.loserNextFightId,
          loserNextSlot: fight.loserNextSlot,
          startingHitPoints: null,
        };
      }),
    })),
    warnings: [],
  };
}

/** One swiss round as one pool "Round n" (the n-th pool of the stage); a bye is stored as a finished fight. */
export function planSwissRound(round: SwissRound, hp: Record<FighterId, number> | null): StagePlan {
  const hpOf = (a: FighterId, b: FighterId): HitPoints | null => (hp ? { 1: hp[a], 2: hp[b] } : null);
  const fights: PlannedFight[] = round.pairs.map((pair, index) => ({
    ...unbracketed,
    index,
    fighter1: pair.fighter1,
    fighter2: pair.fighter2,
    isBye: false,
    startingHitPoints: hpOf(pair.fighter1, pair.fighter2),
  }));
  if (round.bye) {
    fights.push({
      ...unbracketed,
      index: fights.length,
      fighter1: round.bye,
      fighter2: null,
      isBye: true,
      startingHitPoints: null,
    });
  }
  const fighters = [
    ...round.pairs.flatMap((p) => [p.fighter1, p.fighter2]),
    ...(round.bye ? [round.bye] : []),
  ];
  return {
    pools: [
      {
        index: round.round - 1,
        round: round.round,
        side: 0,
        floor: 0,
        title: { key: 'swissRound', n: round.round },
        fighters,
        fights,
      },
    ],
    warnings: round.warnings,
  };
}
