import { composeName } from '@hema/shared/schemas/auth';
import { ROLES } from '@hema/shared/auth/roles';
import { z } from 'zod';

const licenseSchema = z
  .object({ from: z.string().nullish(), till: z.string().nullish() })
  .nullish()
  .transform((license) => ({ from: license?.from ?? null, till: license?.till ?? null }));

/**
 * The session user of /auth/login, /auth/register and /auth/current (spec §3). Lenient where the contract
 * allows null or absence, strict where the screens depend on a value (id, name, e-mail, role).
 */
export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string().default(''),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  middleName: z.string().nullish(),
  username: z.string().nullish(),
  email: z.string(),
  role: z.enum(ROLES),
  license: licenseSchema,
  country: z.string().nullish(),
  city: z.string().nullish(),
  club: z.object({ _id: z.string(), title: z.string() }).nullish(),
  zones: z.array(z.string()).nullish().transform((zones) => zones ?? []),
  tester: z.boolean().nullish().transform((tester) => tester ?? false),
  favouriteWeapons: z.array(z.string()).nullish().transform((weapons) => weapons ?? []),
  isOrganizer: z.boolean().optional(),
  isOrganizerTrial: z.boolean().optional(),
  isActiveOrganizer: z.boolean().optional(),
  isAdmin: z.boolean().optional(),
  isTester: z.boolean().optional(),
});

export type SessionUser = z.output<typeof sessionUserSchema>;

/** "First name, then last name" (spec §5); the server's `name` when it sent one. */
export function displayName(user: Pick<SessionUser, 'name' | 'firstName' | 'lastName' | 'middleName'>): string {
  return user.name || composeName(user.firstName ?? '', user.lastName ?? '', user.middleName);
}

export interface SignedInSession {
  token: string;
  user: SessionUser;
}

/** Login and registration answer with the user in the body and the token in the `authorization` header. */
export function signedInSession(body: unknown, headers: Headers): SignedInSession {
  const token = headers.get('authorization');
  if (!token) throw new Error('The server answered without an authorization token');
  return { token, user: sessionUserSchema.parse(body) };
}
