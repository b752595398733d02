import { Injectable, Logger } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { room, type FightState } from '@hema/shared/realtime/protocol';
import { FightStateRepository } from './fight-state.repository.js';

/**
 * Pushes fight states after commit (ARCHITECTURE §6). The ring's caption overlays get the state first, then one
 * multi-room emit reaches everyone else (a socket in several rooms gets one copy). Within one turn of the event loop
 * the latest state of a fight wins; across turns the adapter paces each fight's fan-outs (paced-adapter.ts), so a
 * burst merges into its latest state instead of queueing. Runs after the judge's acknowledgment has left.
 */
@Injectable()
export class LiveBroadcaster {
  private readonly logger = new Logger('LiveBroadcaster');
  private namespace: Namespace | null = null;
  private readonly pending = new Map<string, FightState>();
  private scheduled = false;

  constructor(private readonly states: FightStateRepository) {}

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  /** Pushes the current state of fights changed outside the command path (rings, settings, drop-outs), after commit. */
  async publishFights(fightIds: readonly string[]): Promise<void> {
    this.publish(await this.states.byIds(fightIds));
  }

  publish(states: readonly FightState[]): void {
    for (const state of states) {
      const queued = this.pending.get(state.fightId);
      if (queued && queued.version > state.version) continue;
      this.pending.set(state.fightId, state);
    }
    if (this.scheduled || this.pending.size === 0) return;
    this.scheduled = true;
    // setImmediate: the judge's acknowledgment leaves before the fan-out.
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const states = [...this.pending.values()];
    this.pending.clear();
    if (!this.namespace) return;
    for (const state of states) this.emit(this.namespace, state);
  }

  private emit(namespace: Namespace, state: FightState): void {
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
        namespace.to(caption).emit('fight:state', payload);
        namespace
          .to([...rooms, room.area(state.areaId)])
          .except(caption)
          .emit('fight:state', payload);
      } else {
        namespace.to(rooms).emit('fight:state', payload);
      }
    } catch (error) {
      // A Redis adapter error must not take the process down; clients resync by version on reconnect.
      this.logger.warn(`broadcast of fight ${state.fightId} failed: ${(error as Error).message}`);
    }
  }
}
