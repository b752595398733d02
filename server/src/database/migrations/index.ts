import { InitialSchema1795315632753 } from './1795315632753-initial-schema.js';
import { Competition1795316763890 } from './1795316763890-competition.js';
import { GroupTitles1795400000000 } from './1795400000000-group-titles.js';
import { CaseInsensitiveAccounts1795417000000 } from './1795417000000-case-insensitive-accounts.js';
import { CommandIdPerFight1795458643612 } from './1795458643612-command-id-per-fight.js';
import { FightersWithoutAccount1795500000000 } from './1795500000000-fighters-without-account.js';
import { TournamentCover1795600000000 } from './1795600000000-tournament-cover.js';
import { FightEventLog1795700000000 } from './1795700000000-fight-event-log.js';
import { Applications1795800000000 } from './1795800000000-applications.js';
import { WeaponRatings1795900000000 } from './1795900000000-weapon-ratings.js';
import { TournamentImports1796200000000 } from './1796200000000-tournament-imports.js';
import { PredictionsAchievements1796000000001 } from './1796000000001-predictions-achievements.js';
import { UserMerges1796100000001 } from './1796100000001-user-merges.js';
import { Teams1796400000001 } from './1796400000001-teams.js';
import { RingJudges1796500000001 } from './1796500000001-ring-judges.js';
import { LicenceRequests1796510000001 } from './1796510000001-licence-requests.js';
import { GuardRails1796530000001 } from './1796530000001-guard-rails.js';
import { ImportTrust1796540000001 } from './1796540000001-import-trust.js';
import { RatingDigests1796545000001 } from './1796545000001-rating-digests.js';
import { Notifications1796600000001 } from './1796600000001-notifications.js';
import { FightTimes1796603200001 } from './1796603200001-fight-times.js';
import { Following1796610000001 } from './1796610000001-following.js';
import { Announcements1796650000001 } from './1796650000001-announcements.js';
import { NotificationProfile1796660000001 } from './1796660000001-notification-profile.js';
import { ApiKeys1796733000001 } from './1796733000001-api-keys.js';
import { DayPlan1796740000001 } from './1796740000001-day-plan.js';
import { NominationChanges1796800000001 } from './1796800000001-nomination-changes.js';
import { DropOutReason1796810000001 } from './1796810000001-drop-out-reason.js';
import { JudgingPanel1796700000001 } from './1796700000001-judging-panel.js';

/** Every migration, oldest first. Generated with generate-migration.ts, reviewed, never edited after commit. */
export const MIGRATIONS: Function[] = [
  InitialSchema1795315632753,
  Competition1795316763890,
  GroupTitles1795400000000,
  CaseInsensitiveAccounts1795417000000,
  CommandIdPerFight1795458643612,
  FightersWithoutAccount1795500000000,
  TournamentCover1795600000000,
  FightEventLog1795700000000,
  Applications1795800000000,
  WeaponRatings1795900000000,
  TournamentImports1796200000000,
  PredictionsAchievements1796000000001,
  UserMerges1796100000001,
  Teams1796400000001,
  RingJudges1796500000001,
  LicenceRequests1796510000001,
  GuardRails1796530000001,
  ImportTrust1796540000001,
  RatingDigests1796545000001,
  Notifications1796600000001,
  FightTimes1796603200001,
  Following1796610000001,
  Announcements1796650000001,
  NotificationProfile1796660000001,
  JudgingPanel1796700000001,
  ApiKeys1796733000001,
  DayPlan1796740000001,
  NominationChanges1796800000001,
  DropOutReason1796810000001,
];
