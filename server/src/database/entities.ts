import { Achievement, AchievementAward } from '../achievements/achievement.entity.js';
import { AnnouncementRow } from '../announcements/announcement.entity.js';
import { ApiKeyRow } from '../feed/api-key.entity.js';
import { JudgeCallRow, PanelDecisionRow, PanelSeatRow } from '../panel/panel.entity.js';
import { Application } from '../applications/application.entity.js';
import { Club } from '../catalog/club.entity.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { WeaponType } from '../catalog/weapon-type.entity.js';
import { Zone } from '../catalog/zone.entity.js';
import { OrganizerRequest } from '../auth/organizer-request.entity.js';
import { LicenceRequest } from '../licences/licence-request.entity.js';
import { RecoveryCode } from '../auth/recovery-code.entity.js';
import { Session } from '../auth/session.entity.js';
import { User } from '../users/user.entity.js';
import { UserMerge } from '../users/merge/user-merge.entity.js';
import { Area } from '../rings/area.entity.js';
import { RingJudge, RingJudgeInvite } from '../rings/ring-judge.entity.js';
import { Fight } from '../fights/fight.entity.js';
import { Follow, FollowGroup, FollowGroupMember } from '../following/follow.entity.js';
import { FightEvent } from '../fights/fight-event.entity.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { Participant } from '../nominations/participant.entity.js';
import { Pool } from '../stages/pool.entity.js';
import { Prediction } from '../predictions/prediction.entity.js';
import { Team } from '../teams/team.entity.js';
import { Stage } from '../stages/stage.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { TournamentImport } from '../imports/tournament-import.entity.js';
import { WeaponRatingRow } from '../ratings/weapon-rating.entity.js';
import { TournamentCover } from '../tournaments/tournament-cover.entity.js';
import { PushSubscription } from '../notifications/push-subscription.entity.js';
import { NotificationSetting } from '../notifications/notification-setting.entity.js';
import { NotificationProfile } from '../notifications/notification-profile.entity.js';
import { NotificationSent } from '../notifications/notification-sent.entity.js';

/** The explicit entity list (architecture.md §5). */
export const ENTITIES = [
  Zone,
  Club,
  WeaponType,
  Weapon,
  User,
  Session,
  RecoveryCode,
  OrganizerRequest,
  LicenceRequest,
  Tournament,
  TournamentCover,
  Nomination,
  Participant,
  Team,
  Application,
  Stage,
  Pool,
  Area,
  RingJudge,
  RingJudgeInvite,
  Fight,
  FightEvent,
  TournamentImport,
  WeaponRatingRow,
  Prediction,
  Achievement,
  AchievementAward,
  UserMerge,
  PushSubscription,
  NotificationSetting,
  NotificationProfile,
  NotificationSent,
  Follow,
  FollowGroup,
  FollowGroupMember,

  AnnouncementRow,
  ApiKeyRow,
  PanelSeatRow,
  PanelDecisionRow,
  JudgeCallRow,
];
