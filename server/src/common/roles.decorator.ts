import { SetMetadata } from '@nestjs/common';
import type { Role } from '@hema/shared/auth/roles';

export const ROLES_KEY = 'hema:roles';

/** Roles allowed on a handler or controller (spec §6); no decorator = public. */
export const Roles = (...roles: readonly Role[]) => SetMetadata(ROLES_KEY, roles);
