/**
 * Answers of the API as their contracts describe them (shared/src/contracts), for component tests: the client
 * parses every answer with its contract, so a fixture missing a field would fail like a drifted server.
 */

const CREATED = '2026-01-05T10:00:00.000Z';

/** A zone of `GET /zones` (spec §3). */
export function zoneFixture(zone: { _id: string; slug: string; title: string; isInRussia?: boolean }) {
  return {
    description: '',
    isInRussia: false,
    deleted: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...zone,
  };
}

/** A user as `GET /users` lists them. */
export function userFixture(user: { _id: string; name: string; username: string } & Record<string, unknown>) {
  const [firstName = user.name, lastName = ''] = user.name.split(' ');
  return {
    firstName,
    lastName,
    middleName: null,
    country: null,
    city: null,
    club: null,
    role: 'USER',
    deleted: false,
    createdAt: CREATED,
    ...user,
  };
}

/** A profile of `GET /users/{id}`: the listed user with results, ratings and analytics. */
export function profileFixture(
  user: { _id: string; name: string; username: string } & Record<string, unknown>,
) {
  return {
    analytics: { clusters: [] },
    nominationsResults: [],
    weaponsRating: [],
    ...userFixture(user),
  };
}

/** A club of `GET /clubs`. */
export function clubFixture(club: { _id: string; title: string } & Record<string, unknown>) {
  return { country: null, city: null, deleted: false, createdAt: CREATED, updatedAt: CREATED, ...club };
}
