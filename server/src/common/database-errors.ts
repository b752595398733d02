import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** A write refused by a unique constraint (e.g. two organizers saving the same idString at once). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}
