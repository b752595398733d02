import type { FightCommand, FightCommandAnswer, FightState } from './protocol.js';
import { COMMAND_REFUSALS, isDecisiveEvent, isRetryable, type RefusalReason } from './refusals.js';

/**
 * The judge console's outbox (architecture.md §4): every command is stored before it is sent and removed only when the
 * server answers it, so a reload or a lost network loses nothing. Commands are sent one at a time in order (a
 * fight's events are order-sensitive); the command id makes a resend after a lost acknowledgment harmless: the
 * server answers the stored outcome instead of applying it again.
 *
 * Nothing jams the ring:
 * - a final refusal (every reason but `server/error`) drops the command at once and the queue goes on; the refusal
 *   is listed for the judge until dismissed;
 * - `server/error` is sent again on later flushes, up to {@link MAX_ATTEMPTS} answers, then the command is held:
 *   set aside with its reason until the judge retries or discards it;
 * - `live/rate-limited` (the server was asked too much too fast) stops the round like no answer: everything stays
 *   queued in order for the next flush, and no attempt is counted;
 * - a decisive event answered `conflict` (someone else changed the fight since the judge saw it) is held with the
 *   fight's current state, so the console can ask the judge again; it is never sent again by itself;
 * - no answer at all (offline, a timeout) keeps everything queued in order for the next flush.
 *
 * While a command of a fight is held, the later commands of the SAME fight wait behind it: a judge who pressed Q then
 * FINISH must never see FINISH applied without the Q, and a fight's events only make sense in the order they were
 * pressed. Discarding the held command lets them go; commands of other fights never wait for it.
 */

/** Answers of `server/error` a command gets before it is held for the judge. */
export const MAX_ATTEMPTS = 3;

/** A command set aside for the judge: it failed repeatedly, or the fight changed under a decisive event. */
export interface HeldCommand {
  command: FightCommand;
  reason: RefusalReason;
  message: string;
  /** `conflict`: the fight as it is now, to show the judge before asking again. */
  state?: FightState;
}

/** A command the server refused for good: shown to the judge until dismissed. */
export interface RefusedCommand {
  command: FightCommand;
  reason: RefusalReason;
  message: string;
}

/** What survives a reload: queued and held commands (refusals are only shown, never sent again). */
export interface StoredOutbox {
  commands: FightCommand[];
  held: HeldCommand[];
}

export interface OutboxStorage {
  load(): StoredOutbox;
  save(outbox: StoredOutbox): void;
}

export type SendCommand = (command: FightCommand) => Promise<FightCommandAnswer>;

export interface OutboxListener {
  (event: { pending: number; answer?: FightCommandAnswer; command?: FightCommand }): void;
}

export interface OutboxOptions {
  /** Ids for commands the judge confirms again after a conflict (a new command: the old id's answer is stored). */
  newCommandId?: () => string;
}

/** Versions an outbox's own acknowledged commands produced, per fight; older ones are forgotten. */
const OWN_VERSIONS_KEPT = 200;

export class CommandOutbox {
  private queue: FightCommand[];
  private heldCommands: HeldCommand[];
  private refusedCommands: RefusedCommand[] = [];
  private readonly attempts = new Map<string, number>();
  private readonly ownVersions = new Map<string, number[]>();
  private flushing: Promise<void> | null = null;
  private readonly listeners = new Set<OutboxListener>();
  private readonly newCommandId: () => string;

  constructor(
    private readonly storage: OutboxStorage,
    options: OutboxOptions = {},
  ) {
    const stored = storage.load();
    this.queue = stored.commands;
    this.heldCommands = stored.held;
    this.newCommandId = options.newCommandId ?? (() => newCommandId());
  }

  /** Commands waiting to be sent, oldest first (held ones excluded). */
  get pending(): readonly FightCommand[] {
    return this.queue;
  }

  get held(): readonly HeldCommand[] {
    return this.heldCommands;
  }

  get refused(): readonly RefusedCommand[] {
    return this.refusedCommands;
  }

