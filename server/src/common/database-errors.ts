import { QueryFailedError } from 'typeorm';
import { AppError } from './app-error.js';

/**
 * Postgres refusals (SQLSTATE) turned into the API's readable 4xx. Services check what they can before writing and
 * answer their own codes (`catalog/in-use`, `auth/email-taken`, …); what still reaches the database — two requests
 * racing past one check, a rule only the schema knows — must not become a 500. The exception filter maps every
 * query error through {@link databaseRefusal}.
 */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** Postgres 18 (PGlite) reports an `ON DELETE RESTRICT` reference with its own code; 15 says 23503. */
  restrictViolation: '23001',
  checkViolation: '23514',
  notNullViolation: '23502',
  exclusionViolation: '23P01',
  /** Class 22, "data exception": a number out of range, a text too long, a value of the wrong form. */
  dataExceptionClass: '22',
} as const;

interface PgError {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

/** The driver's error behind a failed query, or null when `error` is not one. */
function pgErrorOf(error: unknown): PgError | null {
  if (error instanceof QueryFailedError) return error.driverError as PgError;
  // Raw `pg` errors (a query outside TypeORM) carry the same fields.
  const e = error as PgError & { severity?: unknown };
  return e && typeof e.code === 'string' && typeof e.severity === 'string' && /^[0-9A-Z]{5}$/.test(e.code)
    ? e
    : null;
}

export function sqlStateOf(error: unknown): string | undefined {
  return pgErrorOf(error)?.code;
}

/** What the database said about the refused row (`Key (email)=(…) already exists.`), for telling constraints apart. */
export function sqlErrorDetail(error: unknown): string {
  const e = pgErrorOf(error);
  return `${e?.constraint ?? ''} ${e?.detail ?? ''}`;
}

/** A write refused by a unique constraint (e.g. two organizers saving the same idString at once). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === SQLSTATE.uniqueViolation;
}

/** A delete refused because other rows still refer to the row (`ON DELETE RESTRICT` or `NO ACTION`). */
export function isInUseViolation(error: unknown): boolean {
  const e = pgErrorOf(error);
  if (!e) return false;
  if (e.code === SQLSTATE.restrictViolation) return true;
  return e.code === SQLSTATE.foreignKeyViolation && /^update or delete on table/.test(e.message ?? '');
}

/** Tables and columns as a person names them. */
const NOUNS: Record<string, string> = {
  user: 'account',
  club: 'club',
  zone: 'zone',
  weapon: 'weapon',
  weapon_type: 'weapon type',
  tournament: 'tournament',
  nomination: 'category',
  participant: 'fighter entry',
  stage: 'stage',
  pool: 'pool',
  area: 'ring',
  fight: 'fight',
  fight_event: 'fight command',
  session: 'session',
  organizer_request: 'organizer request',
  recovery_code: 'recovery code',
  follow_group: 'group',
};
const FIELDS: Record<string, string> = {
  email: 'e-mail',
  username: 'username',
  title: 'title',
  idString: 'address',
  slug: 'slug',
  commandId: 'command id',
  name: 'name',
};

const noun = (table: string | undefined) => (table && NOUNS[table]) || 'record';
const field = (column: string) => FIELDS[column] ?? column;

/** `Key (a, b)=(…) already exists.` → ['a', 'b']; `Key (lower(email::text))=…` → ['email']. */
function keyColumns(detail: string | undefined): string[] {
  const match = /^Key \((.+?)\)=/.exec(detail ?? '');
  if (!match) return [];
  return match[1]
    .split(',')
    .map((part) => part.trim().replace(/^lower\((.*)\)$/, '$1'))
    .map((part) => part.replace(/::\w+$/, '').replace(/^"(.*)"$/, '$1'));
}

/** The table a delete was refused on: `update or delete on table "weapon_type" violates …`. */
function referencedTable(message: string | undefined): string | undefined {
  return /on table "([^"]+)" violates/.exec(message ?? '')?.[1];
}

/** The API's answer to a database refusal, or null when the error is not one (a real fault stays a 500). */
export function databaseRefusal(error: unknown): AppError | null {
  const e = pgErrorOf(error);
  if (!e?.code) return null;
  switch (e.code) {
    case SQLSTATE.uniqueViolation: {
      // The "id" of a row the server generated is not something a person chose: only name columns people type.
      const columns = keyColumns(e.detail).filter((c) => c !== 'id' && !c.endsWith('Id'));
      const what = columns.length === 1 ? `this ${field(columns[0])}` : 'these values';
      return new AppError(409, 'database/duplicate', `Another ${noun(e.table)} already has ${what}`);
    }
    case SQLSTATE.restrictViolation:
    case SQLSTATE.foreignKeyViolation: {
      if (isInUseViolation(e)) {
        const user = noun(e.table);
        return new AppError(
          409,
          'database/in-use',
          `This ${noun(referencedTable(e.message))} is still used by a ${user} and cannot be removed`,
        );
      }
      const missing = /is not present in table "([^"]+)"/.exec(e.detail ?? '')?.[1];
      return new AppError(
        409,
        'database/missing-reference',
        `The ${noun(missing)} it refers to no longer exists`,
      );
    }
    case SQLSTATE.exclusionViolation:
      return new AppError(409, 'database/duplicate', `This ${noun(e.table)} overlaps another one`);
    case SQLSTATE.checkViolation:
      return new AppError(400, 'database/check', `A value of this ${noun(e.table)} is not allowed`);
    case SQLSTATE.notNullViolation: {
      const column = e.column ? field(e.column) : 'a field';
      const errors = e.column ? { [e.column]: 'Field required' } : undefined;
      return new AppError(400, 'database/not-null', `A value is required for ${column}`, errors);
    }
  }
  if (e.code.startsWith(SQLSTATE.dataExceptionClass)) {
    return new AppError(400, 'database/invalid-value', 'A value is out of range or not of the right form');
  }
  return null;
}
