import { ROLES, ROUTE_ROLES, roleAllowed } from '@hema/shared/auth/roles';
import type { ListDefinition, ListField } from '../common/list.js';
import type { User } from './user.entity.js';
import { managedUserView, publicUserView, type SessionUser } from './user.view.js';

/**
 * Who sees what of an account (docs/decisions.md "Who sees what of an account"). Everyone sees names, clubs and
 * places. The role — as a field, a filter and a sort — only those who manage users: admins and active organizers
 * with users management (the /organizer/users page); otherwise `filter=role:ADMIN` would list the admins. Deleted
 * accounts and the account fields (e-mail, licence, tester, zones) only admins.
 */
export type UserAudience = 'public' | 'manager' | 'admin';

export function audienceOf(viewer: SessionUser | undefined): UserAudience {
  if (viewer?.isAdmin) return 'admin';
  if (viewer?.isActiveOrganizer && roleAllowed(viewer.role, ROUTE_ROLES.organizerManagement))
    return 'manager';
  return 'public';
}

const PUBLIC_FIELDS: Record<string, ListField> = {
  _id: { column: 'user.id', type: 'id', sortable: true, filterable: true },
  name: { column: 'user.name', type: 'text', sortable: true, filterable: true },
  title: { column: 'user.name', type: 'text', sortable: true, filterable: true },
  username: { column: 'user.username', type: 'text', sortable: true, filterable: true },
  country: { column: 'user.country', type: 'text', sortable: true, filterable: true },
  city: { column: 'user.city', type: 'text', sortable: true, filterable: true },
  club: { column: 'user.clubId', type: 'id', filterable: true },
  clubTitle: { column: 'club.title', type: 'text', sortable: true, filterable: true },
  createdAt: { column: 'user.createdAt', type: 'date', sortable: true, filterable: true },
};
const MANAGER_FIELDS: Record<string, ListField> = {
  ...PUBLIC_FIELDS,
  role: { column: 'user.role', type: 'enum', values: ROLES, sortable: true, filterable: true },
};
const ADMIN_FIELDS: Record<string, ListField> = {
  ...MANAGER_FIELDS,
  zones: { column: 'user.zones', type: 'id', filterable: true, array: true },
  tester: { column: 'user.tester', type: 'boolean', filterable: true },
  deleted: { column: 'user.deleted', type: 'boolean', filterable: true },
};

const list = (fields: Record<string, ListField>): ListDefinition<User> => ({
  resource: 'users',
  fields,
  defaultSort: 'name',
  selectTitle: 'name',
  // Namesakes are told apart in every picker of people by their club and country.
  selectDescription: (user) => [user.club?.title, user.country].filter(Boolean).join(' · '),
  // Every audience gets soft-deleted rows hidden; only admins may name `deleted` in a filter to see them.
  softDeleteField: 'deleted',
  softDeleteColumn: 'user.deleted',
});

/**
 * The list as the audience may query it: a filter or sort on a field it may not see is a 400 like any unknown field
 * ("Cannot filter users by role"), never silently ignored, so a page never looks like an answer it is not.
 */
export const USER_LISTS: Record<UserAudience, ListDefinition<User>> = {
  public: list(PUBLIC_FIELDS),
  manager: list(MANAGER_FIELDS),
  admin: list(ADMIN_FIELDS),
};

/** A user as the audience sees them in lists and profiles. */
export function userViewFor(audience: UserAudience) {
  switch (audience) {
    case 'admin':
      return managedUserView;
    case 'manager':
      return (user: User) => ({ ...publicUserView(user), role: user.role });
    case 'public':
      return publicUserView;
  }
}
