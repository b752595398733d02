import type { z } from 'zod';
import { fieldErrors } from '@hema/shared/schemas/auth';
import { AppError } from './app-error.js';

/** Parses input with a shared zod schema; a failure is a 400 naming every field and its message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const message = Object.entries(errors)
    .map(([field, text]) => (field === '_' ? text : `${field}: ${text}`))
    .join('; ');
  throw new AppError(400, 'validation', message || 'Invalid input', errors);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route ids are uuids; anything else is a readable 404 rather than a database error. */
export function parseId(id: string, what: string): string {
  if (!UUID.test(id)) throw new AppError(404, 'not-found', `${what} not found`);
  return id;
}
