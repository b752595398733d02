import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager } from 'typeorm';
import { applyFightEvent } from '@hema/shared/fight/fight-engine';
import {
  fightCommandSchema,
  type FightCommand,
  type FightCommandAnswer,
  type FightState,
} from '@hema/shared/realtime/protocol';
import { refusalInfo, type RefusalReason } from '@hema/shared/realtime/refusals';
import { fieldErrors } from '@hema/shared/schemas/auth';
import { AppError } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { SESSION_ENDED_MESSAGE } from '../auth/tokens.js';
import { isUniqueViolation } from '../competition/database-errors.js';
import { Fight } from '../competition/fight.entity.js';
import { FightEvent } from '../competition/fight-event.entity.js';
import { assertCanManageTournament } from '../competition/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { FIGHT_FINISHED, type FightFinishedHandler } from './fight-finished.js';
import { FightStateRepository, toState, type FightStateRow } from './fight-state.repository.js';
import { LiveBroadcaster } from './live-broadcaster.js';

/** How often a command retries after losing the version race before it answers `conflict`. */
export const MAX_ATTEMPTS = 8;
/** Optimistic attempts before waiting for the row lock. */
const OPTIMISTIC_ATTEMPTS = 2;
/** A key press may be replayed from an offline outbox this long after it happened. */
const MAX_COMMAND_AGE_MS = 24 * 60 * 60 * 1000;
/** Fights whose last written row this process keeps; a row older than this is read again (names, clubs, rings). */
const CACHED_FIGHTS = 5000;
const CACHED_FIGHT_TTL_MS = 60_000;

/** What one attempt came to. */
type Step =
  | { kind: 'applied'; row: FightStateRow; changed: string[] }
  | { kind: 'refused'; reason: RefusalReason; message: string; row: FightStateRow }
  | { kind: 'denied'; reason: RefusalReason; message: string }
  | { kind: 'missing' }
  | { kind: 'duplicate' }
  | { kind: 'lost' };

/** Why the conditional write matched no row. */
interface Miss {
  duplicate: boolean;
  sessionValid: boolean;
}

