import { sessionFlags, type Role, type SessionFlags } from '@hema/shared/auth/roles';
import type { User } from './user.entity.js';

export interface SessionUser extends SessionFlags {
  _id: string;
  name: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  username: string;
  email: string;
  role: Role;
  license: { from: string | null; till: string | null };
  country: string | null;
  city: string | null;
  club: { _id: string; title: string } | null;
  zones: string[];
  tester: boolean;
  favouriteWeapons: string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
    email: user.email,
    role: user.role,
    license,
    country: user.country,
    city: user.city,
    club: user.club ? { _id: user.club.id, title: user.club.title } : null,
    zones: user.zones,
    tester: user.tester,
    favouriteWeapons: user.favouriteWeapons,
    ...sessionFlags({ role: user.role, license, tester: user.tester }, now),
  };
}

/** A user as others see them in lists and profiles: no e-mail, no license details. */
export function publicUserView(user: User) {
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    country: user.country,
    city: user.city,
    club: user.club ? { _id: user.club.id, title: user.club.title } : null,
    role: user.role,
    deleted: user.deleted,
    createdAt: user.createdAt.toISOString(),
  };
}
