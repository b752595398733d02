import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { fightView, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { TournamentStatus } from '@hema/shared/competition/tournament-status';
import { rawRows, type RowOf } from '../database/sql.js';

type FightColumns = RowOf<'fight'>;

/**
 * A fight as the live path reads it: the stored machine state, the names around it, and who may score it. Each
 * column's type comes from tables.ts (compared with the migrated schema by a test), so the raw statements below stay
 * typed.
 */
export interface FightStateRow extends Pick<
  FightColumns,
  | 'id'
  | 'version'
  | 'tournamentId'
  | 'nominationId'
  | 'poolId'
  | 'areaId'
  | 'areaOrder'
  | 'fighter1Id'
  | 'fighter2Id'
> {
  snapshot: FightSnapshot;
  poolTitle: RowOf<'pool'>['title'];
  poolTitleKey: RowOf<'pool'>['titleKey'];
  poolTitleNumber: RowOf<'pool'>['titleNumber'];
  nominationTitle: RowOf<'nomination'>['title'];
  colorLeft: RowOf<'nomination'>['colorLeft'];
  colorRight: RowOf<'nomination'>['colorRight'];
  redSide: RowOf<'nomination'>['redSide'];
  stageType: RowOf<'stage'>['type'];
  stageLabel: RowOf<'stage'>['label'];
  stageIndex: RowOf<'stage'>['index'];
  /** A fighter's name (or a team's) and club, null for an empty slot. */
  name1: RowOf<'user'>['name'] | null;
  club1: RowOf<'club'>['title'] | null;
  name2: RowOf<'user'>['name'] | null;
  club2: RowOf<'club'>['title'] | null;
  /** The tournament's author and status: what the judge's authorization needs (tournament-access). */
  authorId: RowOf<'tournament'>['authorId'];
  tournamentStatus: RowOf<'tournament'>['status'];
}

const SELECT = `
  SELECT f.id, f.version, f.snapshot, f."tournamentId", f."nominationId", f."poolId", f."areaId", f."areaOrder",
         f."fighter1Id", f."fighter2Id", p.title AS "poolTitle", p."titleKey" AS "poolTitleKey", p."titleNumber" AS "poolTitleNumber", n.title AS "nominationTitle", n."colorLeft", n."colorRight", n."redSide", s.type AS "stageType", s.label AS "stageLabel",
         s.index AS "stageIndex", COALESCE(u1.name, tm1.name) AS name1, c1.title AS club1,
         COALESCE(u2.name, tm2.name) AS name2, c2.title AS club2,
         t."authorId", t.status AS "tournamentStatus"
    FROM fight f
    JOIN tournament t ON t.id = f."tournamentId"
    JOIN pool p ON p.id = f."poolId"
    JOIN stage s ON s.id = p."stageId"
    JOIN nomination n ON n.id = f."nominationId"
    LEFT JOIN "user" u1 ON u1.id = f."fighter1Id"
    LEFT JOIN team tm1 ON tm1.id = f."fighter1Id"
    LEFT JOIN club c1 ON c1.id = COALESCE(u1."clubId", tm1."clubId")
    LEFT JOIN "user" u2 ON u2.id = f."fighter2Id"
    LEFT JOIN team tm2 ON tm2.id = f."fighter2Id"
    LEFT JOIN club c2 ON c2.id = COALESCE(u2."clubId", tm2."clubId")`;

/** The rooms' scopes of one subscription, by kind (a ring's caption room reads as its ring). */
export interface LiveScopes {
  tournaments: readonly string[];
  nominations: readonly string[];
  areas: readonly string[];
  fights: readonly string[];
  fighters: readonly string[];
}

export const NO_SCOPES: LiveScopes = {
  tournaments: [],
  nominations: [],
  areas: [],
  fights: [],
  fighters: [],
};

/** A tournament, category, ring or fight a room names, with its tournament's author and status (who may see it). */
export interface ScopeRow {
  kind: 'tournament' | 'nomination' | 'area' | 'fight';
  id: string;
  tournamentId: string;
  authorId: string;
  tournamentStatus: TournamentStatus;
}

/** What one subscription reads: every room's scope and every fight in any of them, at most `limit` fights. */
export interface LiveRead {
  scopes: ScopeRow[];
  rows: FightStateRow[];
  /** More fights matched than the limit: `rows` is cut short. */
  truncated: boolean;
}

/** Ring fights in ring order, the rest by stage, pool and bout. */
const ROOM_ORDER = `f."areaOrder" NULLS LAST, s.index, p.index, f.index`;

/** Reads fights as the small live views every client gets (names and clubs included, one query). */
@Injectable()
export class FightStateRepository {
  constructor(private readonly db: DataSource) {}

  async byIds(ids: readonly string[], manager: EntityManager = this.db.manager): Promise<FightState[]> {
    return (await this.rowsByIds(ids, manager)).map(toState);
  }

  /** The rows themselves, with the tournament's author and status: what a visibility check needs. */
  async rowsByIds(
    ids: readonly string[],
    manager: EntityManager = this.db.manager,
  ): Promise<FightStateRow[]> {
    if (ids.length === 0) return [];
    return rawRows<FightStateRow>(manager, `${SELECT} WHERE f.id = ANY($1::uuid[])`, [ids]);
  }

  /** One fight's row for the command path; `locked` takes the row lock inside the caller's transaction. */
  async row(id: string, manager: EntityManager, locked = false): Promise<FightStateRow | undefined> {
    const rows = await rawRows<FightStateRow>(
      manager,
      `${SELECT} WHERE f.id = $1${locked ? ' FOR UPDATE OF f' : ''}`,
      [id],
    );
    return rows[0];
  }

  /**
   * Every room of a subscription in ONE statement, however many rooms it names: the scope of each tournament,
   * category, ring and fight room (its tournament's author and status, so the caller's visibility is checked for
   * rooms without fights too) and every fight in any of the rooms once, ring fights in ring order — all of them up
   * to `limit` (a resync that cut a room short would leave clients with fights that no longer exist, so a larger
   * answer is refused by the caller instead, on `truncated`).
   */
  async live(scopes: LiveScopes, limit: number): Promise<LiveRead> {
    const params: unknown[] = [];
    const placeholders = new Map<readonly string[], string>();
    // Each list becomes one parameter, used by the scope part and the fights part alike.
    const ids = (list: readonly string[]) => {
      if (!placeholders.has(list)) placeholders.set(list, `$${params.push(list)}::uuid[]`);
      return placeholders.get(list)!;
    };
    const scopeParts = (
      [
        [
          'tournament',
          scopes.tournaments,
          `SELECT t.id, t.id AS "tournamentId" FROM tournament t WHERE t.id`,
        ],
        ['nomination', scopes.nominations, `SELECT n.id, n."tournamentId" FROM nomination n WHERE n.id`],
        ['area', scopes.areas, `SELECT a.id, a."tournamentId" FROM area a WHERE a.id`],
        ['fight', scopes.fights, `SELECT f.id, f."tournamentId" FROM fight f WHERE f.id`],
      ] as const
    )
      .filter(([, list]) => list.length > 0)
      .map(([kind, list, select]) => `SELECT '${kind}' AS kind, x.* FROM (${select} = ANY(${ids(list)})) x`);
    // Only the kinds asked for: each is one index scan.
    const conditions = (
      [
        [scopes.tournaments, (p: string) => `f."tournamentId" = ANY(${p})`],
        [scopes.nominations, (p: string) => `f."nominationId" = ANY(${p})`],
        [scopes.areas, (p: string) => `f."areaId" = ANY(${p})`],
        [scopes.fights, (p: string) => `f.id = ANY(${p})`],
        [scopes.fighters, (p: string) => `f."fighter1Id" = ANY(${p}) OR f."fighter2Id" = ANY(${p})`],
      ] as const
    )
      .filter(([list]) => list.length > 0)
      .map(([list, condition]) => condition(ids(list)));
    const parts: string[] = [];
    if (scopeParts.length > 0) {
      parts.push(`SELECT sc.kind, sc.id::text AS id, t.id::text AS "tournamentId", t."authorId"::text AS "authorId",
                         t.status AS "tournamentStatus", NULL::json AS fight
                    FROM (${scopeParts.join(' UNION ALL ')}) sc JOIN tournament t ON t.id = sc."tournamentId"`);
    }
    if (conditions.length > 0) {
      const numbered = SELECT.replace(
        'SELECT',
        `SELECT row_number() OVER (ORDER BY ${ROOM_ORDER}) AS position,`,
      );
      parts.push(`SELECT NULL AS kind, NULL AS id, NULL AS "tournamentId", NULL AS "authorId", NULL AS "tournamentStatus",
                         row_to_json(x) AS fight FROM (
                    ${numbered} WHERE ${conditions.join(' OR ')} ORDER BY ${ROOM_ORDER} LIMIT $${params.push(limit + 1)}
                  ) x`);
    }
    const read: LiveRead = { scopes: [], rows: [], truncated: false };
    if (parts.length === 0) return read;
    // Each row is either a room's scope (kind set, fight null) or one fight (the scope columns null).
    const rows = await rawRows<
      | (ScopeRow & { fight: null })
      | ({ [K in keyof ScopeRow]: null } & { fight: FightStateRow & { position: number } })
    >(this.db, parts.join(' UNION ALL '), params);
    const fights: (FightStateRow & { position: number })[] = [];
    for (const { fight, ...scope } of rows) {
      if (fight) fights.push(fight);
      else if (scope.kind !== null) read.scopes.push(scope);
    }
    fights.sort((a, b) => a.position - b.position);
    read.truncated = fights.length > limit;
    read.rows = fights.slice(0, limit).map(({ position: _position, ...row }) => row);
    return read;
  }
}

export function toState(row: FightStateRow): FightState {
  const now = Date.now();
  return {
    fightId: row.id,
    version: row.version,
    tournamentId: row.tournamentId,
    nominationId: row.nominationId,
    poolId: row.poolId,
    areaId: row.areaId,
    areaOrder: row.areaOrder,
    nominationTitle: row.nominationTitle,
    colorLeft: row.colorLeft,
    colorRight: row.colorRight,
    redSide: row.redSide === 2 ? 2 : 1,
    stage: { type: row.stageType, index: row.stageIndex, label: row.stageLabel || null },
    group: { key: row.poolTitleKey, n: row.poolTitleNumber, custom: row.poolTitle || null },
    fighter1: row.fighter1Id ? { _id: row.fighter1Id, name: row.name1 ?? '', club: row.club1 } : null,
    fighter2: row.fighter2Id ? { _id: row.fighter2Id, name: row.name2 ?? '', club: row.club2 } : null,
    view: fightView(row.snapshot, now),
    serverTime: now,
  };
}
