import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { applyFightEvent } from '@hema/shared/fight/fight-engine';
import { isTournamentPublic } from '@hema/shared/competition/tournament-status';
import type { FightEvent } from '@hema/shared/fight/events';
import {
  fightCommandSchema,
  type LoggedConsole,
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
import { stampOf, type SessionStamp } from '../auth/session-check.js';
import { SESSION_ENDED_MESSAGE } from '../auth/tokens.js';
import { sessionFlags } from '@hema/shared/auth/roles';
import {
  assertCanRunStartedTournament,
  canViewTournament,
  ownsOrAdministers,
} from '../common/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { unmovedChange, type FightChange } from './fight-changes.js';
import type { DomainEventOf } from '../events/domain-events.js';
import { EventBus } from '../events/event-bus.js';
import { FightResultHooks } from './fight-result-hooks.js';
import type { CommandAuthor, CommandWriter } from './command-writer.js';
import { FightStateRepository, toState, type FightStateRow } from './fight-state.repository.js';
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
  /** The command id was used on another fight. */
  | { kind: 'taken' }
  /** The socket's account changed since it was resolved (role, licence): resolve it again and retry. */
  | { kind: 'account-changed' }
  | { kind: 'lost' };

/**
 * Who sends a command. A REST caller's token was resolved on this very request. A socket resolved its token when
 * it first needed it; every write of its commands checks in the same statement that the session still stands and
 * that the account still has the role and licence it was resolved with, so deleting, demoting or removing a licence
 * stops the next command at once, without a read on the judge's hot path. `refresh` resolves the token again.
 */
export interface CommandSender {
  user: SessionUser;
  socket?: { tokenHash: string; refresh: () => Promise<SessionUser | null> };
  /** The ring's judging panel sends its confirmed exchanges itself (panel.service): the log names it. */
  panel?: true;
  /**
   * The panel read with the call that the sender judges the fight's ring: no second read to learn it (the write
   * still checks in its statement that the access stands).
   */
  judging?: boolean;
}

interface Judge {
  user: SessionUser;
  /** What the write compares with the stored account: null for REST (resolved on the request). */
  account: SessionStamp | null;
  commandId: string;
  expectedVersion: number | undefined;
  /** Where the command came from, for the event log. */
  console: LoggedConsole | null;
  /**
   * Set when the sender scores as a judge of the fight's ring (not as its organizer or an admin): the write then
   * checks in the same statement that their judge access still stands on the ring the fight is on.
   */
  ringJudge: string | null;
  /** Known to judge the fight's ring (CommandSender.judging). */
  judging: boolean;
}

/**
 * The fight flow of architecture.md §4: authorize, pure transition, one conditional UPDATE on the version plus the
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
    private readonly clock: Clock,
    private readonly states: FightStateRepository,
    private readonly repository: FightsRepository,
    private readonly hooks: FightResultHooks,
    private readonly events: EventBus,
  ) {}

  /** A command of a signed-in sender, or of nobody (answered `auth/unauthorized` once the command is valid). */
  async execute(raw: unknown, sender: CommandSender | null | undefined): Promise<FightCommandAnswer> {
    const commandId =
      typeof raw === 'object' && raw !== null && 'commandId' in raw && typeof raw.commandId === 'string'
        ? raw.commandId.slice(0, 64)
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
    if (!sender) return { ok: false, commandId, ...refused(COMMAND_REFUSALS.unauthorized) };
    return this.serialized(command.fightId, () => this.apply(command, sender));
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
    sender: CommandSender,
  ): Promise<FightCommandAnswer> {
    const { commandId, fightId } = command;
    const now = this.clock.now();
    const event: FightEvent = {
      ...command.event,
      at: Math.min(now.getTime(), Math.max(now.getTime() - MAX_COMMAND_AGE_MS, command.event.at)),
    };
    const judge: Judge = {
      ...judgeOf(sender.user, sender.socket?.tokenHash ?? null, now),
      commandId,
      expectedVersion: command.expectedVersion,
      // The live socket is the judge console's link; over HTTP the client says which page it is.
      console: sender.panel ? 'panel' : (command.console ?? (sender.socket ? 'judge' : null)),
      ringJudge: null,
      judging: sender.judging === true,
    };
    let refreshed = false;
    /** The socket's account as it is now; false when the session has ended. */
    const refresh = async (): Promise<boolean> => {
      refreshed = true;
      const user = await sender.socket!.refresh();
      if (!user) return false;
      Object.assign(judge, judgeOf(user, sender.socket!.tokenHash, this.clock.now()));
      return true;
    };
    const sessionEnded: FightCommandAnswer = {
      ok: false,
      commandId,
      reason: COMMAND_REFUSALS.unauthorized,
      message: SESSION_ENDED_MESSAGE,
    };

    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // After a few lost races, wait for the row lock instead, so a busy replica cannot starve this one.
      const locked = attempt >= OPTIMISTIC_ATTEMPTS;
      let step: Step;
      try {
        step = locked
          ? await this.inTransaction((tx) => this.step(tx, fightId, event, judge, true, false))
          : await this.step(this.repository.commands(), fightId, event, judge, false, attempt === 0);
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
          // Committed (one statement, or the transaction returned): announced now, before the judge's answer.
          void this.repository.announce([
            unmovedChange(own, isTournamentPublic(step.row.tournamentStatus)),
            ...step.changes,
          ]);
          // A result fixed after the tournament finished (the event log's "Fix results"): ratings follow.
          if (step.row.tournamentStatus === 'FINISHED')
            void this.events.publish({ type: 'results.changed', reason: `fight changed ${fightId}` });
          // The ring called the fighters: notifications and the schedule follow (a replay never gets here).
          const called = event.type === 'CALL' ? calledEvent(step.row) : null;
          if (called) void this.events.publish(called);
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
          // A socket's account may have gained the right since it was resolved (promoted, licence renewed).
          if (sender.socket && !refreshed && step.reason !== COMMAND_REFUSALS.unauthorized) {
            if (!(await refresh())) return sessionEnded;
            continue;
          }
          return { ok: false, commandId, reason: step.reason, message: step.message };
        case 'account-changed':
          if (!sender.socket || !(await refresh())) return sessionEnded;
          continue;
        case 'missing':
          return { ok: false, commandId, ...refused(COMMAND_REFUSALS.notFound) };
        case 'taken':
          return { ok: false, commandId, ...refused(COMMAND_REFUSALS.commandIdTaken) };
        case 'duplicate':
          return this.replay(commandId, fightId);
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
  private inTransaction(work: (commands: CommandWriter) => Promise<Step>): Promise<Step> {
    return this.repository.commands().transaction(work);
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
    const commands = this.repository.commands();
    const row = await commands.row(fightId);
    if (!row) return { kind: 'missing' };
    return this.logRefusal(commands, row, event, judge, {
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
    commands: CommandWriter,
    fightId: string,
    event: FightEvent,
    judge: Judge,
    locked: boolean,
    cached: boolean,
  ): Promise<Step> {
    // A lapsed licence may still run a started tournament (assertCanRunStartedTournament): that turns on the
    // tournament's status, which only the stored row has for sure, so such a judge never works on the kept copy. The
    // panel read the fight and its tournament with the call a moment ago, and its judge's access is checked again
    // in the write.
    const copy =
      cached && (judge.user.isActiveOrganizer || judge.judging) ? this.fights.get(fightId) : undefined;
    const row = copy ?? (await commands.row(fightId, locked));
    if (!row) return { kind: 'missing' };
    const denied = await this.authorize(commands, row, judge);
    if (denied) return denied;
    // Refusals are told only against the stored fight, never against a copy that may be behind.
    const stale =
      isDecisiveEvent(event.type) &&
      judge.expectedVersion !== undefined &&
      judge.expectedVersion !== row.version;
    const outcome = stale ? null : applyFightEvent(row.snapshot, event);
    if (!outcome?.ok) {
      if (copy) return this.step(commands, fightId, event, judge, locked, false);
      const why: Refused = outcome
        ? { reason: outcome.reason, message: outcome.message ?? refusalInfo(outcome.reason).message }
        : refused(COMMAND_REFUSALS.conflict);
      return this.logRefusal(commands, row, event, judge, why);
    }
    const next = outcome.snapshot;
    // A result appeared, changed or went away (finish, fix, restart, cancel of a finished fight): the bracket follows.
    const resultMoves = (next.value === 'finished' || row.snapshot.value === 'finished') && this.hooks.active;
    if (resultMoves && !locked) {
      return this.inTransaction((tx) => this.step(tx, fightId, event, judge, true, false));
    }
    const written = await commands.apply(row, next, event, authorOf(judge), this.clock.now());
    if (!written) {
      this.fights.delete(fightId);
      return this.missed(commands, fightId, judge);
    }
    const moved: FightStateRow = { ...row, ...written, version: row.version + 1, snapshot: next };
    if (!resultMoves) return { kind: 'applied', row: moved, changes: [] };
    const writer = this.repository.writer(commands.manager);
    const fight = await commands.fight(row.id);
    await this.hooks.run(writer, fight);
    return { kind: 'applied', row: moved, changes: writer.changes };
  }

  /**
   * Who may score this fight: the tournament's organizer (with a running licence) or an admin, or a standing judge
   * of the ring the fight is on — whatever the organizer's licence, and needing none of their own. Everything else
   * of the tournament stays closed to a judge (other endpoints keep `assertCanManageTournament`). Checked on every
   * command, also for sockets resolved long before: a revoked judge is refused from the next key press.
   */
  private async authorize(
    commands: CommandWriter,
    row: FightStateRow,
    judge: Judge,
  ): Promise<Extract<Step, { kind: 'denied' | 'missing' }> | null> {
    const tournament = { authorId: row.authorId, status: row.tournamentStatus };
    judge.ringJudge = null;
    if (!ownsOrAdministers(judge.user, tournament) && canViewTournament(judge.user, tournament)) {
      const standing = judge.judging ? 'standing' : await commands.judgeStanding(row.areaId, judge.user._id);
      if (standing === 'standing') {
        judge.ringJudge = judge.user._id;
        return null;
      }
      if (standing === 'revoked') return { kind: 'denied', ...refused(COMMAND_REFUSALS.judgeRevoked) };
    }
    try {
      assertCanRunStartedTournament(judge.user, tournament);
      return null;
    } catch (error) {
      if (error instanceof AppError && isRefusalReason(error.code))
        return { kind: 'denied', reason: error.code, message: error.message };
      // Another organizer's tournament in developing: the fight does not exist for them (REST answers 404 too).
      if (error instanceof AppError && error.statusCode === 404) return { kind: 'missing' };
      throw error;
    }
  }

  /** Logs a refused command (so a replay answers the same) and answers the refusal with the stored fight. */
  private async logRefusal(
    commands: CommandWriter,
    row: FightStateRow,
    event: FightEvent,
    judge: Judge,
    why: Refused,
  ): Promise<Step> {
    const logged = await commands.logRefusal(row, event, authorOf(judge), why.reason, this.clock.now());
    if (!logged) return this.missed(commands, row.id, judge);
    return { kind: 'refused', row, ...why };
  }

  /**
   * A write matched no row: the sender's session ended or their account changed, the command was seen before (on
   * this fight: replay it; on another: refuse it), or another writer won the race.
   */
  private async missed(commands: CommandWriter, fightId: string, judge: Judge): Promise<Step> {
    const miss = await commands.whyMissed(fightId, authorOf(judge), this.clock.now());
    if (!miss.sessionValid)
      return { kind: 'denied', reason: COMMAND_REFUSALS.unauthorized, message: SESSION_ENDED_MESSAGE };
    if (!miss.accountSame) return { kind: 'account-changed' };
    if (miss.duplicate) return { kind: 'duplicate' };
    if (miss.taken) return { kind: 'taken' };
    return { kind: 'lost' };
  }

  /**
   * The stored answer of a command seen before on this fight (from this or another replica). An id seen only on
   * another fight is refused: its outcome and that fight's state belong to whoever sent it there.
   */
  private async replay(commandId: string, fightId: string): Promise<FightCommandAnswer> {
    const { seen, elsewhere } = await this.repository.commands().logged(commandId, fightId);
    if (elsewhere) return { ok: false, commandId, ...refused(COMMAND_REFUSALS.commandIdTaken) };
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

/**
 * What a CALL that was written tells the rest of the server. A fight on no ring has nowhere to call its fighters to
 * (no console sends it one), so it tells nothing.
 */
function calledEvent(row: FightStateRow): DomainEventOf<'fight.called'> | null {
  const calledAt = row.snapshot.context.calledAt;
  if (!row.areaId || !calledAt) return null;
  return {
    type: 'fight.called',
    tournamentId: row.tournamentId,
    nominationId: row.nominationId,
    fightId: row.id,
    areaId: row.areaId,
    fighterIds: [row.fighter1Id, row.fighter2Id].filter((id): id is string => id !== null),
    calledAt,
  };
}

function refused(reason: RefusalReason): Refused {
  return { reason, message: refusalInfo(reason).message };
}

/** The judge as the command path works with it: the licence flags as of `now`, the account stamp of a socket. */
function judgeOf(user: SessionUser, tokenHash: string | null, now: Date): Pick<Judge, 'user' | 'account'> {
  // A licence that ran out since the socket resolved its user ends here, without a read.
  const fresh = { ...user, ...sessionFlags(user, now) };
  return {
    user: fresh,
    account: tokenHash ? stampOf(user, tokenHash) : null,
  };
}

/** The sender as the command's write checks them. */
function authorOf(judge: Judge): CommandAuthor {
  return {
    commandId: judge.commandId,
    userId: judge.user._id,
    account: judge.account,
    console: judge.console,
    ringJudge: judge.ringJudge,
  };
}
