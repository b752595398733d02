/**
 * The texts and limits of the account forms, without zod: the client's start-up code needs the messages, and
 * building the schemas of shared/schemas/auth.ts there cost a phone a tenth of a second before the first page.
 */

/** Validation messages of spec §5, to the letter. */
export const MESSAGES = {
  required: 'Field required',
  email: 'Something is wrong with this email. Please check',
  passwordsMatch: 'Passwords must match',
  passwordLength: 'Password must be at least 8 characters',
  username: 'Username may contain only letters, digits, dots, dashes and underscores (3–32)',
  country: 'Country must be a two-letter code',
  uuid: 'Invalid identifier',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
