import * as z from 'zod/mini';

/** The user list resource (spec §7 `GET /users` with the list query). */
export const USERS_RESOURCE = 'users';

/** A user as lists show them (spec §3 "User (profile, as used in pop-up and lists)"). */
export const userListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.nullish(z.string()),
  club: z.nullish(z.object({ _id: z.string(), title: z.string() })),
  country: z.nullish(z.string()),
  city: z.nullish(z.string()),
});

export type UserListItem = z.output<typeof userListItemSchema>;
