import type { GroupTitle } from './group-title.js';
/**
 * Single elimination (requirements.md "Elimination", spec §3 and §9): standard seeding, byes to the top seeds,
 * an optional bronze fight for the semi-final losers, and the pure step that moves a winner on.
 * The bracket machinery shared with double elimination (working copy, bye pass-through, groups by side)
 * lives here too, so both formats advance fighters the same way.
 */
import type { BracketSide, Entrant, FighterId } from '../domain-types.js';
import {
  BRACKET_ERRORS,
  BracketError,
  UPPER_FLOOR,
  type Bracket,
  type BracketFight,
  type BracketGroup,
  type FightSlot,
} from './bracket-types.js';
import { firstRoundPairs, rankEntrants } from './seeding.js';

export interface SingleEliminationOptions {
  /** Add a fight for third place between the two semi-final losers. */
  bronze?: boolean;
}

/** Finals labels (spec §9): the first fight of the finals is for gold, any other for bronze. */
export function finalLabel(index: number): 'gold' | 'bronze' {
  return index === 0 ? 'gold' : 'bronze';
}

/** Id of fight `index` (0-based) of `round` (1-based) in a single-elimination bracket. */
export function singleEliminationFightId(round: number, index: number): string {
  return `r${round}-f${index}`;
}

/**
 * Side of a fight on a two-sided sheet (spec §3): the top half of a round is drawn on the left (0), the
 * bottom half on the right (1). A round of one fight that is not a final stays on the left.
 */
export function roundSide(index: number, fightsInRound: number): BracketSide {
  return fightsInRound > 1 && index >= fightsInRound / 2 ? 1 : 0;
}

/**
 * Builds the whole bracket up front. Round-one byes are settled at once, so the top seeds already wait in
 * round two. The bronze fight, when asked for, is the second fight of the finals (index 1, see finalLabel);
 * with three fighters one semi-final is a bye, so the bronze fight is a bye for the other semi-final's loser.
 */
export function buildSingleElimination(
  entrants: readonly Entrant[],
  options: SingleEliminationOptions = {},
): Bracket {
  const ranked = rankEntrants(entrants);
  if (ranked.length < 2) {
    throw new BracketError(BRACKET_ERRORS.tooFewFighters, 'An elimination needs at least two fighters');
  }
  const pairs = firstRoundPairs(ranked);
  const size = pairs.length * 2;
  const rounds = Math.log2(size);
  const bronzeId = options.bronze === true && rounds >= 2 ? singleEliminationFightId(rounds, 1) : null;

  const fights: BracketFight[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const count = size >> round;
    for (let index = 0; index < count; index += 1) {
      const isBye = round === 1 && pairs[index][1] === null;
      const last = round === rounds;
      const fight: BracketFight = {
        id: singleEliminationFightId(round, index),
        round,
        index,
        side: last ? 2 : roundSide(index, count),
        floor: UPPER_FLOOR,
        fighter1: round === 1 ? pairs[index][0] : null,
        fighter2: round === 1 ? pairs[index][1] : null,
        isBye,
        winnerId: null,
        nextFightId: last ? null : singleEliminationFightId(round + 1, index >> 1),
        nextSlot: last ? null : slotFor(index),
        loserNextFightId: null,
        loserNextSlot: null,
      };
      if (bronzeId !== null && round === rounds - 1 && !isBye) {
        fight.loserNextFightId = bronzeId;
        fight.loserNextSlot = slotFor(index);
      }
      fights.push(fight);
    }
  }
  if (bronzeId !== null) {
    const semiFinalBye = fights.some((fight) => fight.round === rounds - 1 && fight.isBye);
    fights.push({
      id: bronzeId,
      round: rounds,
      index: 1,
      side: 2,
      floor: UPPER_FLOOR,
      fighter1: null,
      fighter2: null,
      isBye: semiFinalBye,
      winnerId: null,
      nextFightId: null,
      nextSlot: null,
      loserNextFightId: null,
      loserNextSlot: null,
    });
  }

  const draft = new BracketDraft(fights);
  for (const fight of fights) if (fight.round === 1 && fight.isBye) draft.settleBye(fight.id);
  return {
    type: 'ELIMINATION',
    size,
    groups: groupBracketFights(draft.toArray(), (fight) => singleEliminationRoundTitle(fight.round, rounds)),
    fights: draft.toArray(),
    championId: null,
  };
}

/**
 * Records a result and returns the new bracket: the winner moves into the next fight's slot, a semi-final
 * loser into the bronze fight, and the final's winner becomes the champion. The given bracket is untouched.
 */
export function advanceWinner(
  bracket: Bracket,
  fightId: string,
  winnerId: FighterId,
  loserId: FighterId,
): Bracket {
  const draft = new BracketDraft(bracket.fights);
  const fight = draft.get(fightId);
  assertDecidable(fight, winnerId);
  if (loserId === winnerId || (loserId !== fight.fighter1 && loserId !== fight.fighter2)) {
    throw new BracketError(BRACKET_ERRORS.notInFight, `${loserId} cannot lose fight ${fightId}`);
  }
  draft.decide(fightId, winnerId);
  const finalId = singleEliminationFightId(Math.log2(bracket.size), 0);
  return {
    ...bracket,
    fights: draft.toArray(),
    championId: fightId === finalId ? winnerId : bracket.championId,
  };
}

