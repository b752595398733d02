import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { compareFeedPositions, type FeedChange } from '@hema/shared/contracts/feed';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ReplicationHealth } from '../events/replication-health.js';
import { REDIS } from '../redis/redis.module.js';

/** A change as a writer hands it in: the log gives it its position. */
export type FeedEntry = DistributiveOmit<FeedChange, 'position'> | FeedControl;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Not a change but news about the stream itself: the tournament was hidden, its streams end. */
export interface FeedControl {
  type: 'hidden';
  tournamentId: string;
}

/** An entry with its position, as the log keeps and delivers it. */
export type Positioned = (FeedChange | (FeedControl & { position: string })) & { position: string };

/** What a stream listener hears: the tournament's entries in order, or that the log lost track (reset all). */
export type FeedListener = (entry: Positioned | { type: 'interrupted'; position: string }) => void;

/** Entries each tournament keeps for resuming: an event day's ring is a few thousand changes at most. */
export const ENTRIES_PER_TOURNAMENT = 2000;
/** Tournaments whose entries are kept (the ones that changed last); resuming an older one starts afresh. */
const TOURNAMENTS_KEPT = 200;
/** Entries the Redis stream keeps (approximately), and how many a starting replica reads back from it. */
const STREAM_ENTRIES = 20_000;
const BLOCK_MS = 1000;
const ZERO = '0-0';

/**
 * The open feed's log (issue 33 item 3): every fight, ring and standings change of every tournament in ONE order,
 * each with its position, and a bounded buffer of each tournament's recent entries to resume streams from.
 *
 * With Redis the order is a Redis stream (`REDIS_PREFIX:feed`): a replica appends what its writes committed, and
 * every replica — the writer too — reads the stream back and delivers to its own streams. The stream's entry ids are
 * the positions, so every replica names an entry alike and a client resumes on any replica (no sticky sessions), in
 * the same way the view invalidations cross replicas (views/view-replication.ts), not through the Socket.IO adapter,
 * whose pub/sub drops what is sent while a subscriber reconnects. A replica that starts reads the stream's recent
 * entries back, so it can resume clients of the replica that went away. Without Redis there is one process and the
 * log numbers entries itself in the same form (`ms-seq`).
 *
 * When a read fails (Redis gone, the connection dropped), this replica cannot know what it missed: every open stream
 * is told (`interrupted`, clients refetch over REST) and nothing before the failure can be resumed here.
 */
