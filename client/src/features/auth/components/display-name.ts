import { composeName } from '@hema/shared/schemas/auth';
import type { SessionUser } from '../api/session-user';

/** "First name, then last name" (spec §5); the server's `name` when it sent one. */
export function displayName(
  user: Pick<SessionUser, 'name' | 'firstName' | 'lastName' | 'middleName'>,
): string {
  return user.name || composeName(user.firstName ?? '', user.lastName ?? '', user.middleName);
}
