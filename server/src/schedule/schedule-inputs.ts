import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { GroupTitleKey } from '@hema/shared/competition/group-title';
import type { StageType } from '@hema/shared/domain-types';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import type { DayPlan } from '@hema/shared/schedule/day-plan';
import { fightRules, type FightRulesInput } from '@hema/shared/fight/rules';
import type { TournamentStatus } from '@hema/shared/competition/tournament-status';
import { rawRows, type RowOf } from '../database/sql.js';
import { CachedReads } from '../views/cached-reads.js';

/** A fighter (or a team) of a fight as the schedule names them. */
export interface ScheduleFighter {
  _id: string;
  name: string;
  club: { _id: string; title: string } | null;
}

/** A fight on a ring as the schedule reads it: waiting, running, or over within the last day. */
export interface RingFightRow {
  id: string;
  areaId: string;
  areaOrder: number | null;
  status: FightStatus;
  nominationId: string;
  nominationTitle: string;
  stageId: string;
  stage: { type: StageType; index: number; label: string | null };
  group: { key: GroupTitleKey; n: number | null; custom: string | null };
  fighter1: ScheduleFighter | null;
  fighter2: ScheduleFighter | null;
  /** Epoch ms. */
  startedAt: number | null;
  finishedAt: number | null;
  calledAt: number | null;
  /** The last applied command of a running fight (epoch ms): the stale-ring alert's "no score". */
  lastEventAt: number | null;
}

/** Everything one tournament's schedule is computed from; kept in the view cache until a fight or setting changes. */
export interface ScheduleInputs {
  tournament: {
    id: string;
    title: string;
    authorId: string;
    status: TournamentStatus;
    staleRingMinutes: number | null;
    stageBreakMinutes: number | null;
  } & DayPlan;
  rings: { id: string; title: string }[];
  fights: RingFightRow[];
  /** Fight time of each category's rules (ms). */
  durations: Map<string, number>;
}

/** Finished fights older than this do not teach the estimates (another day of the tournament). */
export const FINISHED_WINDOW_MS = 14 * 3600_000;

type Row = Omit<RingFightRow, 'stage' | 'group' | 'fighter1' | 'fighter2' | 'calledAt'> & {
  stageType: RowOf<'stage'>['type'];
  stageIndex: number;
  stageLabel: string | null;
  poolTitle: string | null;
  poolTitleKey: RowOf<'pool'>['titleKey'];
  poolTitleNumber: number | null;
  fighter1Id: string | null;
  name1: string | null;
  club1Id: string | null;
  club1: string | null;
  fighter2Id: string | null;
  name2: string | null;
  club2Id: string | null;
  club2: string | null;
  called: unknown;
  calledInContext: unknown;
};

/**
 * Reads a tournament's schedule inputs with four statements (the tournament, its rings, its ring fights with names
 * and clubs, its categories' rules) and keeps them in the view cache under the tournament's room, so every fight
 * change, ring change and setting change of the tournament drops them (views/view-events.ts); the times themselves
 * are computed per request from "now".
 */
@Injectable()
export class ScheduleInputsReader {
  constructor(
    private readonly db: DataSource,
    private readonly reads: CachedReads,
  ) {}

  /** The inputs of a tournament, or null when there is no such tournament. */
  async inputs(tournamentId: string): Promise<ScheduleInputs | null> {
    const found = await this.reads.cache.get(`schedule.inputs:${tournamentId}`, async () => {
      const value = await this.read(tournamentId);
      const bytes = 2_000 + (value?.fights.length ?? 0) * 600;
      return { value: value ?? MISSING, bytes, tags: [`tournament:${tournamentId}`], group: tournamentId };
    });
    return found === MISSING ? null : (found as ScheduleInputs);
  }

