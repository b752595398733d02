import { Injectable, Logger } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { room, type FightState } from '@hema/shared/realtime/protocol';

/** At most one broadcast per fight per this many ms; a burst coalesces into its latest state. */
export const MIN_BROADCAST_INTERVAL_MS = 40;
/**
 * A fan-out to thousands of sockets takes the event loop for a while; the next one for the same fight waits at least
 * this many times as long, so commands keep flowing between fan-outs and a burst merges instead of queueing.
 */
const FAN_OUT_COST_FACTOR = 2;

/**
 * Pushes fight states after commit (ARCHITECTURE §6). Per fight, the latest state wins: a burst never queues up,
 * since every message is the full small view. The ring's caption overlays get the state first, then one
 * multi-room emit reaches everyone else (a socket in several rooms gets one copy). Runs after the judge's ack.
 */
@Injectable()
export class LiveBroadcaster {
  private readonly logger = new Logger('LiveBroadcaster');
  private namespace: Namespace | null = null;
  private readonly pending = new Map<string, FightState>();
  private readonly scheduled = new Set<string>();
  private readonly lastSent = new Map<string, number>();
  /** How long the latest fan-out of each fight took (ms). */
  private readonly lastCost = new Map<string, number>();

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  publish(states: readonly FightState[]): void {
    for (const state of states) {
      const queued = this.pending.get(state.fightId);
      if (queued && queued.version > state.version) continue;
      this.pending.set(state.fightId, state);
      if (this.scheduled.has(state.fightId)) continue;
      this.scheduled.add(state.fightId);
      const interval = Math.max(
        MIN_BROADCAST_INTERVAL_MS,
        FAN_OUT_COST_FACTOR * (this.lastCost.get(state.fightId) ?? 0),
      );
      const wait = Math.max(0, (this.lastSent.get(state.fightId) ?? 0) + interval - Date.now());
      // setImmediate at least: the judge's acknowledgment leaves before the fan-out.
      if (wait === 0) setImmediate(() => this.flush(state.fightId));
      else setTimeout(() => this.flush(state.fightId), wait).unref();
    }
  }

  private flush(fightId: string): void {
    this.scheduled.delete(fightId);
    const state = this.pending.get(fightId);
    this.pending.delete(fightId);
    if (!state || !this.namespace) return;
    const started = Date.now();
    this.lastSent.set(fightId, started);
    if (this.lastSent.size > 10_000) {
      this.lastSent.clear();
      this.lastCost.clear();
    }
    const payload = { ...state, serverTime: Date.now() };
    const rooms = [
      room.fight(state.fightId),
      room.nomination(state.nominationId),
      room.tournament(state.tournamentId),
    ];
    if (state.fighter1) rooms.push(room.fighter(state.fighter1._id));
    if (state.fighter2) rooms.push(room.fighter(state.fighter2._id));
    try {
      if (state.areaId) {
        const caption = room.caption(state.areaId);
        this.namespace.to(caption).emit('fight:state', payload);
        this.namespace
          .to([...rooms, room.area(state.areaId)])
          .except(caption)
          .emit('fight:state', payload);
      } else {
        this.namespace.to(rooms).emit('fight:state', payload);
      }
      this.lastCost.set(fightId, Date.now() - started);
    } catch (error) {
      // A Redis adapter error must not take the process down; clients resync by version on reconnect.
      this.logger.warn(`broadcast of fight ${fightId} failed: ${(error as Error).message}`);
    }
  }
}
