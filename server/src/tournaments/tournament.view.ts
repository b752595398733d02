import {
  TOURNAMENT_STATUS_LABELS,
  availableTournamentActions,
  statusBeforeStart,
} from '@hema/shared/competition/tournament-status';
import type { User } from '../users/user.entity.js';
import type { z } from 'zod';
import type { tournamentSchema, tournamentSummarySchema } from '@hema/shared/contracts/tournaments';
import type { TournamentCategory } from './tournament-contents.js';
import type { Tournament } from './tournament.entity.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function authorView(author: User | undefined) {
  return author ? { _id: author.id, name: author.name, username: author.username } : null;
}

/** The cover's address, with its upload time so a replaced cover is a new address (cached for long). */
export function coverPath(t: Pick<Tournament, 'id' | 'coverType' | 'coverUpdatedAt'>): string | null {
  return t.coverType && t.coverUpdatedAt
    ? `/api/tournaments/${t.id}/cover?v=${t.coverUpdatedAt.getTime()}`
    : null;
}

/** Whether a category is among those the organizer opened for applications (all of them unless chosen). */
export function takesApplications(
  t: Pick<Tournament, 'registrationNominationIds'>,
  nominationId: string,
): boolean {
  return t.registrationNominationIds === null || t.registrationNominationIds.includes(nominationId);
}

/** A tournament in lists: what a tournament card shows. */
export function tournamentSummaryView(t: Tournament): z.input<typeof tournamentSummarySchema> {
  return {
    _id: t.id,
    title: t.title,
    idString: t.idString,
    status: t.status,
    statusLabel: TOURNAMENT_STATUS_LABELS[t.status],
    dateStart: t.dateStart,
    dateEnd: t.dateEnd,
    country: t.country,
    city: t.city,
    state: t.state,
    zoneId: t.zoneId,
    author: authorView(t.author),
    registrationEnabled: t.registrationEnabled,
    approved: t.approved,
    isTest: t.isTest,
    imported: t.imported,
    // No flag proxy exists yet; the field is part of spec §3's tournament answer.
    countryFlagProxyPath: null,
    createdAt: t.createdAt.toISOString(),
  };
}

/** The tournament answer of spec §3/§7 (`GET /tournaments/{idString}`), with its categories. */
export function tournamentView(
  t: Tournament,
  nominations: TournamentCategory[],
  fullIds: ReadonlySet<string> = new Set(),
): z.input<typeof tournamentSchema> {
  return {
    ...tournamentSummaryView(t),
    description: t.description,
    descriptionPayment: t.descriptionPayment,
    stream: t.stream,
    link: t.link,
    linkRules: t.linkRules,
    address: t.address,
    registrationDateStart: iso(t.registrationDateStart),
    registrationDateEnd: iso(t.registrationDateEnd),
    registrationFields: t.registrationFields,
    registrationText: t.registrationText,
    registrationNominationIds: t.registrationNominationIds,
    applicationsAccess: t.applicationsAccess,
    applicationsShowPayments: t.applicationsShowPayments,
    applicationsShowWaitingList: t.applicationsShowWaitingList,
    staleRingMinutes: t.staleRingMinutes ?? null,
    timeZone: t.timeZone ?? null,
    dayStartsAt: t.dayStartsAt ?? null,
    dayEndsAt: t.dayEndsAt ?? null,
    lunchFrom: t.lunchFrom ?? null,
    lunchTo: t.lunchTo ?? null,
    stageBreakMinutes: t.stageBreakMinutes ?? null,
    nominations,
    registrationNominations: t.registrationEnabled
      ? nominations
          .filter((n) => takesApplications(t, n._id))
          .map((n) => ({ ...n, full: fullIds.has(n._id) }))
      : [],
    actions: availableTournamentActions(t.status),
    statusBeforeStart: t.status === 'ONGOING' ? statusBeforeStart(t.statusBeforeStart) : null,
    imagePreviewProxyPath: coverPath(t),
    updatedAt: t.updatedAt.toISOString(),
  };
}
