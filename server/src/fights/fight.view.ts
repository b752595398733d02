import { In, type EntityManager } from 'typeorm';
import type { FightRow } from '@hema/shared/contracts/fights';
import { fightView } from '@hema/shared/fight/fight-engine';
import { User } from '../users/user.entity.js';
import { sqlOf } from '../database/sql.js';
import type { Fight } from './fight.entity.js';
import { snapshotOf } from './fight-snapshots.js';

export interface FighterView {
  _id: string;
  name: string;
  club: { _id: string; title: string } | null;
}

/** Names and clubs of fighters, looked up once for a whole page of fights. */
export async function fighterDirectory(
  manager: EntityManager,
  ids: Iterable<string | null>,
): Promise<Map<string, FighterView>> {
  const unique = [...new Set([...ids].filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const users = await manager.find(User, { where: { id: In(unique) }, relations: { club: true } });
  const found = new Map<string, FighterView>(
    users.map((u) => [
      u.id,
      { _id: u.id, name: u.name, club: u.club ? { _id: u.club.id, title: u.club.title } : null },
    ]),
  );
  // In a team category the sides of matches, pools and brackets are teams.
  const rest = unique.filter((id) => !found.has(id));
  if (rest.length === 0) return found;
  // Teams belong to a module above this one; their names and clubs are read as rows, not through its entity.
  const teams = await sqlOf(manager)
    .selectFrom('team')
    .leftJoin('club', 'club.id', 'team.clubId')
    .select(['team.id', 'team.name', 'club.id as clubId', 'club.title as clubTitle'])
    .where('team.id', 'in', rest)
    .execute();
  for (const team of teams) {
    const club = team.clubId ? { _id: team.clubId, title: team.clubTitle ?? '' } : null;
    found.set(team.id, { _id: team.id, name: team.name, club });
  }
  return found;
}

/** A fight as lists, pool sheets, brackets and rings show it: fighters by name, scores, status, ring, live view. */
export function fightRowView(
  fight: Fight,
  fighters: Map<string, FighterView>,
  areas: Map<string, RingName>,
  now: number,
): FightRowView {
  const area = fight.areaId ? areas.get(fight.areaId) : undefined;
  const fighter = (id: string | null) =>
    id ? (fighters.get(id) ?? { _id: id, name: '', club: null }) : null;
  return {
    _id: fight.id,
    tournamentId: fight.tournamentId,
    nominationId: fight.nominationId,
    stageId: fight.stageId,
    poolId: fight.poolId,
    index: fight.index,
    bracketKey: fight.bracketKey,
    nextBracketKey: fight.nextBracketKey,
    nextSlot: fight.nextSlot,
    loserNextBracketKey: fight.loserNextBracketKey,
    loserNextSlot: fight.loserNextSlot,
    isBye: fight.isBye,
    fighter1: fighter(fight.fighter1Id),
    fighter2: fighter(fight.fighter2Id),
    score1: fight.score1,
    score2: fight.score2,
    status: fight.status,
    result: fight.result,
    version: fight.version,
    area: area ? { _id: area.id, title: area.title } : null,
    areaOrder: fight.areaOrder,
    view: fightView(snapshotOf(fight), now),
  };
}

export type FightRowView = FightRow;

/** What a fight row shows of its ring. */
export interface RingName {
  id: string;
  title: string;
}

/** The rings of the given fights, by id (rings sit above fights, so their rows are read, not their entity). */
export async function areasOf(manager: EntityManager, fights: Fight[]): Promise<Map<string, RingName>> {
  const ids = [...new Set(fights.map((f) => f.areaId).filter((id): id is string => !!id))];
  const areas = ids.length
    ? await sqlOf(manager).selectFrom('area').select(['id', 'title']).where('id', 'in', ids).execute()
    : [];
  return new Map(areas.map((a) => [a.id, a]));
}

/** Views of many fights with two queries: their fighters and their rings. */
export async function fightRowViews(
  manager: EntityManager,
  fights: Fight[],
  now: number,
): Promise<FightRowView[]> {
  const fighters = await fighterDirectory(
    manager,
    fights.flatMap((f) => [f.fighter1Id, f.fighter2Id]),
  );
  const areas = await areasOf(manager, fights);
  return fights.map((fight) => fightRowView(fight, fighters, areas, now));
}
