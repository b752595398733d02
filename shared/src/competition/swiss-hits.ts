import type { Entrant, FightRecord, FighterId } from '../domain-types.js';
import { DUPLICATE_PAIRS, HP_CHANGE_REQUIRES_REGENERATION } from './competition-warnings.js';
import { byeCandidates, freshPairs, readSwissHistory, toSwissPairs, type SwissRound } from './swiss.js';
import {
  SwissMatching,
  chooseBye,
  pairWithFewestRematches,
  type GapMatrix,
  type Preference,
} from './swiss-matching.js';

/**
 * Swiss with hit points (the Russian HEMA format): everyone starts with the same HP, every hit
 * received costs one HP, a fighter at 0 HP or below is out. Rounds pair fighters of nearest HP.
 */

export interface SwissHitsPairingInput {
  fighters: readonly Entrant[];
  history: readonly FightRecord[];
  round: number;
  initialHp: number;
}

export interface SwissHitsRound extends SwissRound {
  /** Remaining HP of every fighter not dropped out, out or not. */
  hp: Record<FighterId, number>;
  /** Fighters at 0 HP or below: never paired again. */
  out: FighterId[];
}

/** Initial HP minus every hit received: the opponent's score in each of the fighter's fights. */
export function remainingHp(
  fighterId: FighterId,
  initialHp: number,
  history: readonly FightRecord[],
): number {
  let hp = initialHp;
  for (const fight of history) {
    if (fight.fighter1 === fighterId) hp -= fight.score2;
    else if (fight.fighter2 === fighterId) hp -= fight.score1;
  }
  return hp;
}

/** Spec §5: a new initial HP invalidates generated fights, so they must be generated again. */
export function hpChangeRequiresRegeneration(oldHp: number, newHp: number, fightsExist: boolean): boolean {
  return fightsExist && oldHp !== newHp;
}

/** The organizer's warning for an initial-HP change, empty when nothing needs regenerating. */
export function hpChangeWarnings(oldHp: number, newHp: number, fightsExist: boolean): string[] {
  return hpChangeRequiresRegeneration(oldHp, newHp, fightsExist) ? [HP_CHANGE_REQUIRES_REGENERATION] : [];
}

/**
 * Nearest HP first. Vertices are ranked by HP (highest first), so the nearest HP lies next to the
 * fighter in the ranking: walking outwards from it, one step up or down at a time, lists
 * candidates by HP gap in linear time; an equal gap goes to the higher-ranked side.
 */
function nearestHpPreference(hp: readonly number[]): Preference {
  return (fighter, isCandidate, wanted = Number.POSITIVE_INFINITY) => {
    const candidates: number[] = [];
    let up = fighter - 1;
    let down = fighter + 1;
    while ((up >= 0 || down < hp.length) && candidates.length < wanted) {
      const takeUp = down >= hp.length || (up >= 0 && hp[up] - hp[fighter] <= hp[fighter] - hp[down]);
      const v = takeUp ? up-- : down++;
      if (isCandidate(v)) candidates.push(v);
    }
    return candidates;
  };
}

/** HP gap of every pair that has not met yet; Infinity for rematches. */
function hpGaps(fresh: GapMatrix, hp: readonly number[]): GapMatrix {
  const size = hp.length;
  const gaps = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) gaps[a * size + b] = fresh[a * size + b] + Math.abs(hp[a] - hp[b]);
  }
  return gaps;
}

/**
 * The smallest "largest HP gap" any rematch-free pairing can have, found exactly: binary search
 * over the distinct gaps, each step asking the blossom matching whether the fighters can all be
 * paired using only gaps up to that bound. Polynomial, so the same exact search serves every field
 * size up to 256 and beyond; no heuristic is needed. Returns the perfect matching at that bound.
 */
function smallestLargestGap(fresh: GapMatrix, bye: number, hp: readonly number[]): SwissMatching {
  const size = hp.length;
  const gaps = hpGaps(fresh, hp);
  const distinct = new Set<number>();
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      if (a !== bye && b !== bye && gaps[a * size + b] !== Number.POSITIVE_INFINITY)
        distinct.add(gaps[a * size + b]);
    }
  }
  const sorted = [...distinct].sort((x, y) => x - y);
  const preference = nearestHpPreference(hp);
  const within = (limit: number) => {
    const matching = new SwissMatching(size, gaps, limit);
    if (bye >= 0) matching.remove(bye);
    return matching;
  };
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (within(sorted[middle]).maximiseIfPerfect(preference)) high = middle;
    else low = middle + 1;
  }
  const matching = within(sorted[low]);
  matching.maximise(preference);
  return matching;
}

/**
 * Pairs one swiss-with-hits round. Fighters still in (HP above 0, not dropped out) are ranked by
 * HP, then seed. Odd field: the bye follows the swiss rule. Among rematch-free pairings, the one
 * with the smallest largest HP gap is taken; within that bound each fighter, highest HP first,
 * meets the nearest HP still possible. With a single fighter left the stage is decided: no pairs,
 * no bye.
 */
export function pairSwissHitsRound(input: SwissHitsPairingInput): SwissHitsRound {
  const present = input.fighters.filter((f) => !f.droppedOut);
  const hpOf = new Map(present.map((f) => [f.id, remainingHp(f.id, input.initialHp, input.history)]));
  const alive = present.filter((f) => (hpOf.get(f.id) as number) > 0);
  const ranked = [...alive]
    .sort(
      (a, b) =>
        (hpOf.get(b.id) as number) - (hpOf.get(a.id) as number) || a.seed - b.seed || (a.id < b.id ? -1 : 1),
    )
    .map((f) => f.id);
  const result: SwissHitsRound = {
    round: input.round,
    pairs: [],
    bye: null,
    warnings: [],
    hp: Object.fromEntries(hpOf),
    out: present.filter((f) => (hpOf.get(f.id) as number) <= 0).map((f) => f.id),
  };
  if (ranked.length < 2) return result;

  const history = readSwissHistory(input.history);
  const hp = ranked.map((id) => hpOf.get(id) as number);
  const fresh = freshPairs(ranked, input.history);
  const preference = nearestHpPreference(hp);
  const matching = new SwissMatching(ranked.length, fresh);
  matching.maximise(preference);
  const bye = ranked.length % 2 === 1 ? chooseBye(matching, byeCandidates(ranked, history)) : -1;
  if (bye >= 0) result.bye = ranked[bye];
  if (matching.isPerfect()) {
    const bounded = smallestLargestGap(fresh, bye, hp);
    result.pairs = toSwissPairs(bounded.pairByPreference(preference), ranked);
  } else {
    result.pairs = toSwissPairs(pairWithFewestRematches(matching), ranked);
    result.warnings.push(DUPLICATE_PAIRS);
  }
  return result;
}
