import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { applicationSchema, publicApplicationSchema } from '@hema/shared/contracts/applications';
import { sqlOf } from '../database/sql.js';
import type { Application } from './application.entity.js';

/** An application with its fighter, category and tournament, as its fighter and the organizer see it. */
export function applicationView(
  a: Application,
  positions: Map<string, number>,
): z.input<typeof applicationSchema> {
  const user = a.user;
  return {
    _id: a.id,
    tournament: {
      _id: a.tournamentId,
      title: a.tournament?.title ?? '',
      idString: a.tournament?.idString ?? '',
    },
    nomination: { _id: a.nominationId, title: a.nomination?.title ?? '' },
    userId: a.userId,
    name: user?.name ?? '',
    username: user?.username ?? '',
    club: user?.club ? { _id: user.club.id, title: user.club.title } : null,
    state: a.state,
    paid: a.paid,
    present: a.present,
    refusalReason: a.refusalReason,
    answers: a.answers,
    team: a.team ? { _id: a.team.id, name: a.team.name } : null,
    waitingPosition: positions.get(a.id) ?? null,
    changedAt: a.changedAt.toISOString(),
    seenAt: a.seenAt ? a.seenAt.toISOString() : null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** What anyone may see of an application on the public list. */
export function publicApplicationView(
  a: Application,
  positions: Map<string, number>,
  showPayments: boolean,
): z.input<typeof publicApplicationSchema> {
  const user = a.user;
  return {
    _id: a.id,
    userId: a.userId,
    name: user?.name ?? '',
    username: user?.username ?? '',
    club: user?.club ? { _id: user.club.id, title: user.club.title } : null,
    state: a.state,
    paid: showPayments ? a.paid : null,
    waitingPosition: positions.get(a.id) ?? null,
  };
}

/** Places on the waiting lists of these applications' categories (1 = next to move up), by application id. */
export async function waitingPositions(
  manager: EntityManager,
  applications: Pick<Application, 'nominationId' | 'state'>[],
): Promise<Map<string, number>> {
  const nominationIds = [
    ...new Set(applications.filter((a) => a.state === 'WAITING_LIST').map((a) => a.nominationId)),
  ];
  if (nominationIds.length === 0) return new Map();
  const rows = await sqlOf(manager)
    .selectFrom('application')
    .select((eb) => [
      'id',
      eb.fn
        .agg<string>('row_number', [])
        .over((over) => over.partitionBy('nominationId').orderBy('createdAt').orderBy('id'))
        .as('position'),
    ])
    .where('state', '=', 'WAITING_LIST')
    .where('nominationId', 'in', nominationIds)
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.position)]));
}
