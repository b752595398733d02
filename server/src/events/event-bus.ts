import { Injectable, Logger } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type TransactionStartEvent,
} from 'typeorm';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events.js';

type Listener<T extends DomainEventType> = (event: DomainEventOf<T>) => void | Promise<void>;
type AnyListener = (event: DomainEvent) => void | Promise<void>;

/** Events written inside a transaction, waiting for it: each at the depth (savepoint) it was published in. */
interface Waiting {
  depth: number;
  events: { depth: number; event: DomainEvent }[];
}

/**
 * The server's one in-process event bus: writers publish what changed once it has committed; the view cache, the
 * live fan-out and the results job subscribe. Publishing with the writer's EntityManager is safe anywhere: inside a
 * transaction the event waits for its commit (and is forgotten on rollback, also of the savepoint it was published
 * in); outside one the write has committed already and the event goes at once. The bus learns about commits from
 * TypeORM's transaction events on the app's data source.
 *
 * Listeners run in publication order; an async listener is awaited before `publish` resolves (a write that hides a
 * tournament answers once its viewers left its rooms). A listener's failure is logged, never the writer's error: the
 * write has committed. Events of a transaction are delivered right after its COMMIT, while its connection is still
 * held: a listener must not await a query of its own then (the embedded database has one connection), so listeners
 * that read start their work and return (the results job's `schedule`). Other replicas learn through each subscriber's own channel (the view cache's Redis stream,
 * the Socket.IO adapter, the results job's row), so the bus itself stays in the process.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger('EventBus');
  private readonly listeners = new Map<DomainEventType, Set<AnyListener>>();
  private readonly waiting = new WeakMap<QueryRunner, Waiting>();

  /** Listens to the data source's transactions from construction on, so no write of the start-up is missed. */
  constructor(db: DataSource) {
    const subscriber: EntitySubscriberInterface = {
      afterTransactionStart: (event: TransactionStartEvent) => this.started(event.queryRunner),
      afterTransactionCommit: (event: TransactionCommitEvent) => this.committed(event.queryRunner),
      afterTransactionRollback: (event: TransactionRollbackEvent) => this.rolledBack(event.queryRunner),
    };
    db.subscribers.push(subscriber);
  }

  on<T extends DomainEventType>(type: T, listener: Listener<T>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    // Kept under its type, so it only ever receives events of that type.
    const typed: AnyListener = (event) => listener(event as DomainEventOf<T>);
    set.add(typed);
    return () => set.delete(typed);
  }

  /**
   * Publishes `event` after the transaction `manager` runs in commits, or now when it runs in none (its writes are
   * committed). Without a manager the caller says its writes have committed.
   */
  publish(event: DomainEvent, manager?: EntityManager): Promise<void> {
    const runner = manager?.queryRunner;
    const waiting = runner?.isTransactionActive ? this.waiting.get(runner) : undefined;
    if (waiting) {
      waiting.events.push({ depth: waiting.depth, event });
      return Promise.resolve();
    }
    return this.deliver([event]);
  }

  private started(runner: QueryRunner): void {
    const waiting = this.waiting.get(runner);
    if (waiting && waiting.depth > 0) waiting.depth += 1;
    else this.waiting.set(runner, { depth: 1, events: [] });
  }

  private async committed(runner: QueryRunner): Promise<void> {
    const waiting = this.waiting.get(runner);
    if (!waiting) return;
    waiting.depth -= 1;
    if (waiting.depth > 0) {
      // A savepoint was released: its events now stand or fall with the enclosing transaction.
      for (const entry of waiting.events) entry.depth = Math.min(entry.depth, waiting.depth);
      return;
    }
    this.waiting.delete(runner);
    await this.deliver(waiting.events.map((entry) => entry.event));
  }

  private rolledBack(runner: QueryRunner): void {
    const waiting = this.waiting.get(runner);
    if (!waiting) return;
    waiting.depth -= 1;
    if (waiting.depth <= 0) {
      this.waiting.delete(runner);
      return;
    }
    waiting.events = waiting.events.filter((entry) => entry.depth <= waiting.depth);
  }

  private async deliver(events: readonly DomainEvent[]): Promise<void> {
    const running: Promise<void>[] = [];
    for (const event of events) {
      for (const listener of this.listeners.get(event.type) ?? []) {
        try {
          const result = listener(event);
          if (result) running.push(result.catch((error: unknown) => this.failed(event, error)));
        } catch (error) {
          this.failed(event, error);
        }
      }
    }
    await Promise.all(running);
  }

  private failed(event: DomainEvent, error: unknown): void {
    this.logger.error(
      `a listener of ${event.type} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}
