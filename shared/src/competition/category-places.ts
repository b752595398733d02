import type { FighterId } from '../domain-types.js';

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

/** Gold, silver and bronze: the fighters placed 1 to 3 by the finals stage (two bronzes without a bronze fight). */
export function medallists(places: readonly CategoryPlace[]): CategoryPlace[] {
  return places.filter((p) => p.stage === 0 && p.place !== null && p.place <= 3);
}
