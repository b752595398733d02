import { In, type EntityManager } from 'typeorm';
import { relayThreshold } from '@hema/shared/competition/team-relay';
import type { Nomination } from '../nominations/nomination.entity.js';
import { Team } from '../teams/team.entity.js';
import { boutsOf, membersOf, teamLimitOf } from '../teams/team-bouts.js';
import { userNames } from '../teams/teams.service.js';
import type { TeamPoolSheetData } from './pdf/pool-sheet.js';

/**
 * What a team pool's sheet adds: each team's line-up (the relay's fencers, then the reserves) and, per
 * match, its relay bouts as they stand on the ring (substitutions included), member against member, with the team
 * total that ends each bout.
 */
export async function readTeamPoolSheet(
  manager: EntityManager,
  nomination: Nomination,
  teamIds: readonly string[],
  matchIds: readonly string[],
): Promise<TeamPoolSheetData> {
  const teams = new Map(
    (await manager.find(Team, { where: { id: In([...teamIds]) } })).map((team) => [team.id, team]),
  );
  const bouts = await boutsOf(manager, matchIds);
  const names = await userNames(manager, [
    ...[...teams.values()].flatMap((team) => team.memberIds),
    ...bouts.flatMap((bout) => [bout.fighter1Id, bout.fighter2Id]).filter((id): id is string => !!id),
  ]);
  const name = (id: string | null) => (id ? (names.get(id) ?? '') : '');
  const members = membersOf(nomination);
  const limit = teamLimitOf(nomination);
  return {
    lineUps: teamIds.map((id) => {
      const lineUp = teams.get(id)?.memberIds ?? [];
      return { members: lineUp.slice(0, members).map(name), reserves: lineUp.slice(members).map(name) };
    }),
    relays: matchIds.map((matchId) =>
      bouts
        .filter((bout) => bout.matchId === matchId)
        .map((bout, index) => ({
          fencer1: name(bout.fighter1Id),
          fencer2: name(bout.fighter2Id),
          endsAt: relayThreshold(index, limit),
        })),
    ),
  };
}
