import type { GroupTitle } from './group-title.js';
/**
 * The shape of an elimination bracket (single or double) as plain data, so the server can store it and the
 * client can draw it. A bracket is built whole up front: later fights wait with empty slots that results fill.
 */
import type { BracketSide, FighterId } from '../domain-types.js';

/** Which slot of the next fight a fighter moves into: 1 = fighter one, 2 = fighter two. */
export type FightSlot = 1 | 2;

/** Floor of a bracket group (spec §3): 0 is the upper bracket, anything else the lower bracket. */
export const UPPER_FLOOR = 0;
export const LOWER_FLOOR = 1;

export interface BracketFight {
  /** Deterministic id: `r2-f1` (single elimination), `u2-f1` / `l3-f0` (double), `grand-final`. */
  id: string;
  /** 1-based round within the fight's floor. */
  round: number;
  /** 0-based position of the fight within its round, top to bottom. */
  index: number;
  side: BracketSide;
  floor: number;
  /** Null while the slot waits for a result, or forever when the slot is a bye. */
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  /**
   * At most one fighter will ever reach this fight, so it is never fought: its one fighter goes through
   * as soon as they arrive (round-one byes of the top seeds, and their echoes in a lower bracket).
   */
  isBye: boolean;
  /** Set when the fight is decided, or at once for a bye. */
  winnerId: FighterId | null;
  /** Where the winner goes; null for the last fight of a bracket. */
  nextFightId: string | null;
  nextSlot: FightSlot | null;
  /** Where the loser goes (bronze fight, or the lower bracket); null when the loser is out. */
  loserNextFightId: string | null;
  loserNextSlot: FightSlot | null;
}

/** One column of a bracket sheet (spec §3 "pool or round group in a stage"). */
export interface BracketGroup {
  /** 0-based position of the group in the stage. */
  index: number;
  /** 1-based round within the group's floor. */
  round: number;
  side: BracketSide;
  floor: number;
  /** Structured, translated by the client (group-title.ts). */
  title: GroupTitle;
  /** Ids of the group's fights, top to bottom. */
  fightIds: string[];
}

export type BracketType = 'ELIMINATION' | 'ELIMINATION_DOUBLE';

export interface Bracket {
  type: BracketType;
  /** Bracket size: the smallest power of two that holds every fighter. */
  size: number;
  groups: BracketGroup[];
  /** Every fight, group by group, top to bottom. */
  fights: BracketFight[];
  /** Winner of the final (or of the grand final and its reset); null while the bracket is running. */
  championId: FighterId | null;
}

/** Error codes of bracket building and advancing. */
export const BRACKET_ERRORS = {
  /** An elimination needs at least two fighters who have not dropped out. */
  tooFewFighters: 'bracket/too-few-fighters',
  /** No fight with that id in the bracket. */
  unknownFight: 'bracket/unknown-fight',
  /** The fight still waits for a fighter, or is a bye that is never fought. */
  fightNotReady: 'bracket/fight-not-ready',
  /** The fight already has a winner. */
  fightDecided: 'bracket/fight-decided',
  /** The named winner or loser is not one of the fight's two fighters. */
  notInFight: 'bracket/not-in-fight',
} as const;

export type BracketErrorCode = (typeof BRACKET_ERRORS)[keyof typeof BRACKET_ERRORS];

export class BracketError extends Error {
  constructor(
    readonly code: BracketErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BracketError';
  }
}
