import type { Entrant, FightRecord, FighterId } from '../domain-types.js';
import { outcomeFor } from '../fight/fight-result.js';
import { winRate } from '../rating/summary.js';
import { exchangeFigures, type ExchangeFigures } from './exchange-figures.js';
import { computeFighterStats, type FighterStats } from './standings.js';

/**
 * The figures of a category's Statistics page: per fighter and for the whole category. Byes are not fights here
 * (nobody fenced), unlike in the standings, where a bye's result counts (spec §4).
 */

export interface FighterFigures {
  fighterId: FighterId;
  fights: number;
  wins: number;
  losses: number;
  draws: number;
  /** Fights nobody won (a double-out). */
  noWins: number;
  /** Whole percent of wins over fights (spec §9). */
  winRate: number;
  doubles: number;
  doublesPerFight: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Cards received. */
  cards: number;
  /** Over the fights scored exchange by exchange; null when none was. */
  exchanges: ExchangeFigures | null;
}

export interface CategoryFigures {
  /** Fights with a result, byes left out. */
  fights: number;
  /** Fights still to be fought (no result yet), byes left out. */
  fightsLeft: number;
  decided: number;
  draws: number;
  noWins: number;
  /** Hits scored by both sides together. */
  points: number;
  pointsPerFight: number;
  doubles: number;
  doublesPerFight: number;
  cards: number;
  /** Fighters with at least one fight. */
  fighters: number;
}

const isBye = (fight: FightRecord) => fight.fighter1 === null || fight.fighter2 === null;
const perFight = (amount: number, fights: number) =>
  fights > 0 ? Math.round((amount / fights) * 100) / 100 : 0;

export function fighterFigures(
  stats: FighterStats,
  exchanges: ExchangeFigures | null = null,
): FighterFigures {
  return {
    fighterId: stats.fighterId,
    fights: stats.fights,
    wins: stats.wins,
    losses: stats.losses,
    draws: stats.draws,
    noWins: stats.noWins,
    winRate: winRate(stats.wins, stats.fights),
    doubles: stats.doubles,
    doublesPerFight: perFight(stats.doubles, stats.fights),
    pointsFor: stats.pointsFor,
    pointsAgainst: stats.pointsAgainst,
    cards: stats.warnings,
    exchanges,
  };
}

/** Per-fighter figures in the entrants' order, byes left out. */
export function fightersFigures(
  fighters: readonly Entrant[],
  fights: readonly FightRecord[],
): FighterFigures[] {
  const fought = fights.filter((f) => !isBye(f));
  return computeFighterStats(fighters, fought).map((stats) =>
    fighterFigures(stats, exchangeFigures(stats.fighterId, fought)),
  );
}

export function categoryFigures(fights: readonly FightRecord[]): CategoryFigures {
  const fought = fights.filter((f) => !isBye(f));
  const done = fought.filter((f) => f.result !== 'NONE');
  const points = done.reduce((sum, f) => sum + f.score1 + f.score2, 0);
  const doubles = done.reduce((sum, f) => sum + (f.doubles ?? 0), 0);
  const fighters = new Set(done.flatMap((f) => [f.fighter1, f.fighter2]));
  return {
    fights: done.length,
    fightsLeft: fought.length - done.length,
    decided: done.filter((f) => outcomeFor(f.result, 1) === 'win' || outcomeFor(f.result, 2) === 'win')
      .length,
    draws: done.filter((f) => outcomeFor(f.result, 1) === 'draw').length,
    noWins: done.filter((f) => outcomeFor(f.result, 1) === 'noWin').length,
    points,
    pointsPerFight: perFight(points, done.length),
    doubles,
    doublesPerFight: perFight(doubles, done.length),
    cards: done.reduce((sum, f) => sum + (f.warnings1 ?? 0) + (f.warnings2 ?? 0), 0),
    fighters: fighters.size,
  };
}
