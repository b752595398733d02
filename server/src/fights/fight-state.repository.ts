import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { fightView, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { GroupTitleKey } from '@hema/shared/competition/group-title';
import type { StageType } from '@hema/shared/domain-types';
import type { TournamentStatus } from '@hema/shared/competition/tournament-status';

/** A fight as the live path reads it: the stored machine state, the names around it, and who may score it. */
export interface FightStateRow {
  id: string;
  version: number;
  snapshot: FightSnapshot;
  tournamentId: string;
  nominationId: string;
  poolId: string;
  areaId: string | null;
  areaOrder: number | null;
  fighter1Id: string | null;
  fighter2Id: string | null;
  poolTitle: string;
  poolTitleKey: GroupTitleKey;
  poolTitleNumber: number | null;
  nominationTitle: string;
  stageType: StageType;
  stageLabel: string;
  stageIndex: number;
  name1: string | null;
  club1: string | null;
  name2: string | null;
  club2: string | null;
  /** The tournament's author and status: what the judge's authorization needs (tournament-access). */
  authorId: string;
  tournamentStatus: TournamentStatus;
}

const SELECT = `
  SELECT f.id, f.version, f.snapshot, f."tournamentId", f."nominationId", f."poolId", f."areaId", f."areaOrder",
         f."fighter1Id", f."fighter2Id", p.title AS "poolTitle", p."titleKey" AS "poolTitleKey", p."titleNumber" AS "poolTitleNumber", n.title AS "nominationTitle", s.type AS "stageType", s.label AS "stageLabel",
         s.index AS "stageIndex", u1.name AS name1, c1.title AS club1, u2.name AS name2, c2.title AS club2,
         t."authorId", t.status AS "tournamentStatus"
    FROM fight f
    JOIN tournament t ON t.id = f."tournamentId"
    JOIN pool p ON p.id = f."poolId"
    JOIN stage s ON s.id = p."stageId"
    JOIN nomination n ON n.id = f."nominationId"
    LEFT JOIN "user" u1 ON u1.id = f."fighter1Id"
    LEFT JOIN club c1 ON c1.id = u1."clubId"
    LEFT JOIN "user" u2 ON u2.id = f."fighter2Id"
    LEFT JOIN club c2 ON c2.id = u2."clubId"`;

/** Reads fights as the small live views every client gets (names and clubs included, one query). */
@Injectable()
export class FightStateRepository {
  constructor(private readonly db: DataSource) {}

  async byIds(ids: readonly string[], manager: EntityManager = this.db.manager): Promise<FightState[]> {
    if (ids.length === 0) return [];
    const rows: FightStateRow[] = await manager.query(`${SELECT} WHERE f.id = ANY($1::uuid[])`, [ids]);
    return rows.map(toState);
  }

  /** One fight's row for the command path; `locked` takes the row lock inside the caller's transaction. */
  async row(id: string, manager: EntityManager, locked = false): Promise<FightStateRow | undefined> {
    const rows: FightStateRow[] = await manager.query(
      `${SELECT} WHERE f.id = $1${locked ? ' FOR UPDATE OF f' : ''}`,
      [id],
    );
    return rows[0];
  }

  /** `id:version` of the ring's fights in ring order: the cheap fingerprint polling consoles compare. */
  async versionsOfArea(areaId: string): Promise<string[]> {
    const rows: { id: string; version: number }[] = await this.db.query(
      `SELECT id, version FROM fight WHERE "areaId" = $1 ORDER BY "areaOrder", id`,
      [areaId],
    );
    return rows.map((r) => `${r.id}:${r.version}`);
  }

  /** Fights of a room's scope (tournament, nomination, ring, fighter), ring fights in ring order — all of them: a resync that cut a large tournament short would leave clients with fights that no longer exist. */
  async byScope(
    kind: 'tournament' | 'nomination' | 'area' | 'fighter' | 'fight',
    id: string,
  ): Promise<FightState[]> {
    const where = {
      tournament: `f."tournamentId" = $1`,
      nomination: `f."nominationId" = $1`,
      area: `f."areaId" = $1`,
      fighter: `(f."fighter1Id" = $1 OR f."fighter2Id" = $1)`,
      fight: `f.id = $1`,
    }[kind];
    const rows: FightStateRow[] = await this.db.query(
      `${SELECT} WHERE ${where} ORDER BY f."areaOrder" NULLS LAST, s.index, p.index, f.index`,
      [id],
    );
    return rows.map(toState);
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
    stage: { type: row.stageType, index: row.stageIndex, label: row.stageLabel || null },
    group: { key: row.poolTitleKey, n: row.poolTitleNumber, custom: row.poolTitle || null },
    fighter1: row.fighter1Id ? { _id: row.fighter1Id, name: row.name1 ?? '', club: row.club1 } : null,
    fighter2: row.fighter2Id ? { _id: row.fighter2Id, name: row.name2 ?? '', club: row.club2 } : null,
    view: fightView(row.snapshot, now),
    serverTime: now,
  };
}
