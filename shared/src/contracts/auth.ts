import { z } from 'zod';
import { nullableText, refSchema, requiredText, uuid } from './fields.js';
import { MESSAGES } from '../schemas/auth-messages.js';
import { ROLES, ROUTE_ROLES } from '../auth/roles.js';
import {
  changeEmailSchema,
  changePasswordSchema,
  loginSchema,
  namesakeQuerySchema,
  recoveryCodeRequestSchema,
  recoveryCodeVerifySchema,
  registerSchema,
  setPasswordSchema,
} from '../schemas/auth.js';
import { endpoint, noContent } from './endpoint.js';

/** Accounts (spec §7 `/auth/*`): the request bodies are the validated forms of spec §5 (schemas/auth.ts). */

export const licenseSchema = z.object({
  from: z.iso.datetime().nullable(),
  till: z.iso.datetime().nullable(),
});

/** A reference to a club as users carry it. */
/** A user's club as sessions and profiles show it. */
export const clubRefSchema = refSchema;

/** The signed-in user with the derived flags of spec §3/§6 (`sessionFlags` in auth/roles.ts). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  license: licenseSchema,
  country: z.string().nullable(),
  city: z.string().nullable(),
  club: clubRefSchema.nullable(),
  /** Zone ids (spec §3: default empty). */
  zones: z.array(z.string()),
  tester: z.boolean(),
  /** Weapon ids. */
  favouriteWeapons: z.array(z.string()),
  isAdmin: z.boolean(),
  isOrganizerTrial: z.boolean(),
  isOrganizer: z.boolean(),
  isActiveOrganizer: z.boolean(),
  isTester: z.boolean(),
});

export const organizerRequestBodySchema = z.object({
  message: z.string().trim().max(2000).default(''),
});

export const ORGANIZER_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export const organizerRequestStatusSchema = z.enum(ORGANIZER_REQUEST_STATUSES);

/**
 * What a signed-in user changes of their own profile: names in the order first, last, middle;
 * a club by id or a new club created with the change; country, city, favourite weapons and locations (zones).
 * Every field optional, unknown ones refused; the e-mail and the password have their own endpoints.
 */
export const profileUpdateSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    middleName: nullableText(100),
    clubId: uuid.nullable(),
    /** A new club of this title, created in the same transaction. */
    newClubTitle: requiredText(200),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, MESSAGES.country)
      .transform((v) => v.toUpperCase())
      .nullable(),
    city: nullableText(100),
    favouriteWeapons: z.array(uuid).max(50),
    zones: z.array(uuid).max(50),
  })
  .partial()
  .strict()
  .refine((v) => !(v.clubId && v.newClubTitle), {
    message: 'Choose a club or create a new one, not both',
    path: ['newClubTitle'],
  });

const signedIn = ROUTE_ROLES.signedIn;
const TOKEN_NOTE = 'The session token comes back in the `authorization` response header.';

export const authContract = {
  register: endpoint({
    id: 'auth.register',
    method: 'POST',
    path: '/auth/register',
    summary: `Creates an account and signs it in. ${TOKEN_NOTE}`,
    body: registerSchema,
    response: sessionUserSchema,
    status: 201,
  }),
  login: endpoint({
    id: 'auth.login',
    method: 'POST',
    path: '/auth/login',
    summary: `Signs in with e-mail and password. ${TOKEN_NOTE}`,
    body: loginSchema,
    response: sessionUserSchema,
    status: 200,
  }),
  current: endpoint({
    id: 'auth.current',
    method: 'GET',
    path: '/auth/current',
    summary: 'The signed-in user (the authentication check).',
    roles: signedIn,
    response: sessionUserSchema,
  }),
  logout: endpoint({
    id: 'auth.logout',
    method: 'POST',
    path: '/auth/logout',
    summary: 'Ends the session: the token is revoked.',
    roles: signedIn,
    response: noContent,
    status: 204,
  }),
  signOutEverywhere: endpoint({
    id: 'auth.signOutEverywhere',
    method: 'POST',
    path: '/auth/sign-out-everywhere',
    summary:
      'Ends every session of the signed-in user, this one included (/my/settings\' "Sign out everywhere").',
    roles: signedIn,
    response: noContent,
    status: 204,
  }),
  recoveryCode: endpoint({
    id: 'auth.recoveryCode',
    method: 'POST',
    path: '/auth/recovery-code',
    summary:
      'E-mails a one-time password recovery code (answers the same whether the account exists or not).',
    body: recoveryCodeRequestSchema,
    response: noContent,
    status: 204,
  }),
  recoveryCodeVerify: endpoint({
    id: 'auth.recoveryCodeVerify',
    method: 'GET',
    path: '/auth/recovery-code-verify',
    summary: 'Checks a recovery code without using it; a wrong or expired code is a 400.',
    query: recoveryCodeVerifySchema,
    response: z.object({ valid: z.literal(true) }),
  }),
  setPassword: endpoint({
    id: 'auth.setPassword',
    method: 'PUT',
    path: '/auth/set-password',
    summary: 'Sets a new password with a recovery code; every open session ends.',
    body: setPasswordSchema,
    response: noContent,
    status: 204,
  }),
  updateProfile: endpoint({
    id: 'auth.updateProfile',
    method: 'PUT',
    path: '/auth/profile',
    summary:
      "Changes the signed-in user's own profile (names, club or a new club, country, city, favourite weapons, locations): only the fields sent, so send only those changed; answers the session user.",
    roles: signedIn,
    body: profileUpdateSchema,
    response: sessionUserSchema,
  }),
  changePassword: endpoint({
    id: 'auth.changePassword',
    method: 'PUT',
    path: '/auth/password',
    summary:
      "Changes the signed-in user's password; the old one is asked (a wrong one is a 400 under `oldPassword`). Every other session of the user ends; this one stays.",
    roles: signedIn,
    body: changePasswordSchema,
    response: noContent,
    status: 204,
  }),
  changeEmail: endpoint({
    id: 'auth.changeEmail',
    method: 'PUT',
    path: '/auth/email',
    summary:
      "Changes the signed-in user's e-mail; the password is asked (400 under `password` when wrong), a taken e-mail is a 409. Every other session of the user ends; this one stays.",
    roles: signedIn,
    body: changeEmailSchema,
    response: sessionUserSchema,
  }),
  namesake: endpoint({
    id: 'auth.namesake',
    method: 'GET',
    path: '/auth/namesake',
    summary:
      'Whether an account with this first and last name exists (the registration form warns, never refuses); says nothing more.',
    query: namesakeQuerySchema,
    response: z.object({ exists: z.boolean() }),
  }),
  requestOrganizerAccess: endpoint({
    id: 'auth.requestOrganizerAccess',
    method: 'POST',
    path: '/organizer-requests',
    summary: 'A signed-in user asks for organizer access (409 when one is pending or access exists).',
    roles: signedIn,
    body: organizerRequestBodySchema,
    response: z.object({
      _id: z.string(),
      status: organizerRequestStatusSchema,
      createdAt: z.iso.datetime(),
    }),
    status: 201,
  }),
};
