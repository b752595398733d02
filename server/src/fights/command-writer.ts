import type { EntityManager } from 'typeorm';
import type { FightEvent } from '@hema/shared/fight/events';
import type { LoggedConsole } from '@hema/shared/realtime/protocol';
import type { RefusalReason } from '@hema/shared/realtime/refusals';
import {
  accountStands,
  sessionStands,
  type BindParameter,
  type SessionStamp,
} from '../auth/session-check.js';
import { FightEvent as FightEventRow } from './fight-event.entity.js';
import { Fight } from './fight.entity.js';
import { FightStateRepository, type FightStateRow } from './fight-state.repository.js';
import { sql } from 'kysely';
import { rawRows, sqlOf, type RowOf } from '../database/sql.js';

/** Who sent a command, as its write checks them. */
export interface CommandAuthor {
  commandId: string;
  userId: string;
  /** A socket's account as it resolved it; null for REST (resolved on the request itself). */
  account: SessionStamp | null;
  console: LoggedConsole | null;
  /** Set when scoring as a judge of the fight's ring: the write checks that access still stands on that ring. */
  ringJudge: string | null;
}

/** Why a command's write matched no row. */
export interface CommandMiss {
  /** The command id was logged on this fight before. */
  duplicate: boolean;
  /** The command id was logged on another fight. */
  taken: boolean;
  sessionValid: boolean;
  accountSame: boolean;
}

/** A person's judge access to one ring: standing, revoked (and not given again), or never given. */
export type JudgeStanding = 'standing' | 'revoked' | 'none';

/**
 * The judge's command path's reads and writes of fights, on one connection or inside one transaction: the fights
 * repository hands it out (FightsRepository.commands), like the FightWriter of organizer writes. The common write
 * is one statement that updates the fight on the version its caller loaded, logs the command, and checks in the same
 * statement that the command id is new and that the sender's session, account and ring access still stand — so a
 * replay, a revoked token and a revoked judge are caught without extra reads.
 */
export class CommandWriter {
  constructor(
    readonly manager: EntityManager,
    private readonly states: FightStateRepository,
  ) {}

  /** The same path inside one transaction (finishing fights, lost races): its writes commit or roll back together. */
  transaction<T>(work: (tx: CommandWriter) => Promise<T>): Promise<T> {
    return this.manager.transaction((manager) => work(new CommandWriter(manager, this.states)));
  }

  /** One fight's live row; `locked` takes the row lock inside the transaction. */
  row(fightId: string, locked = false): Promise<FightStateRow | undefined> {
    return this.states.row(fightId, this.manager, locked);
  }

  /** The stored fight entity, for the result hooks. */
  fight(fightId: string): Promise<Fight> {
    return this.manager.getRepository(Fight).findOneByOrFail({ id: fightId });
  }

  /**
   * Writes the fight's next snapshot on the version `row` carries and logs the command, in one statement, when the
   * command id is new on every fight and the sender still stands. Answers the tournament's author and status as
   * they are now (the kept copy never pushes with a stale status), or null when nothing matched.
   */
  async apply(
    row: FightStateRow,
    next: FightStateRow['snapshot'],
    event: FightEvent,
    author: CommandAuthor,
    now: Date,
  ): Promise<Pick<FightStateRow, 'authorId' | 'tournamentStatus'> | null> {
    const { values, bind } = parameters();
    const [id, version, commandId, score1, score2, status] = [
      bind(row.id),
      bind(row.version),
      bind(author.commandId),
      bind(next.context.score1),
      bind(next.context.score2),
      bind(next.value),
    ];
    const times = fightTimes(status, bind(new Date(event.at).toISOString()));
    const written = await rawRows<Pick<FightStateRow, 'authorId' | 'tournamentStatus'>>(
      this.manager,
      `WITH moved AS (
         UPDATE fight SET snapshot = ${bind(JSON.stringify(next))}::jsonb, version = version + 1, status = ${status},
                score1 = ${score1}, score2 = ${score2}, result = ${bind(next.context.result)}, "updatedAt" = now(),
                "startedAt" = ${times.startedAt}, "finishedAt" = ${times.finishedAt}
          WHERE id = ${id} AND version = ${version}
            AND NOT EXISTS (SELECT 1 FROM fight_event WHERE "commandId" = ${commandId})
            AND ${accountStands(author.account, now, bind)}
            AND ${judgeStands(author.ringJudge, 'fight."areaId"', bind)}
          RETURNING id, version, "tournamentId"),
       logged AS (
         INSERT INTO fight_event ("fightId", "commandId", "userId", event, version, applied, console, score1, score2)
         SELECT id, ${commandId}, ${bind(author.userId)}, ${bind(JSON.stringify(event))}::jsonb, version, true,
                ${bind(author.console)}::varchar, ${score1}, ${score2} FROM moved
         RETURNING id)
       SELECT t."authorId", t.status AS "tournamentStatus"
         FROM moved JOIN tournament t ON t.id = moved."tournamentId"
        WHERE EXISTS (SELECT 1 FROM logged)`,
      values,
    );
    return written[0] ?? null;
  }

