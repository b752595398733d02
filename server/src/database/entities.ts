import { Club } from '../catalog/club.entity.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { WeaponType } from '../catalog/weapon-type.entity.js';
import { Zone } from '../catalog/zone.entity.js';
import { OrganizerRequest } from '../auth/organizer-request.entity.js';
import { RecoveryCode } from '../auth/recovery-code.entity.js';
import { Session } from '../auth/session.entity.js';
import { User } from '../users/user.entity.js';
import { Area } from '../competition/area.entity.js';
import { Fight } from '../competition/fight.entity.js';
import { FightEvent } from '../competition/fight-event.entity.js';
import { Nomination } from '../competition/nomination.entity.js';
import { Participant } from '../competition/participant.entity.js';
import { Pool } from '../competition/pool.entity.js';
import { Stage } from '../competition/stage.entity.js';
import { Tournament } from '../competition/tournament.entity.js';

/** The explicit entity list (ARCHITECTURE §5). */
export const ENTITIES = [
  Zone,
  Club,
  WeaponType,
  Weapon,
  User,
  Session,
  RecoveryCode,
  OrganizerRequest,
  Tournament,
  Nomination,
  Participant,
  Stage,
  Pool,
  Area,
  Fight,
  FightEvent,
];
