import type { FightRecord, FighterId, FightResult } from '../domain-types.js';
import { hasWinner, resultByScore } from '../fight/fight-result.js';

/**
 * Team matches as relays (docs/decisions.md "Team matches"). A match between two teams of `members`
 * fencers is `members²` individual bouts in a fixed order, each member meeting each opponent once. The team score
 * carries from bout to bout: bout k (1-based) ends when a team's total reaches k × the category's team score limit
 * (5, 10, 15 … with a limit of 5) or on time; the match ends when every bout is fought or a team reaches the final
 * limit (bouts × limit). Each bout keeps its own points; team totals are the sums.
 */

/** One bout of the relay: positions (0-based) of the fencers in their team's line-up. */
export interface RelayPairing {
  member1: number;
  member2: number;
}

/**
 * The bout order: round r pairs member i with opponent (i + r) mod n, so every member meets every opponent exactly
 * once, and within a round nobody fences twice. Three a side gives nine bouts, four sixteen, five twenty-five.
 */
export function relayOrder(members: number): RelayPairing[] {
  if (!Number.isInteger(members) || members < 1) throw new RangeError('a team has at least one member');
  const order: RelayPairing[] = [];
  for (let round = 0; round < members; round++) {
    for (let i = 0; i < members; i++) order.push({ member1: i, member2: (i + round) % members });
  }
  return order;
}

/** The team total that ends bout `boutIndex` (0-based): the next multiple of the limit; null without a limit. */
export function relayThreshold(boutIndex: number, limit: number | null): number | null {
  return limit === null ? null : (boutIndex + 1) * limit;
}

/** The team total that ends the whole match: every bout's share of the limit; null without a limit. */
export function relayFinalLimit(bouts: number, limit: number | null): number | null {
  return limit === null ? null : bouts * limit;
}

/** What a bout of a relay brings along: the team totals before it and the total that ends it. */
export interface RelayCarry {
  /** Team totals before this bout (the sum of the earlier bouts' own points). */
  carried1: number;
  carried2: number;
  /** The team total that ends this bout (null: the bout ends only on time or by the judge). */
  threshold: number | null;
  /** 0-based position of the bout in the relay, and how many bouts the relay has. */
  bout: number;
  bouts: number;
  /**
   * The last bout of a match that must name a winner (a bracket, docs/decisions.md "A level team match in a
   * bracket"): it cannot end with the team totals level, the fencers go on to a deciding hit. Absent: false.
   */
  decides?: boolean;
}

/** Whether a deciding bout stands with the team totals level at these bout points (it cannot end so). */
export function levelAtDecider(
  relay: Pick<RelayCarry, 'carried1' | 'carried2' | 'decides'> | null | undefined,
  score1: number,
  score2: number,
): boolean {
  return relay?.decides === true && relay.carried1 + score1 === relay.carried2 + score2;
}

/** A team as a bout shows it (names travel in the bout's snapshot, so captions need no extra read). */
export interface RelayTeamRef {
  _id: string;
  name: string;
}

/** What a bout of a team match keeps about its relay: the carry, its match and the two teams. */
export interface BoutRelay extends RelayCarry {
  matchId: string;
  team1: RelayTeamRef;
  team2: RelayTeamRef;
}

/** A bout as the relay reads it: its own points, whether it is over (finished or cancelled) and its result. */
export interface RelayBout {
  score1: number;
  score2: number;
  over: boolean;
  /** The bout's own result (NONE when left out). */
  result?: FightResult;
}

/** The carry of every bout: totals before it (earlier bouts' own points) and its threshold. */
export function relayCarries(bouts: readonly Pick<RelayBout, 'score1' | 'score2'>[], limit: number | null) {
  let carried1 = 0;
  let carried2 = 0;
  return bouts.map((bout, index): RelayCarry => {
    const carry = {
      carried1,
      carried2,
      threshold: relayThreshold(index, limit),
      bout: index,
      bouts: bouts.length,
    };
    carried1 += bout.score1;
    carried2 += bout.score2;
    return carry;
  });
}