function singleEliminationRoundTitle(round: number, rounds: number): GroupTitle {
  const fromEnd = rounds - round;
  if (fromEnd === 0) return { key: 'finals', n: null };
  if (fromEnd === 1) return { key: 'semiFinals', n: null };
  if (fromEnd === 2) return { key: 'quarterFinals', n: null };
  return { key: 'roundOf', n: 2 ** (fromEnd + 1) };
}

/** Fight i of a round feeds slot 1 (even i) or slot 2 (odd i) of fight i/2 of the next round. */
export function slotFor(index: number): FightSlot {
  return index % 2 === 0 ? 1 : 2;
}

/**
 * Refuses a result that cannot be recorded: a bye, a fight still waiting for a fighter, a decided fight,
 * or a winner who is not in the fight.
 */
export function assertDecidable(fight: BracketFight, winnerId: FighterId): void {
  if (fight.winnerId !== null) {
    throw new BracketError(BRACKET_ERRORS.fightDecided, `Fight ${fight.id} is already decided`);
  }
  if (fight.isBye || fight.fighter1 === null || fight.fighter2 === null) {
    throw new BracketError(BRACKET_ERRORS.fightNotReady, `Fight ${fight.id} does not have two fighters yet`);
  }
  if (winnerId !== fight.fighter1 && winnerId !== fight.fighter2) {
    throw new BracketError(BRACKET_ERRORS.notInFight, `${winnerId} is not a fighter of fight ${fight.id}`);
  }
}

/**
 * Groups fights into sheet columns, one group per floor, round and side, in the order the fights come.
 * `fights` must list each round's fights together, top to bottom.
 */
export function groupBracketFights(
  fights: readonly BracketFight[],
  titleOf: (fight: BracketFight) => GroupTitle,
): BracketGroup[] {
  const groups: BracketGroup[] = [];
  const byKey = new Map<string, BracketGroup>();
  for (const fight of fights) {
    const key = `${fight.floor}/${fight.round}/${fight.side}`;
    let group = byKey.get(key);
    if (group === undefined) {
      group = {
        index: groups.length,
        round: fight.round,
        side: fight.side,
        floor: fight.floor,
        title: titleOf(fight),
        fightIds: [],
      };
      byKey.set(key, group);
      groups.push(group);
    }
    group.fightIds.push(fight.id);
  }
  return groups;
}

/**
 * Working copy of a bracket's fights. It copies a fight only when the fight changes, so advancing stays
 * pure for the caller and cheap for big brackets.
 */
export class BracketDraft {
  /**
   * Fight positions by id, shared by every fights list a draft hands out: advancing never reorders fights,
   * so a big bracket is indexed once, not on every result.
   */
  private static readonly positionsOf = new WeakMap<readonly BracketFight[], ReadonlyMap<string, number>>();

  private readonly fights: BracketFight[];
  private positions: ReadonlyMap<string, number>;

  constructor(fights: readonly BracketFight[]) {
    this.fights = [...fights];
    this.positions = BracketDraft.positionsOf.get(fights) ?? indexFights(this.fights);
  }

  get(fightId: string): BracketFight {
    return this.fights[this.positionOf(fightId)];
  }

  update(fightId: string, change: Partial<BracketFight>): BracketFight {
    const position = this.positionOf(fightId);
    const updated = { ...this.fights[position], ...change };
    this.fights[position] = updated;
    return updated;
  }

  private positionOf(fightId: string): number {
    let position = this.positions.get(fightId);
    if (position === undefined || this.fights[position]?.id !== fightId) {
      // The caller reordered or edited the list: index it afresh rather than trust the shared index.
      this.positions = indexFights(this.fights);
      position = this.positions.get(fightId);
    }
    if (position === undefined) {
      throw new BracketError(BRACKET_ERRORS.unknownFight, `No fight ${fightId} in this bracket`);
    }
    return position;
  }

  /** Puts a fighter into a slot; a bye fight lets them straight through to its next fight. */
  place(fightId: string, slot: FightSlot, fighterId: FighterId): void {
    const fight = this.update(fightId, slot === 1 ? { fighter1: fighterId } : { fighter2: fighterId });
    if (fight.isBye) this.settleBye(fightId);
  }

  /** A bye fight's only fighter wins it without fighting and moves on. */
  settleBye(fightId: string): void {
    const fight = this.get(fightId);
    const through = (fight.fighter1 ?? fight.fighter2) as FighterId;
    this.update(fightId, { winnerId: through });
    if (fight.nextFightId !== null && fight.nextSlot !== null)
      this.place(fight.nextFightId, fight.nextSlot, through);
  }

  /** Records the winner and sends the winner and the loser where the bracket says; returns the loser. */
  decide(fightId: string, winnerId: FighterId): FighterId {
    const fight = this.update(fightId, { winnerId });
    const loserId = (fight.fighter1 === winnerId ? fight.fighter2 : fight.fighter1) as FighterId;
    if (fight.nextFightId !== null && fight.nextSlot !== null)
      this.place(fight.nextFightId, fight.nextSlot, winnerId);
    if (fight.loserNextFightId !== null && fight.loserNextSlot !== null)
      this.place(fight.loserNextFightId, fight.loserNextSlot, loserId);
    return loserId;
  }

  toArray(): BracketFight[] {
    const fights = [...this.fights];
    BracketDraft.positionsOf.set(fights, this.positions);
    return fights;
  }
}

function indexFights(fights: readonly BracketFight[]): Map<string, number> {
  return new Map(fights.map((fight, position) => [fight.id, position]));
}
