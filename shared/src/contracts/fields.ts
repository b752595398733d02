import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';
import { sharedSchema } from '../schemas/bounds.js';

/**
 * Field schemas the competition contracts share. Messages are the spec's (§5 "Field required") or plain English the
 * client translates (client/src/lib/validation-message.ts).
 */
export const REQUIRED = VALIDATION_MESSAGES.required;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route id: any short text; the service answers 404 for anything that is not one of its ids. */
export const idParams = z.object({ id: z.string().max(100) });

export const uuid = z.uuid(VALIDATION_MESSAGES.uuid);
export const requiredText = (max: number) =>
  sharedSchema(`requiredText:${max}`, () => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max));
export const text = (max: number) => sharedSchema(`text:${max}`, () => z.string().trim().max(max));
export const nullableText = (max: number) =>
  sharedSchema(`nullableText:${max}`, () =>
    z
      .string()
      .trim()
      .max(max)
      .nullable()
      .transform((v) => v || null),
  );

/** A timestamp as the API writes it (ISO 8601). */
export const timestamp = z.string();

/** `{_id, title}` of a referenced row. */
export const refSchema = z.object({ _id: z.string(), title: z.string() });

/** An address segment (spec §3 "slug"): letters, digits, - and _; never a uuid, which would shadow an id. */
export const slug = requiredText(64)
  .regex(/^[A-Za-z0-9_-]+$/, VALIDATION_MESSAGES.slugCharacters)
  .refine((v) => !UUID_PATTERN.test(v), VALIDATION_MESSAGES.slugLooksLikeId);

/** Warnings the server answers beside a change (spec §8: "No stage marked as To the Finals", …). */
export const warningsSchema = z.array(z.string());
