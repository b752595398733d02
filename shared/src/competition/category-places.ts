import type { FighterId, StageType } from '../domain-types.js';

const BRACKETS: readonly StageType[] = ['ELIMINATION', 'ELIMINATION_DOUBLE'];

/**
 * Final places of a category (the tournament summary). The stage marked "to the finals" places its own fighters
 * (bracket places, or standings of a pool or swiss final); everyone who did not reach it comes after, by the last
 * stage they fought in (a later stage is better), within that stage by their place there. Ties keep a shared place
 * and the next place is skipped (1, 1, 3), as in every standings table. A fighter still in a stage has no place
 * yet but keeps the places above the fighters already out of it.
 */

export interface StagePlacing {
  fighterId: FighterId;
  /** Place within the stage (1-based); null while it is not decided (the fighter is still in). */
  place: number | null;
}

export interface CategoryPlace {
  fighterId: FighterId;
  /** Null while the fighter's place is not decided. */
  place: number | null;
  /** Index into the given stages (0 = the finals stage) of the stage that placed the fighter. */
  stage: number;
}

/**
 * `stages` runs from the finals stage back to the first stage. A fighter is placed by the first stage in that order
 * that lists them; fighters still undecided in a stage hold their places, so nobody below them moves up.
 */
export function categoryPlaces(stages: readonly (readonly StagePlacing[])[]): CategoryPlace[] {
  const result: CategoryPlace[] = [];
  const seen = new Set<FighterId>();
  stages.forEach((placings, stage) => {
    const offset = result.length;
    const fresh = placings.filter((p) => !seen.has(p.fighterId));
    // A fighter still in (no place yet) is ahead of everyone already out of that stage.
    const rank = (p: StagePlacing) => p.place ?? Number.NEGATIVE_INFINITY;
    const ordered = fresh
      .map((p, position) => ({ p, position }))
      .sort((a, b) => rank(a.p) - rank(b.p) || a.position - b.position)
      .map(({ p }) => p);
    for (const placing of ordered) {
      seen.add(placing.fighterId);
      // The fighters who went on to a later stage are placed already: count only those left in this stage.
      const ahead = ordered.filter((o) => rank(o) < rank(placing)).length;
      result.push({
        fighterId: placing.fighterId,
        place: placing.place === null ? null : offset + ahead + 1,
        stage,
      });
    }
  });
  return result;
}

export type Medal = 'gold' | 'silver' | 'bronze';

/** The medal of a final place: every screen and print colours and names places 1–3 through this. */
export function medalOf(place: number | null): Medal | null {
  return place === 1 ? 'gold' : place === 2 ? 'silver' : place === 3 ? 'bronze' : null;
}

/** What a category's results are computed from: its stages in order, each with its own placings. */
export interface StageResult {
  type: StageType;
  /** Marked "to the finals" in the settings. */
  toTheFinals: boolean;
  /** The stage is finished (stage-progress.ts stageFinished). */
  finished: boolean;
  /** Places within the stage (a bracket's from bracketPlaces, which are final for fighters out of it). */
  placings: readonly StagePlacing[];
}

export interface CategoryResults {
  /** Index of the stage marked "to the finals" (the last one so marked); null when none is. */
  finalsStage: number | null;
  /** The finals stage is finished: the category's medals are decided. */
  finished: boolean;
  /** Every fighter of the category by final place; `stage` is an index into the given stages. */
  places: CategoryPlace[];
  /** Places 1–3 of a finished finals stage; none before (no medals while the category is not finished). */
  medallists: CategoryPlace[];
}

/**
 * The one computation of a category's final places and medals, which the standings, the summary, print-outs,
 * exports, ratings and achievements all read. The finals stage (else the last stage, which places but gives no
 * medals) leads; every earlier stage follows (categoryPlaces). A pool or swiss stage that is not finished places
 * nobody (its table still moves); a running bracket places only the fighters already out of it.
 */
export function categoryResults(stages: readonly StageResult[]): CategoryResults {
  const finalsIndex = stages.findLastIndex((s) => s.toTheFinals);
  const finalsStage = finalsIndex === -1 ? null : finalsIndex;
  const lead = finalsStage ?? stages.length - 1;
  const chain = stages
    .map((stage, index) => ({ stage, index }))
    .slice(0, lead + 1)
    .reverse();
  const places = categoryPlaces(
    chain.map(({ stage }) =>
      stage.finished || BRACKETS.includes(stage.type)
        ? stage.placings
        : stage.placings.map((p) => ({ fighterId: p.fighterId, place: null })),
    ),
  ).map((p) => ({ ...p, stage: chain[p.stage].index }));
  const finished = finalsStage !== null && stages[finalsStage].finished;
  return {
    finalsStage,
    finished,
    places,
    medallists: finished ? places.filter((p) => p.stage === finalsStage && medalOf(p.place) !== null) : [],
  };
}

/** A fighter's line in the category's results, as every reader shows it. */
export interface CategoryLine extends CategoryPlace {
  /** Only a medallist's (a finished finals stage, places 1–3). */
  medal: Medal | null;
  /** Fighters sharing the place. */
  tiedWith: FighterId[];
}

/** The category's results as lines (standings tab, summary, print-outs): place, medal and who shares the place. */
export function categoryLines(results: CategoryResults): CategoryLine[] {
  const medallists = new Set(results.medallists.map((m) => m.fighterId));
  return results.places.map((p) => ({
    ...p,
    medal: medallists.has(p.fighterId) ? medalOf(p.place) : null,
    tiedWith: results.places
      .filter((o) => o !== p && o.place !== null && o.place === p.place)
      .map((o) => o.fighterId),
  }));
}
