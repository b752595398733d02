/**
 * Checks of API answers for the start-up path, which has no room for a schema library (the first-load
 * budget). A check is derived from a contract's type: {@link ShapeChecks} wants one guard per field of the type,
 * so a field added to or retyped in the contract does not compile until its check follows.
 */

export type Guard<T> = (value: unknown) => value is T;

/** One guard for every field of `T`, no more and no fewer. */
export type ShapeChecks<T> = { [K in keyof T]-?: Guard<T[K]> };

export class ShapeError extends Error {
  override readonly name = 'ShapeError';
}

export const isString: Guard<string> = (value): value is string => typeof value === 'string';
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';
export const isNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isStringArray: Guard<string[]> = (value): value is string[] =>
  Array.isArray(value) && value.every(isString);

/** An ISO date-time in UTC as the server writes it (`Date.toISOString()`), the contracts' `z.iso.datetime()`. */
export const isIsoDateTime: Guard<string> = (value): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value) &&
  !Number.isNaN(Date.parse(value));

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

export function oneOf<const T extends string>(values: readonly T[]): Guard<T> {
  return (value): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first field of `value` that fails its check, or null when every field passes. */
function failingField<T>(checks: ShapeChecks<T>, value: unknown): string | null {
  if (!isRecord(value)) return 'not an object';
  for (const key of Object.keys(checks) as (keyof T & string)[]) {
    if (!checks[key](value[key])) return key;
  }
  return null;
}

/** A guard of an object with these field checks. */
export function shape<T>(checks: ShapeChecks<T>): Guard<T> {
  return (value): value is T => failingField(checks, value) === null;
}

/** `value` as a `T` with only the checked fields; throws {@link ShapeError} naming the first wrong field. */
export function checkShape<T>(checks: ShapeChecks<T>, value: unknown, what: string): T {
  const failing = failingField(checks, value);
  if (failing !== null) throw new ShapeError(`Invalid ${what}: ${failing}`);
  const source = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(checks).map((key) => [key, source[key]])) as T;
}
