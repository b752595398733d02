import { Injectable } from '@nestjs/common';
import { DataSource, LessThan, MoreThan, type EntityManager } from 'typeorm';
import {
  combineWithPrevious,
  explainQualification,
  type QualificationLine,
} from '@hema/shared/competition/advancement';
import { bracketPlaces } from '@hema/shared/competition/bracket-places';
import { criteriaFor } from '@hema/shared/competition/rating-modes';
import { replayBracket } from '@hema/shared/competition/server-support/bracket-replay';
import {
  computeFighterStats,
  rankByCriteria,
  rankFighterStats,
  type FighterStats,
  type Separation,
  type StandingsRow,
} from '@hema/shared/competition/standings';
import {
  categoryLines,
  categoryResults,
  type CategoryResults,
  type Medal,
  type StagePlacing,
} from '@hema/shared/competition/category-places';
import { stageFinished } from '@hema/shared/competition/stage-progress';
import { SWISS_CRITERIA, swissStandingLines, type SwissStanding } from '@hema/shared/competition/swiss';
import { remainingHp } from '@hema/shared/competition/swiss-hits';
import { SWISS_HITS_CRITERIA, withHitPoints } from '@hema/shared/competition/swiss-hits-standings';
import { fightRules } from '@hema/shared/fight/rules';
import type { Entrant, FightRecord, FighterId, RatingMode, StageType } from '@hema/shared/domain-types';
import { teamStandingRecords } from '@hema/shared/competition/team-relay';
import { fightRecord, FightsRepository, type FightResultRow } from '../fights/fights.repository.js';
import { boutsOf } from '../teams/team-bouts.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { Participant } from '../nominations/participant.entity.js';
import { storedBracketFight } from './bracket-advancement.js';
import { Pool } from './pool.entity.js';
import { Stage } from './stage.entity.js';
import { Team } from '../teams/team.entity.js';
import { readAll } from '../database/read-all.js';

/**
 * The one place the server ranks results: it loads fights through the fights repository and hands them to the
 * domain engine (shared/competition: standings and rating modes, swiss tie-breaks, bracket places, advancement).
 * No rule of the sport is decided here; this only chooses which engine function a stage needs and with what.
 */

export type Ranking = 'RATING_MODE' | 'SWISS' | 'BRACKET' | 'CATEGORY';

export interface BracketStanding {
  reason: 'final' | 'bronze' | 'eliminated' | 'in';
  round: number | null;
  floor: number | null;
}

export interface RankedLine {
  fighterId: FighterId;
  place: number | null;
  stats: FighterStats;
  values: Record<string, number>;
  tiedWith: FighterId[];
  separation: Separation | null;
  bracket: BracketStanding | null;
  /** The category's table only: the fighter's medal. */
  medal?: Medal | null;
}

/** Why a stage placed a fighter where it did: its table's separation, or the bracket's reason. */
export interface PlacingReason {
  separation: Separation | null;
  bracket: BracketStanding | null;
}

export interface RankedTable {
  pool: Pool | null;
  ranking: Ranking;
  criteria: { key: string; direction: 'asc' | 'desc' }[];
  combined: boolean;
  fights: number;
  finished: number;
  rows: RankedLine[];
}

const BRACKETS: readonly StageType[] = ['ELIMINATION', 'ELIMINATION_DOUBLE'];
const SWISSES: readonly StageType[] = ['SWISS', 'SWISS_HITS'];
const isOver = (row: FightResultRow) => row.fight.status === 'finished' || row.fight.status === 'cancelled';

function fightersOf(rows: readonly FightResultRow[]): FighterId[] {
  return rows.flatMap(({ fight }) => [fight.fighter1Id, fight.fighter2Id]).filter((id): id is string => !!id);
}

function modeCriteria(mode: RatingMode) {
  return criteriaFor(mode).map(({ key, direction }) => ({ key, direction }));
}

function fromStandings(rows: readonly StandingsRow[]): RankedLine[] {
  return rows.map(({ fighterId, place, stats, values, tiedWith, separation }) => ({
    fighterId,
    place,
    stats,
    values,
    tiedWith,
    separation,
    bracket: null,
  }));
}

