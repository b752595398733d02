import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { isTournamentPublic } from '@hema/shared/competition/tournament-status';
import { fightInRoom, parseRoom, roomsOfFight } from '@hema/shared/realtime/protocol';
import type { FightChange } from '../events/domain-events.js';
import { EventBus } from '../events/event-bus.js';
import { FightStateRepository, toState } from '../fights/fight-state.repository.js';
import { CachedReads } from '../views/cached-reads.js';
import { LiveBroadcaster } from './live-broadcaster.js';
import { scopesOf } from './live-subscriptions.js';

/**
 * Changes pushed this long before the Redis link dropped count as missed too: their publish may have been in flight
 * when Redis went away, and the streams adapter drops a failed publish without telling anyone.
 */
export const IN_FLIGHT_MS = 5_000;
/** Rooms read from the database per statement when this replica resyncs its spectators. */
const ROOMS_PER_READ = 50;
/** Fights one resync statement may answer (a ring or category holds far fewer; a tournament a few hundred). */
const FIGHTS_PER_READ = 5_000;

/**
 * Heals the live rooms after a Redis outage. While the cross-replica link is down the streams adapter drops
 * every broadcast whose publish fails — even to this replica's own sockets — and nothing sends it again; spectators
 * keep their sockets (this replica is fine) and so never resync by themselves. When the link comes back:
 *
 * 1. every kept view is dropped here and on the other replicas (their invalidations could not arrive meanwhile);
 * 2. the fights this replica changed during the outage (and just before it) are pushed again, cluster-wide, from the
 *    database — a FINISH sent meanwhile reaches every replica's spectators and captions;
 * 3. every room this replica has sockets in gets the current state of its fights from the database, to these sockets
 *    only — whatever other replicas wrote while this one could not hear them. Clients keep the newest version, so a
 *    state sent twice costs nothing.
 */
@Injectable()
export class LiveResync implements OnModuleDestroy {
  private readonly logger = new Logger('LiveResync');
  private namespace: Namespace | null = null;
  /** fightId → the rooms its pushes went to and when; in push order, trimmed to {@link IN_FLIGHT_MS} while the link is up. */
  private readonly recent = new Map<string, { rooms: Set<string>; version: number; at: number }>();
  private lostAt: number | null = null;
  private readonly unlisten: () => void;

  constructor(
    events: EventBus,
    private readonly states: FightStateRepository,
    private readonly reads: CachedReads,
    private readonly broadcaster: LiveBroadcaster,
  ) {
    this.unlisten = events.on('fights.changed', (event) => this.remember(event.changes));
  }

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  onModuleDestroy(): void {
    this.unlisten();
  }

  /** The adapter's Redis connection dropped. */
  linkLost(): void {
    if (this.lostAt !== null) return;
    this.lostAt = Date.now();
    this.logger.warn('Redis link lost: live pushes may not reach other replicas until it is back');
  }

  /** The adapter's Redis connection is ready again after a loss; resolves once the rooms are resynced. */
  async linkRecovered(): Promise<void> {
    const lostAt = this.lostAt;
    if (lostAt === null) return;
    this.lostAt = null;
    const since = lostAt - IN_FLIGHT_MS;
    const missed = [...this.recent].filter(([, pushed]) => pushed.at >= since);
    this.trim();
    this.reads.cache.clear();
    try {
      await this.pushAgain(new Map(missed));
      await this.resyncLocalRooms();
      this.logger.log(`Redis link back: ${missed.length} fight(s) pushed again, local rooms resynced`);
    } catch (error) {
      // The database may be down too; clients still resync by version when their own connection comes back.
      this.logger.warn(`resync after the Redis outage failed: ${(error as Error).message}`);
    }
  }

  private remember(batch: readonly FightChange[]): void {
    const at = Date.now();
    for (const change of batch) {
      const rooms = new Set([...change.roomsBefore, ...change.roomsAfter]);
      const earlier = this.recent.get(change.fightId);
      if (earlier) for (const name of earlier.rooms) rooms.add(name);
      // Re-inserted so the map stays in push order and trimming stops at the first recent entry.
      this.recent.delete(change.fightId);
      this.recent.set(change.fightId, { rooms, version: change.version, at });
    }
    if (this.lostAt === null) this.trim();
  }

  private trim(): void {
    const oldest = Date.now() - IN_FLIGHT_MS;
    for (const [fightId, pushed] of this.recent) {
      if (pushed.at >= oldest) break;
      this.recent.delete(fightId);
    }
  }

  /** The missed fights as they are now, to the rooms they were pushed to and are in now; a deleted one as removed. */
  private async pushAgain(missed: Map<string, { rooms: Set<string>; version: number }>): Promise<void> {
    if (missed.size === 0) return;
    const rows = await this.states.rowsByIds([...missed.keys()]);
    const changes: FightChange[] = [];
    for (const [fightId, pushed] of missed) {
      const row = rows.find((r) => r.id === fightId);
      const roomsBefore = [...pushed.rooms];
      if (!row) {
        changes.push({ fightId, version: pushed.version, roomsBefore, roomsAfter: [], state: null });
        continue;
      }
      const state = toState(row);
      const roomsAfter = roomsOfFight(state, isTournamentPublic(row.tournamentStatus));
      changes.push({ fightId, version: state.version, roomsBefore, roomsAfter, state });
    }
    this.broadcaster.publish(changes);
  }

  /** Every room with a socket on this replica gets its fights' current states, to those sockets only. */
  private async resyncLocalRooms(): Promise<void> {
    if (!this.namespace) return;
    const held = [...this.namespace.adapter.rooms.keys()].filter((name) => parseRoom(name) !== null);
    // A panel room holds no fights: its pages are told to read their panel again.
    this.broadcaster.panelsLocally(
      held.map((name) => parseRoom(name)!).flatMap((r) => (r.kind === 'panel' ? [r.id] : [])),
    );
    for (let at = 0; at < held.length; at += ROOMS_PER_READ) {
      const rooms = held.slice(at, at + ROOMS_PER_READ);
      const { rows } = await this.states.live(
        scopesOf(rooms.map((name) => parseRoom(name)!)),
        FIGHTS_PER_READ,
      );
      this.broadcaster.sendLocally(
        rows.map((row) => {
          const state = toState(row);
          // A fighter's room, open to anyone, carries only fights of public tournaments (as its pushes do).
          const shown = rooms.filter(
            (name) =>
              fightInRoom(state, name) &&
              (!name.startsWith('fighter:') || isTournamentPublic(row.tournamentStatus)),
          );
          return { state, rooms: shown };
        }),
      );
    }
  }
}