/**
 * The fight flow of ARCHITECTURE §4: authorize, pure transition, one conditional UPDATE on the version plus the
 * event log, broadcast only after commit, bounded retry; a command id is applied once.
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
    @Inject(LiveBroadcaster) private readonly broadcaster: LiveBroadcaster,
    @Optional() @Inject(FIGHT_FINISHED) private readonly onFinished?: FightFinishedHandler,
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
    const parsed = fightCommandSchema.safeParse(raw);
    const commandId =
      typeof (raw as { commandId?: unknown })?.commandId === 'string'
        ? (raw as { commandId: string }).commandId
        : '';
    if (!parsed.success) {
      const message = Object.entries(fieldErrors(parsed.error))
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ');
      return { ok: false, commandId, reason: 'command/invalid', message };
    }
    if (!user)
      return { ok: false, commandId, reason: 'auth/unauthorized', message: 'Sign in to score fights' };
    const command = parsed.data;
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
    command: FightCommand,
    user: SessionUser,
    session: string | null,
  ): Promise<FightCommandAnswer> {
    const { commandId, fightId } = command;
    const now = this.clock.now().getTime();
    const at =
      typeof command.event.at === 'number' && Number.isFinite(command.event.at) ? command.event.at : now;
    const event = { ...command.event, at: Math.min(now, Math.max(now - MAX_COMMAND_AGE_MS, at)) };
    const judge = { user, session, commandId };

    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // After a few lost races, wait for the row lock instead, so a busy replica cannot starve this one.
      const locked = attempt >= OPTIMISTIC_ATTEMPTS;
      let step: Step;
      try {
        step = locked
          ? await this.db.transaction((tx) => this.step(tx, command.fightId, event, judge, true, false))
          : await this.step(this.db.manager, command.fightId, event, judge, false, attempt === 0);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        step = { kind: 'duplicate' };
      }
      switch (step.kind) {
        case 'applied': {
          this.fights.set(fightId, step.row);
          const own = toState(step.row);
          this.broadcaster.publish([own]);
          await this.broadcaster.publishFights(step.changed);
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
          return { ok: false, commandId, reason: 'fight/not-found', message: 'Fight not found' };
        case 'duplicate':
          return (await this.replay(commandId))!;
        case 'lost':
          continue;
      }
    }
    this.logger.warn(`command ${commandId} on fight ${fightId} lost ${MAX_ATTEMPTS} races`);
    const [state] = await this.states.byIds([fightId]);
    return {
      ok: false,
      commandId,
      reason: 'conflict',
      message: 'The fight is changing too fast; here is its current state. Try again.',
      state,
    };
  }

  /**
   * One attempt: take the fight (this process's last written copy when `cached`, else the stored row), authorize,
   * transition (pure), write on that version. A fight that finishes, or stops being finished, needs a transaction
   * for bracket advancement.
   */
  private async step(
    manager: EntityManager,
    fightId: string,
    event: Record<string, unknown>,
    judge: { user: SessionUser; session: string | null; commandId: string },
    locked: boolean,
    cached: boolean,
  ): Promise<Step> {
    const copy = cached ? this.fights.get(fightId) : undefined;
    const row = copy ?? (await this.states.row(fightId, manager, locked));
    if (!row) return { kind: 'missing' };
    try {
      assertCanManageTournament(judge.user, { authorId: row.authorId, status: row.tournamentStatus });
    } catch (error) {
      if (error instanceof AppError)
        return { kind: 'denied', reason: error.code as RefusalReason, message: error.message };
      throw error;
    }
    const outcome = applyFightEvent(row.snapshot, event);
    if (!outcome.ok) {
      // A refusal is told only against the stored fight, never against a copy that may be behind.
      if (copy) return this.step(manager, fightId, event, judge, locked, false);
      const logged: unknown[] = await manager.query(
        `INSERT INTO fight_event ("fightId", "commandId", "userId", event, version, applied, reason)
         VALUES ($1, $2, $3, $4::jsonb, $5, false, $6)
         ON CONFLICT ("commandId") DO NOTHING
         RETURNING id`,
        [fightId, judge.commandId, judge.user._id, JSON.stringify(event), row.version, outcome.reason],
      );
      if (logged.length === 0) return { kind: 'duplicate' };
      const message = outcome.message ?? refusalMessage(outcome.reason);
      return { kind: 'refused', reason: outcome.reason, message, row };
    }
    const next = outcome.snapshot;
    // A result appeared, changed or went away (finish, fix, restart, cancel of a finished fight): the bracket follows.
    const finishing = (next.value === 'finished' || row.snapshot.value === 'finished') && !!this.onFinished;
    if (finishing && !locked) {
      return this.db.transaction((tx) => this.step(tx, fightId, event, judge, true, false));
    }
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
    if (written.length !== 1) {
      this.fights.delete(fightId);
      return this.missed(manager, judge.commandId, judge.session);
    }
    const moved: FightStateRow = { ...row, version: row.version + 1, snapshot: next };
    if (!finishing) return { kind: 'applied', row: moved, changed: [] };
    const fight = await manager.getRepository(Fight).findOneByOrFail({ id: row.id });
    const advanced = await this.onFinished!(manager, fight);
    return { kind: 'applied', row: moved, changed: advanced.map((f) => f.id) };
  }

  /** The write matched no row: the command was seen before, the session ended, or another writer won the race. */
  private async missed(manager: EntityManager, commandId: string, session: string | null): Promise<Step> {
    const [miss]: Miss[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM fight_event WHERE "commandId" = $1) AS duplicate,
              ${sessionStands('$2', '$3')} AS "sessionValid"`,
      [commandId, session, this.clock.now()],
    );
    if (miss.duplicate) return { kind: 'duplicate' };
    if (!miss.sessionValid) return { kind: 'denied', ...SESSION_ENDED };
    return { kind: 'lost' };
  }

  /** The stored answer of a command seen before (from this or another replica). */
  private async replay(commandId: string): Promise<FightCommandAnswer | null> {
    const seen = await this.db.getRepository(FightEvent).findOne({ where: { commandId } });
    if (!seen) return null;
    const [state] = await this.states.byIds([seen.fightId]);
    if (seen.applied) return { ok: true, commandId, version: seen.version, state, replayed: true };
    return {
      ok: false,
      commandId,
      reason: (seen.reason ?? 'fight/invalid-event') as RefusalReason,
      message: refusalMessage(seen.reason ?? ''),
      state,
      replayed: true,
    };
  }
}

const SESSION_ENDED = { reason: 'auth/unauthorized' as const, message: SESSION_ENDED_MESSAGE };

/** SQL: no session to check (null hash), or the session of that token hash is neither revoked nor expired at `now`. */
function sessionStands(tokenHash: string, now: string): string {
  return `(${tokenHash}::varchar IS NULL OR EXISTS (
    SELECT 1 FROM session WHERE "tokenHash" = ${tokenHash} AND "revokedAt" IS NULL AND "expiresAt" > ${now}))`;
}

export function refusalMessage(reason: string): string {
  return refusalInfo(reason).message;
}

export type { FightState };