  private async read(tournamentId: string): Promise<ScheduleInputs | null> {
    const [tournament] = await rawRows<ScheduleInputs['tournament']>(
      this.db,
      `SELECT id, title, "authorId", status, "staleRingMinutes", "stageBreakMinutes", "timeZone", "dayStartsAt",
              "dayEndsAt", "lunchFrom", "lunchTo"
         FROM tournament WHERE id = $1`,
      [tournamentId],
    );
    if (!tournament) return null;
    const rings = await rawRows<ScheduleInputs['rings'][number]>(
      this.db,
      `SELECT id, title FROM area WHERE "tournamentId" = $1 ORDER BY index, "createdAt", id`,
      [tournamentId],
    );
    const rows = await rawRows<Row>(
      this.db,
      `SELECT f.id, f."areaId", f."areaOrder", f.status, f."nominationId", n.title AS "nominationTitle",
              f."stageId", s.type AS "stageType", s.index AS "stageIndex", s.label AS "stageLabel",
              p.title AS "poolTitle", p."titleKey" AS "poolTitleKey", p."titleNumber" AS "poolTitleNumber",
              f."fighter1Id", COALESCE(u1.name, tm1.name) AS name1, c1.id AS "club1Id", c1.title AS club1,
              f."fighter2Id", COALESCE(u2.name, tm2.name) AS name2, c2.id AS "club2Id", c2.title AS club2,
              (extract(epoch FROM f."startedAt") * 1000)::float8 AS "startedAt",
              (extract(epoch FROM f."finishedAt") * 1000)::float8 AS "finishedAt",
              f.snapshot->'calledAt' AS called, f.snapshot->'context'->'calledAt' AS "calledInContext",
              CASE WHEN f.status IN ('running', 'paused') THEN
                (SELECT (extract(epoch FROM MAX(e."createdAt")) * 1000)::float8 FROM fight_event e
                  WHERE e."fightId" = f.id AND e.applied) END AS "lastEventAt"
         FROM fight f
         JOIN nomination n ON n.id = f."nominationId"
         JOIN stage s ON s.id = f."stageId"
         JOIN pool p ON p.id = f."poolId"
         LEFT JOIN "user" u1 ON u1.id = f."fighter1Id"
         LEFT JOIN team tm1 ON tm1.id = f."fighter1Id"
         LEFT JOIN club c1 ON c1.id = COALESCE(u1."clubId", tm1."clubId")
         LEFT JOIN "user" u2 ON u2.id = f."fighter2Id"
         LEFT JOIN team tm2 ON tm2.id = f."fighter2Id"
         LEFT JOIN club c2 ON c2.id = COALESCE(u2."clubId", tm2."clubId")
        WHERE f."tournamentId" = $1 AND f."areaId" IS NOT NULL AND NOT f."isBye"
          AND (f.status IN ('scheduled', 'running', 'paused')
               OR f."finishedAt" > now() - make_interval(secs => $2::float8 / 1000))`,
      [tournamentId, FINISHED_WINDOW_MS],
    );
    const nominations = await rawRows<{ id: string; rules: FightRulesInput }>(
      this.db,
      `SELECT id, rules FROM nomination WHERE "tournamentId" = $1`,
      [tournamentId],
    );
    return {
      tournament,
      rings,
      fights: rows.map(toFight),
      durations: new Map(nominations.map((n) => [n.id, durationOf(n.rules)])),
    };
  }
}

const MISSING = Symbol('no such tournament');

function durationOf(rules: FightRulesInput): number {
  try {
    return fightRules(rules).durationMs;
  } catch {
    return fightRules().durationMs; // a category saved before a rule existed reads as the default
  }
}

function fighterOf(id: string | null, name: string | null, clubId: string | null, club: string | null) {
  if (!id) return null;
  return { _id: id, name: name ?? '', club: clubId ? { _id: clubId, title: club ?? '' } : null };
}

function toFight(row: Row): RingFightRow {
  return {
    id: row.id,
    areaId: row.areaId,
    areaOrder: row.areaOrder,
    status: row.status,
    nominationId: row.nominationId,
    nominationTitle: row.nominationTitle,
    stageId: row.stageId,
    stage: { type: row.stageType, index: row.stageIndex, label: row.stageLabel || null },
    group: { key: row.poolTitleKey, n: row.poolTitleNumber, custom: row.poolTitle || null },
    fighter1: fighterOf(row.fighter1Id, row.name1, row.club1Id, row.club1),
    fighter2: fighterOf(row.fighter2Id, row.name2, row.club2Id, row.club2),
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    calledAt: calledAtOf(row.called) ?? calledAtOf(row.calledInContext),
    lastEventAt: row.lastEventAt,
  };
}

/**
 * When the ring called the fight's fighters, read tolerantly: the call command (another piece of work) keeps it in
 * the snapshot as epoch ms or an ISO string, on the snapshot or in its context; anything else reads as not called.
 */
export function calledAtOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}