/** Whether a stage is over: it has fights and each is finished or cancelled. */
export function stageOver(rows: readonly FightResultRow[]): boolean {
  return rows.length > 0 && rows.every(isOver);
}

@Injectable()
export class StandingsReader {
  constructor(
    private readonly db: DataSource,
    private readonly fights: FightsRepository,
  ) {}

  /** The category's fighters, best seed first (see {@link categoryEntrants}). */
  entrants(nominationId: string, manager: EntityManager = this.db.manager): Promise<Entrant[]> {
    return categoryEntrants(manager, nominationId);
  }

  stages(nominationId: string, manager: EntityManager = this.db.manager): Promise<Stage[]> {
    return manager.find(Stage, { where: { nominationId }, order: { index: 'ASC' } });
  }

  previousStage(stage: Stage, manager: EntityManager = this.db.manager): Promise<Stage | null> {
    return manager.findOne(Stage, {
      where: { nominationId: stage.nominationId, index: LessThan(stage.index) },
      order: { index: 'DESC' },
    });
  }

  nextStage(stage: Stage, manager: EntityManager = this.db.manager): Promise<Stage | null> {
    return manager.findOne(Stage, {
      where: { nominationId: stage.nominationId, index: MoreThan(stage.index) },
      order: { index: 'ASC' },
    });
  }

  results(stageId: string, manager: EntityManager = this.db.manager): Promise<FightResultRow[]> {
    return this.fights.results({ stageId }, manager);
  }

  /**
   * A stage's tables: each pool of a pool stage by the rating mode, a swiss stage by the swiss tie-breaks, a bracket
   * by its places. "Combine stats with previous stage" adds each fighter's previous-stage stats to this stage's.
   */
  async stageTables(
    stage: Stage,
    nomination: Nomination,
    manager: EntityManager = this.db.manager,
  ): Promise<RankedTable[]> {
    const [entrants, results, pools] = await readAll(manager, [
      () => this.entrants(nomination.id, manager),
      () => this.results(stage.id, manager),
      () => manager.find(Pool, { where: { stageId: stage.id }, order: { index: 'ASC' } }),
    ]);
    const seeds = new Map(entrants.map((e) => [e.id, e.seed]));
    const asEntrants = (ids: Iterable<FighterId>): Entrant[] =>
      [...new Set(ids)]
        .map((id) => ({ id, seed: seeds.get(id) ?? Number.MAX_SAFE_INTEGER }))
        .sort((a, b) => a.seed - b.seed);
    const combined = stage.settings.combineStats === true && !BRACKETS.includes(stage.type);
    const previous = combined ? await this.previousStats(stage, entrants, manager) : [];
    const combine = (stats: FighterStats[]) => (combined ? combineWithPrevious(stats, previous) : stats);
    const counts = (rows: readonly FightResultRow[]) => ({
      fights: rows.length,
      finished: rows.filter((r) => r.record.result !== 'NONE').length,
    });
    const mode = nomination.ratingMode;
    const placed = await this.placedRecords(nomination, results, manager);

    if (BRACKETS.includes(stage.type)) {
      return [this.bracketTable(stage, pools, results, asEntrants(fightersOf(results)))];
    }
    if (SWISSES.includes(stage.type)) {
      const fighters = asEntrants([...pools.flatMap((p) => p.fighters), ...fightersOf(results)]);
      const records = results.map((r) => r.record);
      const initialHp = stage.type === 'SWISS_HITS' ? initialHpOf(stage, nomination) : null;
      return [
        {
          pool: null,
          ranking: 'SWISS',
          criteria: (initialHp === null ? SWISS_CRITERIA : SWISS_HITS_CRITERIA).map(({ key, direction }) => ({
            key,
            direction,
          })),
          combined,
          ...counts(results),
          rows: this.swissRows(fighters, records, combined ? previous : null, initialHp),
        },
      ];
    }
    return pools.map((pool) => {
      const poolResults = results.filter((r) => r.fight.poolId === pool.id);
      const fighters = pool.fighters.length ? asEntrants(pool.fighters) : asEntrants(fightersOf(poolResults));
      const stats = combine(computeFighterStats(fighters, placed(poolResults)));
      return {
        pool,
        ranking: 'RATING_MODE',
        criteria: modeCriteria(mode),
        combined,
        ...counts(poolResults),
        rows: fromStandings(rankFighterStats(stats, mode, seeds)),
      };
    });
  }

