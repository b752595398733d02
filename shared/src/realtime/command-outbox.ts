import type { FightCommand, FightCommandAnswer } from './protocol.js';

/**
 * The judge console's outbox (ARCHITECTURE §4): every command is stored before it is sent and removed only when
 * the server acknowledges it, so a reload or a lost network loses nothing. Commands are sent one at a time in
 * order (a fight's events are order-sensitive); the command id makes a resend after a lost acknowledgment
 * harmless: the server answers the stored outcome instead of applying it again.
 */

export interface OutboxStorage {
  load(): FightCommand[];
  save(commands: readonly FightCommand[]): void;
}

export type SendCommand = (command: FightCommand) => Promise<FightCommandAnswer>;

export interface OutboxListener {
  (event: { pending: number; answer?: FightCommandAnswer; command?: FightCommand }): void;
}

/** Answers that will never change by resending: the server saw the command and decided. */
function isFinal(answer: FightCommandAnswer): boolean {
  return answer.ok || !['server/error', 'conflict'].includes(answer.reason);
}

export class CommandOutbox {
  private queue: FightCommand[];
  private flushing: Promise<void> | null = null;
  private readonly listeners = new Set<OutboxListener>();

  constructor(private readonly storage: OutboxStorage) {
    this.queue = storage.load();
  }

  get pending(): readonly FightCommand[] {
    return this.queue;
  }

  subscribe(listener: OutboxListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the command; it goes out with the next flush. */
  add(command: FightCommand): void {
    this.queue = [...this.queue, command];
    this.storage.save(this.queue);
    this.emit({ pending: this.queue.length, command });
  }

  /**
   * Sends queued commands in order until the queue is empty or sending fails (offline: `send` rejects or times out).
   * Concurrent calls share one run.
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
    while (this.queue.length > 0) {
      const command = this.queue[0];
      let answer: FightCommandAnswer;
      try {
        answer = await send(command);
      } catch {
        return; // offline: keep everything, try again on reconnect
      }
      if (!isFinal(answer)) return;
      this.queue = this.queue.filter((c) => c.commandId !== command.commandId);
      this.storage.save(this.queue);
      this.emit({ pending: this.queue.length, answer, command });
    }
  }

  private emit(event: Parameters<OutboxListener>[0]): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** An outbox storage in memory (tests, load harness). */
export function memoryOutboxStorage(initial: FightCommand[] = []): OutboxStorage & { saved: FightCommand[] } {
  const storage = {
    saved: [...initial],
    load: () => [...storage.saved],
    save: (commands: readonly FightCommand[]) => {
      storage.saved = [...commands];
    },
  };
  return storage;
}

/** A command id that is unique across judges and reloads without coordination. */
export function newCommandId(random: () => number, now: number): string {
  const rand = Array.from({ length: 12 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `${now.toString(36)}-${rand}`;
}