  subscribe(listener: OutboxListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the command; it goes out with the next flush. */
  add(command: FightCommand): void {
    this.queue = [...this.queue, command];
    this.changed({ command });
  }

  /**
   * Puts a held command back in line, ahead of the later commands of its fight. After a conflict the judge has now
   * seen the fight's current state: the command goes again under a new id, expecting that state's version.
   */
  retry(commandId: string): void {
    const held = this.heldCommands.find((h) => h.command.commandId === commandId);
    if (!held) return;
    const command =
      held.reason === 'conflict'
        ? {
            ...held.command,
            commandId: this.newCommandId(),
            expectedVersion: held.state?.version ?? held.command.expectedVersion,
          }
        : held.command;
    this.attempts.delete(commandId);
    this.heldCommands = this.heldCommands.filter((h) => h !== held);
    const at = this.queue.findIndex((c) => c.fightId === command.fightId);
    this.queue =
      at < 0 ? [...this.queue, command] : [...this.queue.slice(0, at), command, ...this.queue.slice(at)];
    this.changed({ command });
  }

  /** Drops a held command (the fight's later commands go on) or dismisses a refusal. */
  discard(commandId: string): void {
    const held = this.heldCommands.filter((h) => h.command.commandId !== commandId);
    const refused = this.refusedCommands.filter((r) => r.command.commandId !== commandId);
    if (held.length === this.heldCommands.length && refused.length === this.refusedCommands.length) return;
    this.heldCommands = held;
    this.refusedCommands = refused;
    this.attempts.delete(commandId);
    this.changed({});
  }

  /**
   * Sends queued commands in order until none can go: all sent, held or waiting behind a held one of their fight, or
   * sending failed (offline: `send` rejects or times out). Concurrent calls share one run.
   */
  flush(send: SendCommand): Promise<void> {
    // A caller arriving while a run is under way may have added a command that run has already passed by: it gets
    // one more run after the current one (which sends nothing when the queue is empty by then).
    if (this.flushing) return this.flushing.then(() => this.flush(send));
    this.flushing = this.run(send).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(send: SendCommand): Promise<void> {
    // Fights that got `server/error` in this run: they are tried again on the next flush, the others go on now.
    const retryLater = new Set<string>();
    for (;;) {
      const blocked = new Set([...retryLater, ...this.heldCommands.map((h) => h.command.fightId)]);
      const command = this.queue.find((c) => !blocked.has(c.fightId));
      if (!command) return;
      let answer: FightCommandAnswer;
      try {
        answer = await send(this.rebased(command));
      } catch {
        return; // offline: keep everything, try again on reconnect
      }
      // Throttled: nothing was decided and no attempt is counted; everything waits for the next round, like offline.
      if (!answer.ok && answer.reason === COMMAND_REFUSALS.rateLimited) return;
      if (answer.ok) {
        this.remember(command.fightId, answer.version);
        this.settle(command, answer);
      } else if (isRetryable(answer.reason)) {
        const attempts = (this.attempts.get(command.commandId) ?? 0) + 1;
        this.attempts.set(command.commandId, attempts);
        if (attempts >= MAX_ATTEMPTS) this.hold(command, answer);
        else retryLater.add(command.fightId);
      } else if (answer.reason === 'conflict' && isDecisiveEvent(command.event.type)) {
        this.hold(command, answer);
      } else {
        this.refusedCommands = [
          ...this.refusedCommands,
          { command, reason: answer.reason, message: answer.message },
        ];
        this.settle(command, answer);
      }
    }
  }

  /**
   * The command as it goes out. A decisive event carries the version the judge saw; the judge's own commands sent
   * before it have raised the fight's version since, so it is moved over every version this outbox's own
   * acknowledged commands produced right after it. Only a change by someone else leaves it stale (`conflict`).
   */
  private rebased(command: FightCommand): FightCommand {
    if (command.expectedVersion === undefined || !isDecisiveEvent(command.event.type)) return command;
    const own = this.ownVersions.get(command.fightId) ?? [];
    let expectedVersion = command.expectedVersion;
    while (own.includes(expectedVersion + 1)) expectedVersion++;
    return expectedVersion === command.expectedVersion ? command : { ...command, expectedVersion };
  }

  private remember(fightId: string, version: number): void {
    const versions = [...(this.ownVersions.get(fightId) ?? []), version].slice(-OWN_VERSIONS_KEPT);
    this.ownVersions.set(fightId, versions);
  }

  private hold(command: FightCommand, answer: Extract<FightCommandAnswer, { ok: false }>): void {
    const { reason, message, state } = answer;
    this.heldCommands = [...this.heldCommands, { command, reason, message, ...(state ? { state } : {}) }];
    this.settle(command, answer);
  }

  /** The command has left the queue (sent, refused or held). */
  private settle(command: FightCommand, answer: FightCommandAnswer): void {
    this.queue = this.queue.filter((c) => c.commandId !== command.commandId);
    this.attempts.delete(command.commandId);
    this.changed({ answer, command });
  }

  private changed(event: { answer?: FightCommandAnswer; command?: FightCommand }): void {
    this.storage.save({ commands: this.queue, held: this.heldCommands });
    for (const listener of this.listeners) listener({ pending: this.queue.length, ...event });
  }
}

/** An outbox storage in memory (tests, load harness). */
export function memoryOutboxStorage(
  initial: Partial<StoredOutbox> = {},
): OutboxStorage & { saved: StoredOutbox } {
  const storage = {
    saved: { commands: [...(initial.commands ?? [])], held: [...(initial.held ?? [])] },
    load: () => ({ commands: [...storage.saved.commands], held: [...storage.saved.held] }),
    save: (outbox: StoredOutbox) => {
      storage.saved = { commands: [...outbox.commands], held: [...outbox.held] };
    },
  };
  return storage;
}

/** The part of Web Crypto a command id needs (browsers and Node 20 have it as `globalThis.crypto`). */
export interface CommandIdSource {
  randomUUID?: () => string;
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/**
 * A command id that is unique across judges and reloads without coordination, and that nobody can guess: a random
 * UUID (122 random bits). `crypto.randomUUID` exists only in secure contexts (https, localhost), and a venue server
 * on plain http over a LAN address is not one; there the same UUID is built from `getRandomValues`, which every
 * context has.
 */
export function newCommandId(source: CommandIdSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
