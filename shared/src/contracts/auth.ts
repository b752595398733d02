import { z } from 'zod';
import { refSchema } from './fields.js';
import { ROLES, ROUTE_ROLES } from '../auth/roles.js';
import {
  loginSchema,
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