  /**
   * One pool's table. A pool of a pool stage is its table of the stage (combined stats included); a swiss round or a
   * bracket column is ranked on its own fights by the rating mode.
   */
  async poolTable(
    pool: Pool,
    stage: Stage,
    nomination: Nomination,
    manager: EntityManager = this.db.manager,
  ): Promise<RankedTable> {
    if (stage.type === 'POOL') {
      const tables = await this.stageTables(stage, nomination, manager);
      const table = tables.find((t) => t.pool?.id === pool.id);
      if (table) return table;
    }
    const [entrants, results] = await readAll(manager, [
      () => this.entrants(nomination.id, manager),
      () => this.fights.results({ poolId: pool.id }, manager),
    ]);
    const seeds = new Map(entrants.map((e) => [e.id, e.seed]));
    const fighters = [...new Set([...pool.fighters, ...fightersOf(results)])].map((id) => ({
      id,
      seed: seeds.get(id) ?? Number.MAX_SAFE_INTEGER,
    }));
    const placed = await this.placedRecords(nomination, results, manager);
    const stats = computeFighterStats(fighters, placed(results));
    return {
      pool,
      ranking: 'RATING_MODE',
      criteria: modeCriteria(nomination.ratingMode),
      combined: false,
      fights: results.length,
      finished: results.filter((r) => r.record.result !== 'NONE').length,
      rows: fromStandings(rankFighterStats(stats, nomination.ratingMode, seeds)),
    };
  }

  /**
   * The records a table ranks: the fights themselves, except in a fight-centred team category (scoring placement
   * FIGHT), where each match counts through its fought bouts as fights between the two teams (team-relay.ts).
   */
  private async placedRecords(
    nomination: Nomination,
    results: readonly FightResultRow[],
    manager: EntityManager,
  ): Promise<(rows: readonly FightResultRow[]) => FightRecord[]> {
    if (!nomination.isTeam || nomination.scoringPlacement !== 'FIGHT') {
      return (rows) => rows.map((r) => r.record);
    }
    const bouts = await boutsOf(
      manager,
      results.map((r) => r.fight.id),
    );
    return (rows) =>
      teamStandingRecords(
        rows.map((r) => ({
          record: r.record,
          bouts: bouts.filter((b) => b.matchId === r.fight.id).map(fightRecord),
        })),
        'FIGHT',
      );
  }

