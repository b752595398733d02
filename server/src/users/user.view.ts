import type { z } from 'zod';
import { sessionFlags } from '@hema/shared/auth/roles';
import type { accountFieldsSchema, managedUserSchema, publicUserSchema } from '@hema/shared/contracts/users';
import type { User } from './user.entity.js';

import type { SessionUser } from '../common/session-user.js';

export type { SessionUser };
type PublicUser = z.input<typeof publicUserSchema>;
type AccountFields = z.input<typeof accountFieldsSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const clubOf = (user: User) => (user.club ? { _id: user.club.id, title: user.club.title } : null);

/** The signed-in user with the derived flags of spec §3/§6 (computed in shared/, once). */
export function sessionUserView(user: User, now: Date): SessionUser {
  const license = { from: iso(user.licenseFrom), till: iso(user.licenseTill) };
  return {
    _id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    username: user.username,
    // Only accounts with an e-mail can sign in.
    email: user.email ?? '',
    role: user.role,
    license,
    country: user.country,
    city: user.city,
    club: clubOf(user),
    zones: user.zones,
    tester: user.tester,
    favouriteWeapons: user.favouriteWeapons,
    ...sessionFlags({ role: user.role, license, tester: user.tester }, now),
  };
}

/** A user as others see them in lists and profiles: no e-mail, no license details, no role (user-access.ts). */
export function publicUserView(user: User): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    country: user.country,
    city: user.city,
    club: clubOf(user),
    deleted: user.deleted,
    createdAt: user.createdAt.toISOString(),
  };
}

function accountFields(user: User): AccountFields {
  return {
    email: user.email,
    license: { from: iso(user.licenseFrom), till: iso(user.licenseTill) },
    tester: user.tester,
    zones: user.zones,
  };
}

/** A user as an admin edits them: the public view, the role and the account fields. */
export function managedUserView(user: User): z.input<typeof managedUserSchema> {
  return { ...publicUserView(user), role: user.role, ...accountFields(user) };
}