@Injectable()
export class FeedLog implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FeedLog');
  private readonly stream: string;
  private readonly buffers = new Map<string, Positioned[]>();
  /** Per tournament: every entry after this position is in its buffer (older ones were dropped). */
  private readonly floors = new Map<string, string>();
  /** Entries after this position are known for every tournament (raised by a start, an outage, a dropped buffer). */
  private knownAfter = ZERO;
  private readonly listeners = new Map<string, Set<FeedListener>>();
  private newest = ZERO;
  private lastLocal = { ms: 0, seq: 0 };
  private reader: Redis | null = null;
  private stopped = false;
  private ready: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly health: ReplicationHealth,
  ) {
    this.stream = `${config.REDIS_PREFIX}:feed`;
  }

  onApplicationBootstrap(): void {
    if (!this.redis) return;
    this.reader = this.redis.duplicate();
    this.reader.on('error', (error) => this.logger.warn(`Redis (feed): ${error.message}`));
    this.ready = this.loadRecent().catch((error: unknown) => {
      this.health.readFailed('open feed: recent entries not read back', error);
      this.knownAfter = this.newest;
    });
    void this.ready.then(() => this.follow());
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.reader?.disconnect();
  }

  /** Resolves once a starting replica has read the stream's recent entries (tests wait for it). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /** The newest position this replica has delivered: a stream that starts now continues after it. */
  head(): string {
    return this.newest;
  }

  /** Appends an entry after its write committed; every replica's streams of its tournament get it in order. */
  async append(entry: FeedEntry): Promise<void> {
    if (!this.redis) {
      this.deliver({ ...entry, position: this.localPosition() } as Positioned);
      return;
    }
    try {
      await this.redis.xadd(this.stream, 'MAXLEN', '~', STREAM_ENTRIES, '*', 'e', JSON.stringify(entry));
    } catch (error) {
      // Lost for every replica's streams: the readers fail on the same outage and tell their clients to refetch.
      this.health.publishFailed('open feed entry not written', error);
    }
  }

  /**
   * The tournament's entries after `position`, oldest first, or null when this replica cannot tell them all (older
   * than its buffer, before an outage or before it started).
   */
  since(tournamentId: string, position: string): Positioned[] | null {
    const floor = this.floorOf(tournamentId);
    if (compareFeedPositions(position, floor) < 0) return null;
    return (this.buffers.get(tournamentId) ?? []).filter(
      (entry) => compareFeedPositions(entry.position, position) > 0,
    );
  }

  /** Listens to one tournament's entries from now on; returns the unsubscribe. */
  listen(tournamentId: string, listener: FeedListener): () => void {
    let set = this.listeners.get(tournamentId);
    if (!set) this.listeners.set(tournamentId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(tournamentId);
    };
  }

  /** Open streams on this replica (health, tests). */
  streams(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private floorOf(tournamentId: string): string {
    const own = this.floors.get(tournamentId) ?? ZERO;
    return compareFeedPositions(own, this.knownAfter) > 0 ? own : this.knownAfter;
  }

  /** `ms-seq` like a Redis stream id, increasing even when the clock steps back. */
  private localPosition(): string {
    const ms = Date.now();
    if (ms > this.lastLocal.ms) this.lastLocal = { ms, seq: 0 };
    else this.lastLocal.seq += 1;
    return `${this.lastLocal.ms}-${this.lastLocal.seq}`;
  }

  private keep(entry: Positioned): void {
    const { tournamentId } = entry;
    let buffer = this.buffers.get(tournamentId);
    if (buffer)
      this.buffers.delete(tournamentId); // re-inserted below: the Map's order is recency
    else buffer = [];
    this.buffers.set(tournamentId, buffer);
    buffer.push(entry);
    if (buffer.length > ENTRIES_PER_TOURNAMENT) {
      const dropped = buffer.splice(0, buffer.length - ENTRIES_PER_TOURNAMENT);
      this.floors.set(tournamentId, dropped[dropped.length - 1]!.position);
    }
    if (this.buffers.size > TOURNAMENTS_KEPT) {
      const [oldest, entries] = this.buffers.entries().next().value as [string, Positioned[]];
      this.buffers.delete(oldest);
      this.floors.delete(oldest);
      // Its entries are gone; the floor every tournament shares rises to its newest, which is still old.
      const last = entries[entries.length - 1]?.position ?? ZERO;
      if (compareFeedPositions(last, this.knownAfter) > 0) this.knownAfter = last;
    }
    if (compareFeedPositions(entry.position, this.newest) > 0) this.newest = entry.position;
  }

  private deliver(entry: Positioned): void {
    this.keep(entry);
    for (const listener of this.listeners.get(entry.tournamentId) ?? []) listener(entry);
  }

  private async loadRecent(): Promise<void> {
    const recent = (await this.reader!.xrevrange(this.stream, '+', '-', 'COUNT', STREAM_ENTRIES)) as [
      string,
      string[],
    ][];
    // Fewer than the stream keeps: it was never trimmed, so every entry it ever had is here.
    this.knownAfter = recent.length < STREAM_ENTRIES ? ZERO : recent[recent.length - 1]![0];
    for (const [id, fields] of recent.reverse()) this.keep(parse(id, fields));
  }

  private async follow(): Promise<void> {
    let failing = false;
    while (!this.stopped && this.reader) {
      try {
        const answer = (await this.reader.xread('BLOCK', BLOCK_MS, 'STREAMS', this.stream, this.newest)) as
          [string, [string, string[]][]][] | null;
        failing = false;
        for (const [id, fields] of answer?.[0]?.[1] ?? []) this.deliver(parse(id, fields));
      } catch (error) {
        if (this.stopped) return;
        if (!failing) {
          this.health.readFailed('open feed entries of the other replicas not read', error);
          this.interrupt();
        }
        failing = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  /** What was missed is unknown: nothing before now resumes here, and every open stream is told. */
  private interrupt(): void {
    this.knownAfter = this.newest;
    for (const set of this.listeners.values())
      for (const listener of set) listener({ type: 'interrupted', position: this.newest });
  }
}

function parse(id: string, fields: string[]): Positioned {
  const index = fields.indexOf('e');
  return { ...(JSON.parse(fields[index + 1]!) as FeedEntry), position: id } as Positioned;
}
