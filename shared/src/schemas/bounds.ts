import { z } from 'zod';

/**
 * Numbers as the database holds them. Every number a client sends ends up in a Postgres column (or in a JSON
 * document whose values are copied into one), so a schema that accepts more than the column is a 500 waiting to
 * happen: a score of 2^31 used to reach `fight.score1` (an `integer`) and fail the write. Each schema takes its
 * range from here — the column's range, narrowed by a sport bound where one exists — instead of repeating
 * literals.
 */

const built = new Map<string, z.ZodType>();

/**
 * One instance per distinct schema: zod schemas are immutable (every method answers a new one), so fields with the
 * same bounds can share it, and a page that loads contract modules builds each bound once instead of a hundred
 * times (building zod schemas at import was a tenth of a second of a phone's start-up).
 */
export function sharedSchema<T extends z.ZodType>(key: string, build: () => T): T {
  let schema = built.get(key) as T | undefined;
  if (!schema) {
    schema = build();
    built.set(key, schema);
  }
  return schema;
}

/** The highest value of a Postgres `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;
/** The highest value of a Postgres `smallint` (int2) column. */
export const INT2_MAX = 32_767;

/**
 * An integer an `integer` column holds, within [min, max] (by default 0 … 2^31 − 1). A bound outside the column's
 * range is a programming mistake, refused when the schema is built.
 */
export function intColumn(min = 0, max = INT4_MAX): z.ZodNumber {
  if (min < -INT4_MAX - 1 || max > INT4_MAX || min > max)
    throw new RangeError(`intColumn(${min}, ${max}) is outside an integer column`);
  return sharedSchema(`int:${min}:${max}`, () => z.number().int().min(min).max(max));
}

/** An integer a `smallint` column holds, within [min, max]. */
export function smallintColumn(min = 0, max = INT2_MAX): z.ZodNumber {
  if (min < -INT2_MAX - 1 || max > INT2_MAX || min > max)
    throw new RangeError(`smallintColumn(${min}, ${max}) is outside a smallint column`);
  return sharedSchema(`int:${min}:${max}`, () => z.number().int().min(min).max(max));
}

/**
 * The sport's bounds on a fight. Far above any real bout (HEMA scores stay in the tens, fights last minutes), far
 * below the columns, so no sequence of key presses or corrections can overflow `fight.score1/score2`.
 */
export const FIGHT_LIMITS = {
  /** A side's score, also the highest score cap, team score limit and starting hit points. */
  score: 9_999,
  /** Points one score key press adds (the category's "added value in the score"). */
  addedValue: 100,
  /** Doubles, cards and appeals of one fight, also the highest doubles limit and red cards to lose. */
  counter: 999,
  /** Fight time: one hour. */
  durationMs: 3_600_000,
} as const;

/** A version of a fight (`fight.version`, an integer column). */
export const version = () => intColumn();
