import type { Area } from '@hema/shared/contracts/areas';
import type { Nomination } from '@hema/shared/contracts/nominations';
import type { Participant } from '@hema/shared/contracts/participants';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { fightRules } from '@hema/shared/fight/rules';

/**
 * Competition answers as their contracts describe them (shared/src/contracts), for component tests. Typed by the
 * contracts' own types: a field the contract adds fails to compile here before it fails a test.
 */

const CREATED = '2026-05-01T09:00:00.000Z';

/** A category of `GET /tournaments/{id}/nominations`, also embedded in the tournament answer. */
export function nominationFixture(
  nomination: Pick<Nomination, '_id' | 'tournamentId' | 'title'> & Partial<Nomination>,
) {
  return {
    idString: nomination._id,
    weapon: null,
    index: 0,
    fighterLimit: null,
    registrationNote: '',
    colorLeft: 'red',
    colorRight: 'blue',
    redSide: 1,
    ratingMode: 'MATCH_POINTS',
    isFighting: true,
    isTeam: false,
    teamMembers: null,
    teamRated: false,
    scoringPlacement: 'FIGHT',
    rules: fightRules(),
    createdAt: CREATED,
    updatedAt: CREATED,
    ...nomination,
  } satisfies Nomination;
}

/** A tournament of `GET /tournaments/{key}` (its summary is what `GET /tournaments` lists). */
export function tournamentFixture(
  tournament: Pick<Tournament, '_id' | 'title' | 'idString'> & Partial<Tournament>,
) {
  return {
    status: 'UPCOMING',
    statusLabel: 'Upcoming',
    dateStart: '2026-06-01',
    dateEnd: '2026-06-02',
    country: 'FI',
    city: 'Helsinki',
    state: null,
    zoneId: null,
    author: { _id: 'u-1', name: 'Anna Petrova', username: 'anna' },
    registrationEnabled: false,
    approved: true,
    isTest: false,
    imported: false,
    countryFlagProxyPath: null,
    createdAt: CREATED,
    description: '',
    descriptionPayment: '',
    stream: '',
    link: { url: '', label: '' },
    linkRules: { url: '', label: '' },
    address: null,
    registrationDateStart: null,
    registrationDateEnd: null,
    registrationFields: [],
    registrationText: '',
    registrationNominationIds: null,
    applicationsAccess: 'PUBLIC',
    applicationsShowPayments: false,
    applicationsShowWaitingList: false,
    staleRingMinutes: null,
    timeZone: null,
    dayStartsAt: null,
    dayEndsAt: null,
    lunchFrom: null,
    lunchTo: null,
    stageBreakMinutes: null,
    nominations: [],
    registrationNominations: [],
    actions: [],
    statusBeforeStart: null,
    updatedAt: CREATED,
    ...tournament,
  } satisfies Tournament;
}

/** A ring of `GET /tournaments/{id}/areas`. */
export function areaFixture(area: Pick<Area, '_id' | 'tournamentId' | 'title'> & Partial<Area>) {
  return { index: 0, createdAt: CREATED, ...area } satisfies Area;
}

/** A fighter of `GET /nominations/{id}/participants`. */
export function participantFixture(
  participant: Pick<Participant, '_id' | 'nominationId' | 'name'> & Partial<Participant>,
) {
  return {
    userId: `user-${participant._id}`,
    username: participant.name.toLowerCase().replace(/\W+/g, '-'),
    club: null,
    seed: null,
    droppedOut: false,
    droppedOutReason: null,
    createdAt: CREATED,
    ...participant,
  } satisfies Participant;
}
