import { achievementsContract } from './achievements.js';
import { feedContract } from './feed.js';
import { announcementsContract } from './announcements.js';
import { adminContract } from './admin.js';
import { applicationsContract } from './applications.js';
import { areasContract } from './areas.js';
import { authContract } from './auth.js';
import { clubsContract, weaponsContract, weaponTypesContract, zonesContract } from './catalog.js';
import { documentsContract } from './documents.js';
import type { Endpoint } from './endpoint.js';
import { fightsContract } from './fights.js';
import { followingContract } from './following.js';
import { geoContract } from './geo.js';
import { healthContract } from './health.js';
import { importsContract } from './imports.js';
import { licenceRequestsContract } from './licence-requests.js';
import { nominationsContract } from './nominations.js';
import { notificationsContract } from './notifications.js';
import { organizerRequestsContract } from './organizer-requests.js';
import { participantsContract } from './participants.js';
import { ratingsContract, resultsJobContract } from './ratings.js';
import { panelContract } from './panel.js';
import { ringJudgesContract } from './ring-judges.js';
import { scheduleContract } from './schedule.js';
import { predictionsContract } from './predictions.js';
import { poolsContract, stagesContract } from './stages.js';
import { advancementContract, standingsContract } from './standings.js';
import { teamsContract } from './teams.js';
import { tournamentsContract } from './tournaments.js';
import { usersContract } from './users.js';

/**
 * Every contract module by resource, in the order the API reference lists them: the OpenAPI test, the fuzz test
 * and docs/api.md all walk this one list (a test checks that no contract module is missing from it).
 */
export const CONTRACTS: Record<string, Record<string, Endpoint>> = {
  auth: authContract,
  'organizer requests': organizerRequestsContract,
  'licence requests': licenceRequestsContract,
  users: usersContract,
  clubs: clubsContract,
  zones: zonesContract,
  'weapon types': weaponTypesContract,
  weapons: weaponsContract,
  geo: geoContract,
  health: healthContract,
  tournaments: tournamentsContract,
  nominations: nominationsContract,
  participants: participantsContract,
  teams: teamsContract,
  applications: applicationsContract,
  stages: stagesContract,
  pools: poolsContract,
  standings: standingsContract,
  advancement: advancementContract,
  areas: areasContract,
  'ring judges': ringJudgesContract,
  'judging panel': panelContract,
  announcements: announcementsContract,
  'open feed': feedContract,
  fights: fightsContract,
  schedule: scheduleContract,
  documents: documentsContract,
  imports: importsContract,
  ratings: ratingsContract,
  'results job': resultsJobContract,
  predictions: predictionsContract,
  notifications: notificationsContract,
  achievements: achievementsContract,
  following: followingContract,
  admin: adminContract,
};

export function allEndpoints(): Endpoint[] {
  return Object.values(CONTRACTS).flatMap((contract) => Object.values(contract));
}