  /**
   * Logs a refused command under the same conditions as an applied one (a new id on every fight, a sender that still
   * stands), so a replay answers the same refusal; false when nothing was logged.
   */
  async logRefusal(
    row: FightStateRow,
    event: FightEvent,
    author: CommandAuthor,
    reason: RefusalReason,
    now: Date,
  ): Promise<boolean> {
    const { values, bind } = parameters();
    const [id, commandId] = [bind(row.id), bind(author.commandId)];
    const logged = await rawRows<Pick<RowOf<'fight_event'>, 'id'>>(
      this.manager,
      `INSERT INTO fight_event ("fightId", "commandId", "userId", event, version, applied, reason, console, score1, score2)
       SELECT ${id}::uuid, ${commandId}::varchar, ${bind(author.userId)}::uuid, ${bind(JSON.stringify(event))}::jsonb,
              ${bind(row.version)}::int, false, ${bind(reason)}::varchar, ${bind(author.console)}::varchar,
              ${bind(row.snapshot.context.score1)}::int, ${bind(row.snapshot.context.score2)}::int
        WHERE NOT EXISTS (SELECT 1 FROM fight_event WHERE "commandId" = ${commandId}::varchar AND "fightId" <> ${id}::uuid)
          AND ${accountStands(author.account, now, bind)}
          AND ${judgeStands(author.ringJudge, `(SELECT f."areaId" FROM fight f WHERE f.id = ${id}::uuid)`, bind)}
       ON CONFLICT ("commandId", "fightId") DO NOTHING
       RETURNING id`,
      values,
    );
    return logged.length > 0;
  }

  /** Why a write matched no row: the session ended, the account changed, the id was seen, or a race was lost. */
  async whyMissed(fightId: string, author: CommandAuthor, now: Date): Promise<CommandMiss> {
    const { values, bind } = parameters();
    const [commandId, id] = [bind(author.commandId), bind(fightId)];
    const [miss] = await rawRows<CommandMiss>(
      this.manager,
      `SELECT EXISTS (SELECT 1 FROM fight_event WHERE "commandId" = ${commandId} AND "fightId" = ${id}) AS duplicate,
              EXISTS (SELECT 1 FROM fight_event WHERE "commandId" = ${commandId} AND "fightId" <> ${id}) AS taken,
              ${sessionStands(author.account, now, bind)} AS "sessionValid",
              ${accountStands(author.account, now, bind)} AS "accountSame"`,
      values,
    );
    return miss;
  }

  /** The person's judge access to the ring the fight is on. */
  async judgeStanding(areaId: string | null, userId: string): Promise<JudgeStanding> {
    if (!areaId) return 'none';
    const rows = await sqlOf(this.manager)
      .selectFrom('ring_judge')
      .select(sql<boolean>`bool_or("revokedAt" IS NULL)`.as('standing'))
      .where('areaId', '=', areaId)
      .where('userId', '=', userId)
      .groupBy('userId')
      .execute();
    if (rows.length === 0) return 'none';
    return rows[0].standing ? 'standing' : 'revoked';
  }

  /** The logged answer of a command on this fight, and whether its id was used on any other fight. */
  async logged(
    commandId: string,
    fightId: string,
  ): Promise<{ seen: FightEventRow | null; elsewhere: boolean }> {
    const events = this.manager.getRepository(FightEventRow);
    const seen = await events.findOne({ where: { commandId, fightId } });
    return { seen, elsewhere: !seen && (await events.exists({ where: { commandId } })) };
  }
}

/**
 * SQL of a fight's start and finish times as its status becomes `status` at `at` (SQL expressions: placeholders or
 * literals; `at` is the press time): the first start is kept through pauses, an end is kept through result fixes, and
 * a fight back to scheduled (RESTART) has neither. The live schedule (schedule/) reads them.
 */
export function fightTimes(status: string, at: string): { startedAt: string; finishedAt: string } {
  return {
    startedAt: `CASE WHEN ${status}::varchar = 'scheduled' THEN NULL
                     WHEN ${status}::varchar IN ('running', 'paused') THEN COALESCE("startedAt", ${at}::timestamptz)
                     ELSE "startedAt" END`,
    finishedAt: `CASE WHEN ${status}::varchar IN ('finished', 'cancelled') THEN COALESCE("finishedAt", ${at}::timestamptz)
                      ELSE NULL END`,
  };
}

/** A parameter list and its binder: `bind` appends a value and answers its placeholder. */
function parameters(): { values: unknown[]; bind: BindParameter } {
  const values: unknown[] = [];
  return { values, bind: (value) => `$${values.push(value)}` };
}

/**
 * SQL: not scoring as a ring judge (null user), or that user's judge access to the ring the fight is on now still
 * stands. A write that fails it (revoked meanwhile, or the fight moved to another ring) misses and is authorized again.
 */
function judgeStands(userId: string | null, areaId: string, bind: BindParameter): string {
  const user = bind(userId);
  return `(${user}::uuid IS NULL OR EXISTS (
    SELECT 1 FROM ring_judge rj WHERE rj."areaId" = ${areaId} AND rj."userId" = ${user}::uuid AND rj."revokedAt" IS NULL))`;
}
