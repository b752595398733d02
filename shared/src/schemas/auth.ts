import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.js';

export { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

const required = (max = 100) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);
const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const emailSchema = required(254)
  .pipe(z.email(MESSAGES.email))
  .transform((v) => v.toLowerCase());

const password = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH);

/** Registration (spec §5): first name, then last name; e-mail checked; passwords must match. */
export const registerSchema = z
  .object({
    firstName: required(),
    lastName: required(),
    middleName: optionalText(),
    email: emailSchema,
    password,
    passwordConfirm: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{3,32}$/, MESSAGES.username)
      .optional()
      .nullable(),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, MESSAGES.country)
      .transform((v) => v.toUpperCase())
      .optional()
      .nullable(),
    city: optionalText(),
    clubId: z.uuid(MESSAGES.uuid).optional().nullable(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: MESSAGES.passwordsMatch,
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.input<typeof loginSchema>;

export const recoveryCodeRequestSchema = z.object({ email: emailSchema });

export const RECOVERY_CODE_PATTERN = /^\d{6}$/;
const recoveryCode = z
  .string({ error: MESSAGES.required })
  .trim()
  .regex(RECOVERY_CODE_PATTERN, 'The code has 6 digits');

export const recoveryCodeVerifySchema = z.object({ email: emailSchema, code: recoveryCode });

export const setPasswordSchema = z
  .object({
    email: emailSchema,
    code: recoveryCode,
    password,
    passwordConfirm: z.string().min(1, MESSAGES.required),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: MESSAGES.passwordsMatch,
  });

/** "name = first + last + optional middle" (the foundation issue), in the mandatory order of spec §5. */
export function composeName(firstName: string, lastName: string, middleName?: string | null): string {
  return [firstName, lastName, middleName]
    .filter((p) => p && p.trim())
    .map((p) => p!.trim())
    .join(' ');
}

/** Field → first message, for forms and for the API's `errors` object. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Changing the password while signed in: the old one proves it is the owner; the new one follows registration's rules. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH),
    password,
    passwordConfirm: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: MESSAGES.passwordsMatch,
  });

/** Changing the e-mail (the sign-in name) asks for the password. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH),
});

/** The registration form's namesake check (first and last name only). */
export const namesakeQuerySchema = z.object({ firstName: required(), lastName: required() });
