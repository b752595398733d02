import { ROLES } from '@hema/shared/auth/roles';
// zod/mini: this schema sits on the start-up path (persisted user, authentication check), where the full zod
// build would add ~20 KB gzipped to the first load. Form schemas (classic zod, from shared) load with their pages.
import * as z from 'zod/mini';

const nullishText = () => z.nullish(z.string());
const withDefault = <T>(schema: z.ZodMiniType<T | null | undefined>, fallback: T) =>
  z.pipe(
    schema,
    z.transform((value: T | null | undefined): T => value ?? fallback),
  );

const licenseSchema = z.pipe(
  z.nullish(z.object({ from: nullishText(), till: nullishText() })),
  z.transform((license) => ({ from: license?.from ?? null, till: license?.till ?? null })),
);

/**
 * The session user of /auth/login, /auth/register and /auth/current (spec §3). Lenient where the contract
 * allows null or absence, strict where the screens depend on a value (id, name, e-mail, role).
 */
export const sessionUserSchema = z.object({
  _id: z.string(),
  name: withDefault(z.nullish(z.string()), ''),
  firstName: nullishText(),
  lastName: nullishText(),
  middleName: nullishText(),
  username: nullishText(),
  email: z.string(),
  role: z.enum(ROLES),
  license: licenseSchema,
  country: nullishText(),
  city: nullishText(),
  club: z.nullish(z.object({ _id: z.string(), title: z.string() })),
  zones: withDefault(z.nullish(z.array(z.string())), [] as string[]),
  tester: withDefault(z.nullish(z.boolean()), false),
  favouriteWeapons: withDefault(z.nullish(z.array(z.string())), [] as string[]),
  isOrganizer: z.optional(z.boolean()),
  isOrganizerTrial: z.optional(z.boolean()),
  isActiveOrganizer: z.optional(z.boolean()),
  isAdmin: z.optional(z.boolean()),
  isTester: z.optional(z.boolean()),
});

export type SessionUser = z.output<typeof sessionUserSchema>;

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
