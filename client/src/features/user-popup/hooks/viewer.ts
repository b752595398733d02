import { ROUTE_ROLES, roleAllowed, type Role } from '@hema/shared/auth/roles';
import { readItem, STORAGE_KEYS } from '../../../lib/storage';

export interface ViewerRights {
  /** Organizers who may open /organizer/users/{id} (spec §6 "Edit-user button: organizers only"). */
  canEditUser: boolean;
  /** Admins (spec §6 "admin-user button: admins only"). */
  canAdminUser: boolean;
}

const NONE: ViewerRights = { canEditUser: false, canAdminUser: false };

/**
 * What the signed-in visitor may do with a shown user, from the persisted session user (read when the pop-up
 * opens; the session feature keeps it current). The edit button follows the organizer menu: organizers whose
 * role opens /organizer/users and who hold an active license.
 */
export function viewerRights(): ViewerRights {
  try {
    const user = JSON.parse(readItem(STORAGE_KEYS.user) ?? 'null') as {
      role?: Role;
      isOrganizer?: boolean;
      isActiveOrganizer?: boolean;
      isAdmin?: boolean;
    } | null;
    if (!user?.role) return NONE;
    const isAdmin = user.isAdmin ?? user.role === 'ADMIN';
    return {
      canEditUser:
        (user.isOrganizer ?? false) &&
        (user.isActiveOrganizer ?? isAdmin) &&
        roleAllowed(user.role, ROUTE_ROLES.organizerManagement),
      canAdminUser: isAdmin && roleAllowed(user.role, ROUTE_ROLES.admin),
    };
  } catch {
    return NONE;
  }
}