  /**
   * Every fighter of the category over all its fights (the Standings tab). Once any final place is decided the
   * table is the category's final places (categoryResults: the same places and medals as the summary and the
   * print-outs), each with why its stage placed it; before that it is the live ranking by the rating mode.
   */
  async categoryTable(
    nomination: Nomination,
    manager: EntityManager = this.db.manager,
  ): Promise<RankedTable> {
    const [entrants, results, category] = await readAll(manager, [
      () => this.entrants(nomination.id, manager),
      () => this.fights.results({ nominationId: nomination.id }, manager),
      () => this.categoryResults(nomination, manager),
    ]);
    const known = new Set(entrants.map((e) => e.id));
    // A fighter who fought and was later removed from the category still has results.
    const fighters = [
      ...entrants,
      ...[...new Set(fightersOf(results))]
        .filter((id) => !known.has(id))
        .map((id, i) => ({ id, seed: entrants.length + i + 1 })),
    ];
    const seeds = new Map(fighters.map((e) => [e.id, e.seed]));
    const placed = await this.placedRecords(nomination, results, manager);
    const stats = computeFighterStats(fighters, placed(results));
    const live = fromStandings(rankFighterStats(stats, nomination.ratingMode, seeds));
    const table = {
      pool: null,
      combined: false,
      fights: results.length,
      finished: results.filter((r) => r.record.result !== 'NONE').length,
    };
    const { places } = category.results;
    if (!places.some((p) => p.place !== null))
      return { ...table, ranking: 'RATING_MODE', criteria: modeCriteria(nomination.ratingMode), rows: live };

    const liveOf = new Map(live.map((row) => [row.fighterId, row]));
    const rows: RankedLine[] = categoryLines(category.results)
      .filter((line) => liveOf.has(line.fighterId))
      .map((line) => ({
        ...(liveOf.get(line.fighterId) as RankedLine),
        place: line.place,
        tiedWith: line.tiedWith,
        ...(category.reasons.get(line.fighterId) as PlacingReason),
        medal: line.medal,
      }));
    // Fighters no stage has taken yet come last, by the rating mode, unplaced.
    const rest = live
      .filter((row) => !places.some((p) => p.fighterId === row.fighterId))
      .map((row) => ({ ...row, place: null, tiedWith: [], separation: null }));
    return { ...table, ranking: 'CATEGORY', criteria: [], rows: [...rows, ...rest] };
  }

  /**
   * Who goes from a finished stage to the next (spec §4): the stage's tables handed to shared/'s qualification
   * (Basic or Advanced, minimum per pool, "goes to next stage", dropped-out fighters never), fighter by fighter with
   * why. `entrants` are the next stage's fighters in seed order.
   */
  async qualification(stage: Stage, nomination: Nomination, manager: EntityManager = this.db.manager) {
    const [tables, entrants] = await readAll(manager, [
      () => this.stageTables(stage, nomination, manager),
      () => this.entrants(nomination.id, manager),
    ]);
    const pools: StandingsRow[][] = tables.map((table) =>
      table.rows.map((row) => ({
        fighterId: row.fighterId,
        // A bracket fighter still in has no place; a finished stage has none such.
        place: row.place ?? Number.MAX_SAFE_INTEGER,
        stats: row.stats,
        values: row.values,
        tiedWith: row.tiedWith,
        separation: row.separation,
        explanation: '',
      })),
    );
    const total = pools.reduce((sum, rows) => sum + rows.length, 0);
    const kind = stage.settings.qualification ?? 'ADVANCED';
    const settings = {
      qualification: kind,
      goesToNextStage: stage.settings.goesToNextStage ?? total,
      minimumFromEachPool: stage.settings.minimumFromEachPool ?? 0,
    };
    const lines: QualificationLine[] = explainQualification(kind, {
      pools,
      goesToNextStage: settings.goesToNextStage,
      minimumFromEachPool: settings.minimumFromEachPool,
      dropped: entrants.filter((e) => e.droppedOut).map((e) => e.id),
      mode: nomination.ratingMode,
    });
    const clubs = new Map(entrants.map((e) => [e.id, e.clubId ?? null]));
    const advancing: Entrant[] = lines
      .filter((line) => line.advances)
      .map((line) => ({
        id: line.fighterId,
        seed: line.seed as number,
        clubId: clubs.get(line.fighterId) ?? null,
      }));
    return { tables, lines, advancing, settings };
  }

  /**
   * Whether a stage is finished (shared/'s stageFinished): every fight over, and a swiss stage past its last round
   * (a swiss with hits also once fewer than two fighters have hit points left).
   */
  async stageFinished(
    stage: Stage,
    nomination: Nomination,
    results: readonly FightResultRow[],
    manager: EntityManager = this.db.manager,
  ): Promise<boolean> {
    if (!SWISSES.includes(stage.type)) return stageOver(results);
    const [pools, entrants] = await readAll(manager, [
      () => manager.find(Pool, { where: { stageId: stage.id } }),
      () => this.entrants(nomination.id, manager),
    ]);
    const initialHp = stage.type === 'SWISS_HITS' ? initialHpOf(stage, nomination) : null;
    const records = results.map((r) => r.record);
    const dropped = new Set(entrants.filter((e) => e.droppedOut).map((e) => e.id));
    const fighters = new Set([...pools.flatMap((p) => p.fighters), ...fightersOf(results)]);
    return stageFinished({
      type: stage.type,
      fightsOver: stageOver(results),
      roundsCount: stage.settings.roundsCount ?? null,
      roundsBuilt: Math.max(0, ...pools.map((p) => p.round)),
      fightersWithHp:
        initialHp === null
          ? null
          : [...fighters].filter((id) => !dropped.has(id) && remainingHp(id, initialHp, records) > 0).length,
    });
  }

