import type { SelectQueryBuilder } from 'typeorm';
import { TOURNAMENT_STATUSES } from '@hema/shared/competition/tournament-status';
import { buildFilter } from '@hema/shared/query/list-query';
import { unauthorized } from '../common/app-error.js';
import { parseListRequest, type ListDefinition } from '../common/list.js';
import type { SessionUser } from '../users/user.view.js';
import type { Tournament } from './tournament.entity.js';

/** Filters and sorts of `GET /tournaments` (spec §7 list API). */
export const tournamentList: ListDefinition<Tournament> = {
  resource: 'tournaments',
  fields: {
    _id: { column: 'tournament.id', type: 'id', sortable: true, filterable: true },
    title: { column: 'tournament.title', type: 'text', sortable: true, filterable: true },
    idString: { column: 'tournament.idString', type: 'text', filterable: true },
    status: {
      column: 'tournament.status',
      type: 'enum',
      values: TOURNAMENT_STATUSES,
      sortable: true,
      filterable: true,
    },
    dateStart: { column: 'tournament.dateStart', type: 'date', sortable: true, filterable: true },
    dateEnd: { column: 'tournament.dateEnd', type: 'date', sortable: true, filterable: true },
    country: { column: 'tournament.country', type: 'text', sortable: true, filterable: true },
    city: { column: 'tournament.city', type: 'text', sortable: true, filterable: true },
    zone: { column: 'tournament.zoneId', type: 'id', filterable: true },
    registrationEnabled: { column: 'tournament.registrationEnabled', type: 'boolean', filterable: true },
    createdAt: { column: 'tournament.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: '-dateStart',
  selectTitle: 'title',
  // Applied before the list runs (see restrictTournamentList); declared so the parser accepts it.
  custom: { mine: () => undefined },
};

const ON = ['1', 'true'];

/**
 * Who sees what in the tournament list. The public list hides tournaments in developing, and test tournaments from
 * everyone but testers (spec §6 isTester: an admin or the tester flag). `mine[custom]:1` lists the
 * tournaments the caller manages in every status: their own, or every tournament for an admin.
 */
export function restrictTournamentList(
  qb: SelectQueryBuilder<Tournament>,
  rawQuery: Record<string, unknown>,
  user: SessionUser | undefined,
): void {
  const mine = parseListRequest(rawQuery).filter?.some(
    (f) => f.custom && f.field === 'mine' && f.values.some((v) => ON.includes(v)),
  );
  if (!mine) {
    qb.andWhere(`tournament.status <> 'DEVELOPING'`);
    if (!user?.isTester) qb.andWhere('tournament.isTest = false');
    return;
  }
  if (!user) throw unauthorized();
  if (!user.isAdmin) qb.andWhere('tournament.authorId = :mineAuthorId', { mineAuthorId: user._id });
}

/**
 * The world zone W counts every zone (spec §1 zones, §3): a `zone:<W>` filter, which the client sends when the
 * visitor's active zone is W, lists the tournaments of every zone, so it is dropped before the list runs.
 */
export function worldZoneCountsAll<Q extends Record<string, unknown>>(
  rawQuery: Q,
  worldZone: string | null,
): Q {
  if (!worldZone) return rawQuery;
  const filter = parseListRequest(rawQuery).filter ?? [];
  const rest = filter.filter((f) => !(f.field === 'zone' && !f.custom && f.values.includes(worldZone)));
  if (rest.length === filter.length) return rawQuery;
  return { ...rawQuery, filter: buildFilter(rest) };
}
