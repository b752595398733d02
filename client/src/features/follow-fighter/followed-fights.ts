import type { FightView } from '@hema/shared/fight/fight-engine';
import {
  EMPTY_RECORD,
  OUTCOME_COUNT,
  outcomeFor,
  type OutcomeCounts,
  type SideOutcome,
} from '@hema/shared/fight/fight-result';
import type { FightState } from '@hema/shared/realtime/protocol';

/** A fighter as the live state names them: the club as its title. */
export type FollowedFighter = NonNullable<FightState['fighter1']>;

/** One of the followed fighter's fights, as the route puts it together (page data with live states over it). */
export interface FollowedFight {
  fightId: string;
  /** Stage and pool, e.g. "Pools 1 · Pool 2". */
  stageTitle: string;
  fighter1: FollowedFighter | null;
  fighter2: FollowedFighter | null;
  view: FightView;
  areaId: string | null;
  areaOrder: number | null;
  /** Order of the fight in its category (stage, pool, bout), for fights without a ring. */
  order: number;
  /** A team match: the relay bout a follower watches (`boutToWatch`); absent for an individual fight. */
  bout?: FightState | null;
}

/** What the ring has to do before a fight: its fights in ring order (any category) with their status. */
export interface RingFight {
  fightId: string;
  areaId: string | null;
  areaOrder: number | null;
  status: FightView['status'];
}

/** How a finished fight ended for the followed fighter (shared's `outcomeFor`); `none` for no result. */
export type Outcome = SideOutcome | 'none';

export interface FollowedPlan {
  current: FollowedFight[];
  upcoming: (FollowedFight & { fightsBefore: number | null })[];
  finished: (FollowedFight & { outcome: Outcome })[];
  record: OutcomeCounts;
}

const OVER = new Set(['finished', 'cancelled']);

/** How the fight ended for the followed fighter. */
export function outcomeOf(fight: FollowedFight, fighterId: string): Outcome {
  const side = fight.fighter1?._id === fighterId ? 1 : fight.fighter2?._id === fighterId ? 2 : null;
  if (side === null || fight.view.status !== 'finished') return 'none';
  return outcomeFor(fight.view.result, side) ?? 'none';
}

/** Fights still to be fought on the ring before this one (null when the fight has no ring). */
export function fightsBefore(fight: FollowedFight, ring: readonly RingFight[]): number | null {
  if (!fight.areaId || fight.areaOrder === null) return null;
  return ring.filter(
    (r) =>
      r.areaId === fight.areaId &&
      r.areaOrder !== null &&
      r.areaOrder < fight.areaOrder! &&
      !OVER.has(r.status),
  ).length;
}

/**
 * The follow-fighter page (spec §2): the fights on now, the ones to come (soonest first: by how many fights the
 * ring has before them), and the finished ones (latest first) with the fighter's record.
 */
export function planFollowedFights(
  fights: readonly FollowedFight[],
  fighterId: string,
  ring: readonly RingFight[],
): FollowedPlan {
  const mine = fights.filter((f) => f.fighter1?._id === fighterId || f.fighter2?._id === fighterId);
  const current = mine.filter((f) => f.view.status === 'running' || f.view.status === 'paused');
  const upcoming = mine
    .filter((f) => f.view.status === 'scheduled')
    .map((f) => ({ ...f, fightsBefore: fightsBefore(f, ring) }))
    .sort(
      (a, b) =>
        (a.fightsBefore ?? Number.MAX_SAFE_INTEGER) - (b.fightsBefore ?? Number.MAX_SAFE_INTEGER) ||
        a.order - b.order,
    );
  const finished = mine
    .filter((f) => OVER.has(f.view.status))
    .map((f) => ({ ...f, outcome: outcomeOf(f, fighterId) }))
    .sort((a, b) => b.order - a.order);
  const record = { ...EMPTY_RECORD };
  for (const { outcome } of finished) if (outcome !== 'none') record[OUTCOME_COUNT[outcome]] += 1;
  return { current, upcoming, finished, record };
}

/** The fighter's name and club as the fights tell them. */
export function followedFighter(fights: readonly FollowedFight[], fighterId: string): FollowedFighter | null {
  for (const fight of fights) {
    if (fight.fighter1?._id === fighterId) return fight.fighter1;
    if (fight.fighter2?._id === fighterId) return fight.fighter2;
  }
  return null;
}

/**
 * For each team match among the live states, the relay bout a follower of a team watches: the one on now, else the
 * next to be fenced, else the last one fenced.
 */
export function boutsToWatch(states: readonly FightState[]): Map<string, FightState> {
  const byMatch = new Map<string, FightState[]>();
  for (const state of states) {
    const matchId = state.view.relay?.matchId;
    if (matchId) byMatch.set(matchId, [...(byMatch.get(matchId) ?? []), state]);
  }
  const watched = new Map<string, FightState>();
  for (const [matchId, bouts] of byMatch) {
    const ordered = [...bouts].sort((a, b) => a.view.relay!.bout - b.view.relay!.bout);
    const bout =
      ordered.find((b) => b.view.status === 'running' || b.view.status === 'paused') ??
      ordered.find((b) => b.view.status === 'scheduled') ??
      ordered.at(-1)!;
    watched.set(matchId, bout);
  }
  return watched;
}