  /** One stage's fighters as a single order (the category's final places): places by table, pools merged by rank. */
  async stagePlacings(
    stage: Stage,
    nomination: Nomination,
    manager: EntityManager = this.db.manager,
  ): Promise<{ over: boolean; placings: StagePlacing[]; reasons: Map<FighterId, PlacingReason> }> {
    const results = await this.results(stage.id, manager);
    const over = await this.stageFinished(stage, nomination, results, manager);
    const fromRows = (rows: readonly RankedLine[]) => ({
      over,
      placings: rows.map((r) => ({ fighterId: r.fighterId, place: r.place })),
      reasons: new Map(rows.map((r) => [r.fighterId, { separation: r.separation, bracket: r.bracket }])),
    });
    if (BRACKETS.includes(stage.type))
      return fromRows((await this.stageTables(stage, nomination, manager))[0].rows);
    const { tables, lines } = await this.qualification(stage, nomination, manager);
    if (tables.length === 1) return fromRows(tables[0].rows);
    // Several pools: the ranking across pools of the qualification; dropped-out fighters after everyone.
    const last = Math.max(0, ...lines.map((l) => l.rank ?? 0));
    return {
      over,
      placings: lines.map((l) => ({ fighterId: l.fighterId, place: l.rank ?? last + 1 })),
      reasons: new Map(lines.map((l) => [l.fighterId, { separation: l.separation, bracket: null }])),
    };
  }

  /**
   * The category's final places and medals: every stage's placings handed to shared/'s categoryResults, the one
   * computation that the standings, the summary, print-outs, ratings and achievements read. `reasons` says, per
   * fighter, why the stage that placed them did so.
   */
  async categoryResults(
    nomination: Nomination,
    manager: EntityManager = this.db.manager,
  ): Promise<{ stages: Stage[]; results: CategoryResults; reasons: Map<FighterId, PlacingReason> }> {
    const stages = await this.stages(nomination.id, manager);
    const inputs = [];
    const stageReasons: Map<FighterId, PlacingReason>[] = [];
    for (const stage of stages) {
      const { over, placings, reasons } = await this.stagePlacings(stage, nomination, manager);
      inputs.push({
        type: stage.type,
        toTheFinals: stage.settings.toTheFinals === true,
        finished: over,
        placings,
      });
      stageReasons.push(reasons);
    }
    const results = categoryResults(inputs);
    const none: PlacingReason = { separation: null, bracket: null };
    const reasons = new Map(
      results.places.map((p) => [p.fighterId, stageReasons[p.stage].get(p.fighterId) ?? none]),
    );
    return { stages, results, reasons };
  }

  private bracketTable(
    stage: Stage,
    pools: Pool[],
    results: FightResultRow[],
    fighters: Entrant[],
  ): RankedTable {
    const poolsById = new Map(pools.map((p) => [p.id, p]));
    const stored = results
      .filter((r) => r.fight.bracketKey && poolsById.has(r.fight.poolId))
      .map((r) => storedBracketFight(r.fight, poolsById.get(r.fight.poolId) as Pool));
    const places = stored.length
      ? bracketPlaces(replayBracket(stage.type as 'ELIMINATION' | 'ELIMINATION_DOUBLE', stored))
      : [];
    const stats = new Map(
      computeFighterStats(
        fighters,
        results.map((r) => r.record),
      ).map((s) => [s.fighterId, s]),
    );
    return {
      pool: null,
      ranking: 'BRACKET',
      criteria: [],
      combined: false,
      fights: results.length,
      finished: results.filter((r) => r.record.result !== 'NONE').length,
      rows: places
        .filter((p) => stats.has(p.fighterId))
        .map((p) => ({
          fighterId: p.fighterId,
          place: p.place,
          stats: stats.get(p.fighterId) as FighterStats,
          values: {},
          tiedWith: places
            .filter((o) => o !== p && o.place !== null && o.place === p.place)
            .map((o) => o.fighterId),
          separation: null,
          bracket: { reason: p.reason, round: p.round, floor: p.floor },
        })),
    };
  }

