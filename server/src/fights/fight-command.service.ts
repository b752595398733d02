import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager } from 'typeorm';
import { applyFightEvent } from '@hema/shared/fight/fight-engine';
import type { FightEvent } from '@hema/shared/fight/events';
import {
  fightCommandSchema,
  type FightCommand,
  type FightCommandAnswer,
} from '@hema/shared/realtime/protocol';
import {
  COMMAND_REFUSALS,
  isDecisiveEvent,
  isRefusalReason,
  refusalInfo,
  type RefusalReason,
} from '@hema/shared/realtime/refusals';
import { fieldErrors } from '@hema/shared/schemas/auth';
import { AppError } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { jsonTooDeep } from '../common/input-safety.js';
import { SESSION_ENDED_MESSAGE } from '../auth/tokens.js';
import { assertCanManageTournament } from '../tournaments/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { unmovedChange, type FightChange } from './fight-changes.js';
import { FightEvent as FightEventRow } from './fight-event.entity.js';
import { FightResultHooks } from './fight-result-hooks.js';
import { FightStateRepository, toState, type FightStateRow } from './fight-state.repository.js';
import { Fight } from './fight.entity.js';
import { FightsRepository } from './fights.repository.js';

/** How often a command retries after losing the version race before it answers `conflict`. */
export const MAX_ATTEMPTS = 8;
/** Optimistic attempts before waiting for the row lock. */
const OPTIMISTIC_ATTEMPTS = 2;
/** A key press may be replayed from an offline outbox this long after it happened. */
const MAX_COMMAND_AGE_MS = 24 * 60 * 60 * 1000;
/** Fights whose last written row this process keeps; a row older than this is read again (names, clubs, rings). */
const CACHED_FIGHTS = 5000;
const CACHED_FIGHT_TTL_MS = 60_000;
/** A command is a few hundred bytes; anything far larger or deeper is not a key press. */
const MAX_COMMAND_BYTES = 4096;
const MAX_COMMAND_DEPTH = 8;

type Refused = { reason: RefusalReason; message: string };

/** What one attempt came to. */
type Step =
  | { kind: 'applied'; row: FightStateRow; changes: FightChange[] }
  | ({ kind: 'refused'; row: FightStateRow } & Refused)
  | ({ kind: 'denied' } & Refused)
  | { kind: 'missing' }
  | { kind: 'duplicate' }
  | { kind: 'lost' };

/** Why the conditional write matched no row. */
interface Miss {
  duplicate: boolean;
  sessionValid: boolean;
}

interface Judge {
  user: SessionUser;
  session: string | null;
  commandId: string;
  expectedVersion: number | undefined;
}

/**
 * The fight flow of ARCHITECTURE §4: authorize, pure transition, one conditional UPDATE on the version plus the
 * event log, announce only after commit, bounded retry; a command id is applied once. Every answer that is not an
 * application is a final refusal with a typed reason (shared/realtime/refusals.ts); only a fault of the server is
 * left to the caller as an exception (the socket answers it `server/error`, the one retryable reason).
 *
 * The common case is one statement. The process keeps the row it last wrote for each fight (machine state, names,
 * tournament author); that copy is only a guess, because the write is conditional on its version: if another
 * replica or an organizer changed the fight, the write matches nothing and the fight is read again. The same write
 * re-checks that the command id is new and, for socket judges, that the session is still valid, so a replay and a
 * revoked token are caught without extra reads. Everything slower (refusals, finishing fights, lost races) reads the
 * stored fight first.
 */
@Injectable()
export class FightCommandService {
  private readonly logger = new Logger('FightCommands');
  /** Commands on one fight run one after another within a process; replicas race only with each other. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly fights = new LRUCache<string, FightStateRow>({
    max: CACHED_FIGHTS,
    ttl: CACHED_FIGHT_TTL_MS,
  });

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly states: FightStateRepository,
    private readonly repository: FightsRepository,
    private readonly hooks: FightResultHooks,
  ) {}

  /**
   * `session` is the hash of the token the user was resolved from some time ago (a socket keeps its user for a
   * while); the write then checks that the session has not been revoked since. REST callers resolved the token on
   * this very request and pass nothing.
   */
  async execute(
    raw: unknown,
    user: SessionUser | null | undefined,
    session: string | null = null,
  ): Promise<FightCommandAnswer> {
    const commandId =
      typeof (raw as { commandId?: unknown })?.commandId === 'string'
        ? (raw as { commandId: string }).commandId.slice(0, 64)
        : '';
    const invalid = (message: string): FightCommandAnswer => ({
      ok: false,
      commandId,
      reason: COMMAND_REFUSALS.invalid,
      message,
    });
    if (jsonTooDeep(raw, MAX_COMMAND_DEPTH, MAX_COMMAND_BYTES))
      return invalid('The command is too large or too deeply nested');
    const parsed = fightCommandSchema.safeParse(raw);
    if (!parsed.success) {
      return invalid(
        Object.entries(fieldErrors(parsed.error))
          .map(([field, message]) => `${field}: ${message}`)
          .join('; '),
      );
    }
    const command = parsed.data;
    if (isDecisiveEvent(command.event.type) && command.expectedVersion === undefined)
      return invalid(`expectedVersion: the version you saw is required to ${command.event.type}`);
    if (!user) return { ok: false, commandId, ...refused(COMMAND_REFUSALS.unauthorized) };
    return this.serialized(command.fightId, () => this.apply(command, user, session));
  }