/** Whether a bout's team totals reach its threshold (the bout ends by points). */
export function reachesThreshold(carry: RelayCarry, score1: number, score2: number): boolean {
  return (
    carry.threshold !== null && Math.max(carry.carried1 + score1, carry.carried2 + score2) >= carry.threshold
  );
}

/** Where a relay stands: totals, the bout to fight next, and, once over, the match result. */
export interface RelayState {
  total1: number;
  total2: number;
  /** Index of the first bout not over, or null when none is left. */
  current: number | null;
  /** Bouts fought or cancelled so far. */
  boutsOver: number;
  /** The match is over: every bout is over, or a team reached the final limit. */
  over: boolean;
  /**
   * NONE until over; then the higher total wins. Equal totals draw, unless the match must name a winner: then the
   * winner of its last bout (the deciding hit, or a technical defeat) wins it.
   */
  result: FightResult;
}

export function relayState(
  bouts: readonly RelayBout[],
  limit: number | null,
  winnerRequired = false,
): RelayState {
  const total1 = bouts.reduce((sum, b) => sum + b.score1, 0);
  const total2 = bouts.reduce((sum, b) => sum + b.score2, 0);
  const finalLimit = relayFinalLimit(bouts.length, limit);
  const currentIndex = bouts.findIndex((b) => !b.over);
  const allOver = currentIndex === -1;
  const limitReached = finalLimit !== null && Math.max(total1, total2) >= finalLimit;
  const over = bouts.length > 0 && (allOver || limitReached);
  return {
    total1,
    total2,
    current: over ? null : currentIndex,
    boutsOver: bouts.filter((b) => b.over).length,
    over,
    result: over ? matchResult(total1, total2, winnerRequired ? bouts.at(-1)?.result : undefined) : 'NONE',
  };
}

function matchResult(total1: number, total2: number, lastBout: FightResult | undefined): FightResult {
  const byTotals = resultByScore(total1, total2);
  if (byTotals !== 'DRAW') return byTotals;
  return lastBout !== undefined && hasWinner(lastBout) ? lastBout : byTotals;
}

/** How teams are placed (spec §3 "scoring placement"): by match results, or by bouts and points. */
export type ScoringPlacement = 'TEAM' | 'FIGHT';

/** A match between two teams with its bouts; bout fencers are mapped back to their teams. */
export interface TeamMatch {
  record: FightRecord;
  bouts: readonly FightRecord[];
}

/**
 * The records the standings rank teams by. Team centred: each match is one fight between the teams (its totals and
 * result). Fight centred: each fought bout counts as a fight between the two teams, so wins, points and hits are
 * the bouts'. Either way the existing standings (every rating mode, with its explanations) rank them.
 */
export function teamStandingRecords(
  matches: readonly TeamMatch[],
  placement: ScoringPlacement,
): FightRecord[] {
  if (placement === 'TEAM') return matches.map((m) => m.record);
  return matches.flatMap(({ record, bouts }) =>
    bouts
      .filter((bout) => bout.result !== 'NONE')
      .map((bout) => ({ ...bout, fighter1: record.fighter1, fighter2: record.fighter2 })),
  );
}

/** The fencers of each side in a match: the first `members` of each team's line-up (the rest are reserves). */
export function relayLineUp(memberIds: readonly FighterId[], members: number): FighterId[] {
  return memberIds.slice(0, members);
}

/**
 * Whether a fight counts in fighters' ratings (Glicko, the HEMA Ratings export): an individual fight always; in a
 * team category a match never (its sides are teams), a relay bout only when the organizer marked the category rated
 * (docs/rating-modes.md "Team categories"). A bout is a fight with a `matchId`.
 */
export function countsInRatings(
  fight: { matchId: string | null },
  category: { isTeam: boolean; teamRated: boolean },
): boolean {
  if (fight.matchId !== null) return category.teamRated;
  return !category.isTeam;
}
