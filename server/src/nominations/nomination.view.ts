import { fightRules } from '@hema/shared/fight/rules';
import type { z } from 'zod';
import type { nominationSchema } from '@hema/shared/contracts/nominations';
import type { Nomination } from './nomination.entity.js';

/** A category (spec §3: _id, idString, title, weapon.type) with every label field of its settings form. */
export function nominationView(n: Nomination): NominationView {
  const weapon = n.weapon
    ? {
        _id: n.weapon.id,
        title: n.weapon.title,
        type: n.weapon.weaponType ? { _id: n.weapon.weaponType.id, title: n.weapon.weaponType.title } : null,
      }
    : null;
  return {
    _id: n.id,
    tournamentId: n.tournamentId,
    idString: n.idString,
    title: n.title,
    weapon,
    index: n.index,
    fighterLimit: n.fighterLimit,
    registrationNote: n.registrationNote,
    colorLeft: n.colorLeft,
    colorRight: n.colorRight,
    redSide: n.redSide,
    ratingMode: n.ratingMode,
    isFighting: n.isFighting,
    isTeam: n.isTeam,
    teamMembers: n.teamMembers,
    teamRated: n.teamRated,
    scoringPlacement: n.scoringPlacement,
    rules: fightRules(n.rules),
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

export type NominationView = z.input<typeof nominationSchema>;