  /**
   * Swiss standings (Buchholz, Median-Buchholz, Sonneborn-Berger, direct encounter), optionally combined; a swiss
   * with hits ranks by hit points left first (swiss-hits-standings.ts).
   */
  private swissRows(
    fighters: Entrant[],
    records: FightRecord[],
    previous: FighterStats[] | null,
    initialHp: number | null,
  ): RankedLine[] {
    const before = new Map((previous ?? []).map((s) => [s.fighterId, s]));
    const seeds = new Map(fighters.map((f) => [f.id, f.seed]));
    const lines: SwissStanding[] = swissStandingLines(fighters, records).map((line) => {
      const earlier = before.get(line.stats.fighterId);
      return earlier ? { ...line, stats: combineWithPrevious([line.stats], [earlier])[0] } : line;
    });
    const entries = <T extends SwissStanding>(subjects: T[]) =>
      subjects.map((line) => ({
        fighterId: line.stats.fighterId,
        seed: seeds.get(line.stats.fighterId),
        subject: line,
      }));
    const ranked =
      initialHp === null
        ? rankByCriteria(entries(lines), SWISS_CRITERIA)
        : rankByCriteria(entries(withHitPoints(lines, initialHp, records)), SWISS_HITS_CRITERIA);
    return ranked.map((row) => ({
      fighterId: row.fighterId,
      place: row.place,
      stats: row.subject.stats,
      values: row.values,
      tiedWith: row.tiedWith,
      separation: row.separation,
      bracket: null,
    }));
  }

  /** Each fighter's stats over the whole previous stage (for "combine stats with previous stage"). */
  private async previousStats(
    stage: Stage,
    entrants: Entrant[],
    manager: EntityManager,
  ): Promise<FighterStats[]> {
    const previous = await this.previousStage(stage, manager);
    if (!previous) return [];
    const results = await this.results(previous.id, manager);
    return computeFighterStats(
      entrants,
      results.map((r) => r.record),
    );
  }
}

/** The hit points a swiss-with-hits stage starts with: its own setting, else the category's; null when unset. */
export function initialHpOf(stage: Stage, nomination: Nomination): number | null {
  return stage.settings.initialHp ?? fightRules(nomination.rules).hitPoints ?? null;
}

/**
 * The category's fighters, best seed first: seeded fighters by seed, then the unseeded in the order they were
 * added. Seeds become 1..n; dropped-out fighters stay in the list (shared/ leaves them out of pools and brackets).
 */
export async function categoryEntrants(manager: EntityManager, nominationId: string): Promise<Entrant[]> {
  const nomination = await manager.findOne(Nomination, {
    where: { id: nominationId },
    select: { isTeam: true },
  });
  if (nomination?.isTeam) return teamEntrants(manager, nominationId);
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

/** A team category's entrants are its entered teams, seeded like fighters; a team's club separates it in pools. */
async function teamEntrants(manager: EntityManager, nominationId: string): Promise<Entrant[]> {
  const teams = await manager.find(Team, {
    where: { nominationId, entered: true },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  const seeded = teams.filter((t) => t.seed !== null).sort((a, b) => (a.seed as number) - (b.seed as number));
  const unseeded = teams.filter((t) => t.seed === null);
  return [...seeded, ...unseeded].map((t, position) => ({
    id: t.id,
    seed: position + 1,
    clubId: t.clubId,
    droppedOut: t.droppedOut,
  }));
}
