import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { applyFightEvent, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import {
  fightCommandSchema,
  type FightCommand,
  type FightCommandAnswer,
  type FightState,
} from '@hema/shared/realtime/protocol';
import { fieldErrors } from '@hema/shared/schemas/auth';
import { AppError } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { Fight } from '../competition/fight.entity.js';
import { FightEvent } from '../competition/fight-event.entity.js';
import { Tournament } from '../competition/tournament.entity.js';
import { assertCanManageTournament } from '../competition/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { FIGHT_FINISHED, type FightFinishedHandler } from './fight-finished.js';
import { FightStateRepository } from './fight-state.repository.js';
import { LiveBroadcaster } from './live-broadcaster.js';

/** How often a command retries after losing the version race before it answers `conflict`. */
export const MAX_ATTEMPTS = 8;
/** Optimistic attempts before waiting for the row lock. */
const OPTIMISTIC_ATTEMPTS = 2;
/** A key press may be replayed from an offline outbox this long after it happened. */
const MAX_COMMAND_AGE_MS = 24 * 60 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

class LostRace extends Error {}
class Duplicate extends Error {}

interface FightRow {
  id: string;
  version: number;
  snapshot: FightSnapshot;
  status: string;
}

/**
 * The fight flow of ARCHITECTURE §4: dedupe by command id, authorize, pure transition, one transaction with a
 * conditional UPDATE on the version plus the event log, broadcast only after commit, bounded retry.
 */
@Injectable()
export class FightCommandService {
  private readonly logger = new Logger('FightCommands');
  /** Commands on one fight run one after another within a process; replicas race only with each other. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly states: FightStateRepository,
    @Inject(LiveBroadcaster) private readonly broadcaster: LiveBroadcaster,
    @Optional() @Inject(FIGHT_FINISHED) private readonly onFinished?: FightFinishedHandler,
  ) {}

  async execute(raw: unknown, user: SessionUser | null | undefined): Promise<FightCommandAnswer> {
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
    const command = parsed.data;
    if (!user)
      return { ok: false, commandId, reason: 'auth/unauthorized', message: 'Sign in to score fights' };

    const replay = await this.replay(command.commandId);
    if (replay) return replay;

    const fight = await this.db
      .getRepository(Fight)
      .findOne({ where: { id: command.fightId }, select: { id: true, tournamentId: true } });
    if (!fight) return { ok: false, commandId, reason: 'fight/not-found', message: 'Fight not found' };
    const tournament = await this.db.getRepository(Tournament).findOneByOrFail({ id: fight.tournamentId });
    try {
      assertCanManageTournament(user, tournament);
    } catch (error) {
      if (error instanceof AppError)
        return { ok: false, commandId, reason: error.code, message: error.message };
      throw error;
    }

    return this.serialized(command.fightId, () => this.apply(command, user));
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

  private async apply(command: FightCommand, user: SessionUser): Promise<FightCommandAnswer> {
    const { commandId, fightId } = command;
    const replay = await this.replay(commandId);
    if (replay) return replay;
    const now = this.clock.now().getTime();
    const at =
      typeof command.event.at === 'number' && Number.isFinite(command.event.at) ? command.event.at : now;
    const event = { ...command.event, at: Math.min(now, Math.max(now - MAX_COMMAND_AGE_MS, at)) };

    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // After a few lost races, wait for the row lock instead, so a busy replica cannot starve this one.
      const locked = attempt >= OPTIMISTIC_ATTEMPTS;
      try {
        const step = locked
          ? await this.db.transaction((manager) => this.step(manager, command, event, user, true))
          : await this.step(this.db.manager, command, event, user, false);
        if (step.refused) {
          await this.log({
            fightId,
            commandId,
            userId: user._id,
            event,
            version: step.version,
            applied: false,
            reason: step.refused.reason,
          });
          const [state] = await this.states.byIds([fightId]);
          return { ok: false, commandId, reason: step.refused.reason, message: step.refused.message, state };
        }
        const states = await this.states.byIds([fightId, ...step.changed]);
        const own = states.find((s) => s.fightId === fightId)!;
        this.broadcaster.publish(states);
        return { ok: true, commandId, version: step.version, state: own, replayed: false };
      } catch (error) {
        if (error instanceof LostRace) continue;
        if (error instanceof Duplicate || isUniqueViolation(error)) return (await this.replay(commandId))!;
        throw error;
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
   * One attempt: load, transition (pure), write on the loaded version. The common case is one statement (the
   * conditional UPDATE and the log INSERT in one CTE, atomic on its own); a fight that finishes needs a transaction
   * for bracket advancement. Throws LostRace when another writer got there first.
   */
  private async step(
    manager: EntityManager,
    command: FightCommand,
    event: Record<string, unknown>,
    user: SessionUser,
    locked: boolean,
  ): Promise<{ refused?: { reason: string; message: string }; version: number; changed: string[] }> {
    const [row]: FightRow[] = await manager.query(
      `SELECT id, version, snapshot, status FROM fight WHERE id = $1${locked ? ' FOR UPDATE' : ''}`,
      [command.fightId],
    );
    const outcome = applyFightEvent(row.snapshot, event);
    if (!outcome.ok) {
      return {
        refused: { reason: outcome.reason, message: outcome.message ?? refusalMessage(outcome.reason) },
        version: row.version,
        changed: [],
      };
    }
    const next = outcome.snapshot;
    // A result appeared, changed or went away (finish, fix, restart, cancel of a finished fight): the bracket follows.
    const finishing = (next.value === 'finished' || row.status === 'finished') && !!this.onFinished;
    if (finishing && !locked) {
      return this.db.transaction((tx) => this.step(tx, command, event, user, true));
    }
    const written: unknown[] = await manager.query(
      `WITH moved AS (
         UPDATE fight SET snapshot = $3::jsonb, version = version + 1, status = $4, score1 = $5, score2 = $6, result = $7, "updatedAt" = now()
          WHERE id = $1 AND version = $2
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
        command.commandId,
        user._id,
        JSON.stringify(event),
      ],
    );
    if (written.length !== 1) throw new LostRace();
    if (!finishing) return { version: row.version + 1, changed: [] };
    const fight = await manager.getRepository(Fight).findOneByOrFail({ id: row.id });
    const advanced = await this.onFinished!(manager, fight);
    return { version: row.version + 1, changed: advanced.map((f) => f.id) };
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
      reason: seen.reason ?? 'fight/refused',
      message: refusalMessage(seen.reason ?? ''),
      state,
      replayed: true,
    };
  }

  private async log(entry: Omit<FightEvent, 'id' | 'createdAt'>): Promise<void> {
    await this.db
      .getRepository(FightEvent)
      .insert(entry as never)
      .catch((error) => {
        if (!isUniqueViolation(error)) throw error;
      });
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}

const MESSAGES: Record<string, string> = {
  'fight/invalid-event': 'This is not a fight event',
  'fight/not-started': 'The fight has not started',
  'fight/not-running': 'The clock is not running',
  'fight/already-running': 'The clock is already running',
  'fight/already-started': 'The fight has already started',
  'fight/not-finished': 'The fight is not finished',
  'fight/finished': 'The fight is finished; restart it or fix the result',
  'fight/cancelled': 'The fight is cancelled',
  'fight/counter-negative': 'Nothing to remove',
  'fight/counter-disabled': 'This counter is off in this category',
  'fight/fighter-dropped-out': 'A fighter of this fight has dropped out',
  'fight/missing-fighter': 'Both fighters must be known first',
  'fight/clock-full': 'The clock already shows the full time',
  'fight/tied-score': 'A tied score cannot end in victory',
  'fight/result-unchanged': 'The result is already this',
};

export function refusalMessage(reason: string): string {
  return MESSAGES[reason] ?? 'The fight refused this command';
}

export type { FightState };