  private serialized<T>(fightId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(fightId) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(fightId, tail);
    void tail.then(() => {
      if (this.queues.get(fightId) === tail) this.queues.delete(fightId);
    });
    return run;
  }

  private async apply(
    command: FightCommand & { event: FightEvent },
    user: SessionUser,
    session: string | null,
  ): Promise<FightCommandAnswer> {
    const { commandId, fightId } = command;
    const now = this.clock.now().getTime();
    const event: FightEvent = {
      ...command.event,
      at: Math.min(now, Math.max(now - MAX_COMMAND_AGE_MS, command.event.at)),
    };
    const judge: Judge = { user, session, commandId, expectedVersion: command.expectedVersion };

    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // After a few lost races, wait for the row lock instead, so a busy replica cannot starve this one.
      const locked = attempt >= OPTIMISTIC_ATTEMPTS;
      let step: Step;
      try {
        step = locked
          ? await this.inTransaction((manager) => this.step(manager, fightId, event, judge, true, false))
          : await this.step(this.db.manager, fightId, event, judge, false, attempt === 0);
      } catch (error) {
        if (isUniqueViolation(error)) step = { kind: 'duplicate' };
        else if (error instanceof AppError && isRefusalReason(error.code))
          step = await this.refuseAfterRollback(fightId, event, judge, error);
        else throw error;
      }
      switch (step.kind) {
        case 'applied': {
          this.fights.set(fightId, step.row);
          const own = toState(step.row);
          this.repository.announce([unmovedChange(own), ...step.changes]);
          return { ok: true, commandId, version: own.version, state: own, replayed: false };
        }
        case 'refused':
          return {
            ok: false,
            commandId,
            reason: step.reason,
            message: step.message,
            state: toState(step.row),
          };
        case 'denied':
          return { ok: false, commandId, reason: step.reason, message: step.message };
        case 'missing':
          return { ok: false, commandId, ...refused(COMMAND_REFUSALS.notFound) };
        case 'duplicate':
          return this.replay(commandId);
        case 'lost':
          continue;
      }
    }
    this.logger.warn(`command ${commandId} on fight ${fightId} lost ${MAX_ATTEMPTS} races`);
    const [state] = await this.states.byIds([fightId]);
    return {
      ok: false,
      commandId,
      reason: COMMAND_REFUSALS.conflict,
      message: 'The fight is changing too fast; here is its current state. Try again.',
      state,
    };
  }

  /** A transaction whose thrown AppError (a refusal of a bracket rule) rolls everything back before it is told. */
  private inTransaction(work: (manager: EntityManager) => Promise<Step>): Promise<Step> {
    return this.db.transaction(work);
  }

  /**
   * A rule outside the fight machine refused the command inside the transaction (the bracket cannot move a fighter
   * into a fight that has started): everything rolled back; the refusal is logged and answered like any other.
   */
  private async refuseAfterRollback(
    fightId: string,
    event: FightEvent,
    judge: Judge,
    error: AppError,
  ): Promise<Step> {
    const row = await this.states.row(fightId, this.db.manager);
    if (!row) return { kind: 'missing' };
    return this.logRefusal(this.db.manager, row, event, judge, {
      reason: error.code as RefusalReason,
      message: error.message,
    });
  }

  /**
   * One attempt: take the fight (this process's last written copy when `cached`, else the stored row), authorize,
   * check the version rule, transition (pure), write on that version. A fight whose result appears, changes or goes
   * away needs a transaction for the result hooks (bracket advancement).
   */
  private async step(
    manager: EntityManager,
    fightId: string,
    event: FightEvent,
    judge: Judge,
    locked: boolean,
    cached: boolean,
  ): Promise<Step> {
    const copy = cached ? this.fights.get(fightId) : undefined;
    const row = copy ?? (await this.states.row(fightId, manager, locked));
    if (!row) return { kind: 'missing' };
    try {
      assertCanManageTournament(judge.user, { authorId: row.authorId, status: row.tournamentStatus });
    } catch (error) {
      if (error instanceof AppError && isRefusalReason(error.code))
        return { kind: 'denied', reason: error.code, message: error.message };
      throw error;
    }
    // Refusals are told only against the stored fight, never against a copy that may be behind.
    const stale =
      isDecisiveEvent(event.type) &&
      judge.expectedVersion !== undefined &&
      judge.expectedVersion !== row.version;
    const outcome = stale ? null : applyFightEvent(row.snapshot, event);
    if (!outcome?.ok) {
      if (copy) return this.step(manager, fightId, event, judge, locked, false);
      const why: Refused = outcome
        ? { reason: outcome.reason, message: outcome.message ?? refusalInfo(outcome.reason).message }
        : refused(COMMAND_REFUSALS.conflict);
      return this.logRefusal(manager, row, event, judge, why);
    }
    const next = outcome.snapshot;
    // A result appeared, changed or went away (finish, fix, restart, cancel of a finished fight): the bracket follows.
    const resultMoves = (next.value === 'finished' || row.snapshot.value === 'finished') && this.hooks.active;
    if (resultMoves && !locked) {
      return this.inTransaction((tx) => this.step(tx, fightId, event, judge, true, false));
    }
    const written = await this.repositoryWrite(manager, row, next, event, judge);
    if (!written) {
      this.fights.delete(fightId);
      return this.missed(manager, judge.commandId, judge.session);
    }
    const moved: FightStateRow = { ...row, version: row.version + 1, snapshot: next };
    if (!resultMoves) return { kind: 'applied', row: moved, changes: [] };
    const writer = this.repository.writer(manager);
    const fight = await manager.getRepository(Fight).findOneByOrFail({ id: row.id });
    await this.hooks.run(writer, fight);
    return { kind: 'applied', row: moved, changes: writer.changes };
  }

  /** The command's one statement: the fight on its version, the event log, the command id and the session. */
  private async repositoryWrite(
    manager: EntityManager,
    row: FightStateRow,
    next: FightStateRow['snapshot'],
    event: FightEvent,
    judge: Judge,
  ): Promise<boolean> {
    const written: unknown[] = await manager.query(
      `WITH moved AS (
         UPDATE fight SET snapshot = $3::jsonb, version = version + 1, status = $4, score1 = $5, score2 = $6, result = $7, "updatedAt" = now()
          WHERE id = $1 AND version = $2
            AND NOT EXISTS (SELECT 1 FROM fight_event WHERE "commandId" = $8)
            AND ${sessionStands('$11', '$12')}
          RETURNING id, version)
       INSERT INTO fight_event ("fightId", "commandId", "userId", event, version, applied)
       SELECT id, $8, $9, $10::jsonb, version, true FROM moved
       RETURNING id`,
      [
        row.id,
        row.version,
        JSON.stringify(next),
        next.value,
        next.context.score1,
        next.context.score2,
        next.context.result,
        judge.commandId,
        judge.user._id,
        JSON.stringify(event),
        judge.session,
        this.clock.now(),
      ],
    );
    return written.length === 1;
  }

  /** Logs a refused command (so a replay answers the same) and answers the refusal with the stored fight. */
  private async logRefusal(
    manager: EntityManager,
    row: FightStateRow,
    event: FightEvent,
    judge: Judge,
    why: Refused,
  ): Promise<Step> {
    const logged: unknown[] = await manager.query(
      `INSERT INTO fight_event ("fightId", "commandId", "userId", event, version, applied, reason)
       VALUES ($1, $2, $3, $4::jsonb, $5, false, $6)
       ON CONFLICT ("commandId") DO NOTHING
       RETURNING id`,
      [row.id, judge.commandId, judge.user._id, JSON.stringify(event), row.version, why.reason],
    );
    if (logged.length === 0) return { kind: 'duplicate' };
    return { kind: 'refused', row, ...why };
  }

  /** The write matched no row: the command was seen before, the session ended, or another writer won the race. */
  private async missed(manager: EntityManager, commandId: string, session: string | null): Promise<Step> {
    const [miss]: Miss[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM fight_event WHERE "commandId" = $1) AS duplicate,
              ${sessionStands('$2', '$3')} AS "sessionValid"`,
      [commandId, session, this.clock.now()],
    );
    if (miss.duplicate) return { kind: 'duplicate' };
    if (!miss.sessionValid)
      return { kind: 'denied', reason: COMMAND_REFUSALS.unauthorized, message: SESSION_ENDED_MESSAGE };
    return { kind: 'lost' };
  }

  /** The stored answer of a command seen before (from this or another replica). */
  private async replay(commandId: string): Promise<FightCommandAnswer> {
    const seen = await this.db.getRepository(FightEventRow).findOne({ where: { commandId } });
    // A duplicate whose log row is gone (its fight was deleted meanwhile) is a fight that no longer exists.
    if (!seen) return { ok: false, commandId, ...refused(COMMAND_REFUSALS.notFound) };
    const [state] = await this.states.byIds([seen.fightId]);
    if (!state) return { ok: false, commandId, ...refused(COMMAND_REFUSALS.notFound), replayed: true };
    if (seen.applied) return { ok: true, commandId, version: seen.version, state, replayed: true };
    const reason = isRefusalReason(seen.reason ?? '')
      ? (seen.reason as RefusalReason)
      : COMMAND_REFUSALS.conflict;
    return { ok: false, commandId, ...refused(reason), state, replayed: true };
  }
}

function refused(reason: RefusalReason): Refused {
  return { reason, message: refusalInfo(reason).message };
}

/** SQL: no session to check (null hash), or the session of that token hash is neither revoked nor expired at `now`. */
function sessionStands(tokenHash: string, now: string): string {
  return `(${tokenHash}::varchar IS NULL OR EXISTS (
    SELECT 1 FROM session WHERE "tokenHash" = ${tokenHash} AND "revokedAt" IS NULL AND "expiresAt" > ${now}))`;
}
