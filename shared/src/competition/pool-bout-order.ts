/**
 * Bout order of a pool (requirements.md "Pools"): the order in which pool fighters meet, chosen so nobody fights
 * twice in a row where that can be avoided. Positions are the 1-based places on the pool sheet.
 */
import type { Entrant, FighterId } from '../domain-types.js';
import { assertPoolSize } from './pools.js';

/** One bout of a pool sheet: the two fighters' positions, 1-based, fighter one first. */
export type PoolBout = readonly [number, number];

const table = (text: string): PoolBout[] =>
  text.split(', ').map((bout) => bout.split('-').map(Number) as unknown as PoolBout);

/** The pool-sheet tables in common use (requirements.md) for the sizes organizers meet most. */
const BOUT_ORDER_TABLES: Readonly<Record<number, readonly PoolBout[]>> = {
  2: table('1-2'),
  3: table('1-2, 2-3, 3-1'),
  4: table('1-4, 2-3, 1-3, 2-4, 3-4, 1-2'),
  5: table('1-2, 3-4, 5-1, 2-3, 5-4, 1-3, 2-5, 4-1, 3-5, 4-2'),
  6: table('1-2, 4-5, 2-3, 5-6, 3-1, 6-4, 2-5, 1-4, 5-3, 1-6, 4-2, 3-6, 5-1, 3-4, 6-2'),
  7: table(
    '1-4, 2-5, 3-6, 7-1, 5-4, 2-3, 6-7, 5-1, 4-3, 6-2, 5-7, 3-1, 4-6, 7-2, 3-5, 1-6, 2-4, 7-3, 6-5, 1-2, 4-7',
  ),
};

/**
 * Bout order for a pool of `size`: the requirements.md table for 2–7, otherwise the circle method (position 1
 * stays, the others rotate one place each round; an odd size adds a rest, whose bouts are skipped).
 */
export function poolBoutOrder(size: number): PoolBout[] {
  const known = BOUT_ORDER_TABLES[size];
  if (known !== undefined) return [...known];
  return circleBoutOrder(size);
}

/** Round robin by the circle method, round after round. */
export function circleBoutOrder(size: number): PoolBout[] {
  if (size < 2) return [];
  const rest = size % 2 === 1 ? size + 1 : 0;
  const seats = Array.from({ length: size + (rest ? 1 : 0) }, (_, place) => place + 1);
  const bouts: PoolBout[] = [];
  for (let round = 0; round < seats.length - 1; round += 1) {
    for (let place = 0; place < seats.length / 2; place += 1) {
      const one = seats[place];
      const two = seats[seats.length - 1 - place];
      if (one !== rest && two !== rest) bouts.push([one, two]);
    }
    seats.splice(1, 0, seats.pop() as number);
  }
  return bouts;
}

/** A scheduled pool bout: `order` is the 1-based bout number on the sheet. */
export interface PoolFight {
  fighter1: FighterId;
  fighter2: FighterId;
  order: number;
}

/**
 * The fights of a pool in bout order, fighters at the positions they hold in `pool`. A dropped-out
 * fighter's bouts are not scheduled (spec §4); everyone else keeps their position, so the sheet stays the same.
 */
export function poolFights(pool: readonly Entrant[]): PoolFight[] {
  assertPoolSize(pool.length);
  return poolBoutOrder(pool.length)
    .map(([one, two]) => [pool[one - 1], pool[two - 1]] as const)
    .filter(([one, two]) => !one.droppedOut && !two.droppedOut)
    .map(([one, two], index) => ({ fighter1: one.id, fighter2: two.id, order: index + 1 }));
}
