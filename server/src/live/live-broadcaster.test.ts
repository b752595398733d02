import { describe, expect, it } from '@jest/globals';
import type { Namespace } from 'socket.io';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { FightStateRepository } from './fight-state.repository.js';
import { LiveBroadcaster } from './live-broadcaster.js';

const state = (version: number, areaId: string | null = 'a1'): FightState =>
  ({
    fightId: 'f1',
    version,
    tournamentId: 't1',
    nominationId: 'n1',
    poolId: 'p1',
    areaId,
    areaOrder: 0,
    nominationTitle: '',
    stage: { type: 'POOL', index: 0, label: null },
    group: { key: 'pool', n: 1 },
    fighter1: null,
    fighter2: null,
    view: {} as never,
    serverTime: 0,
  }) as FightState;

/** A namespace that records every emit: which rooms, which excluded room, which version. */
function fakeNamespace(costMs = 0) {
  const emits: { rooms: string[]; except?: string; version: number }[] = [];
  const target = (rooms: string[], except?: string) => ({
    except: (room: string) => target(rooms, room),
    emit: (_event: string, payload: FightState) => {
      const until = Date.now() + costMs;
      while (Date.now() < until); // a fan-out to many sockets takes the event loop
      emits.push({ rooms, except, version: payload.version });
    },
  });
  return {
    emits,
    namespace: { to: (rooms: string | string[]) => target([rooms].flat()) } as unknown as Namespace,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live broadcaster', () => {
  it('sends the caption room first, then one multi-room emit that excludes it', async () => {
    const { emits, namespace } = fakeNamespace();
    const broadcaster = new LiveBroadcaster({} as FightStateRepository);
    broadcaster.attach(namespace);
    broadcaster.publish([state(1)]);
    await sleep(10);
    expect(emits).toEqual([
      { rooms: ['caption:a1'], except: undefined, version: 1 },
      { rooms: ['fight:f1', 'nomination:n1', 'tournament:t1', 'area:a1'], except: 'caption:a1', version: 1 },
    ]);
  });

  it('coalesces states published within one turn of the event loop: only the latest goes out', async () => {
    const { emits, namespace } = fakeNamespace();
    const broadcaster = new LiveBroadcaster({} as FightStateRepository);
    broadcaster.attach(namespace);
    broadcaster.publish([state(1, null)]);
    await sleep(5);
    for (let v = 2; v <= 20; v++) broadcaster.publish([state(v, null)]);
    await sleep(100);
    expect(emits.map((e) => e.version)).toEqual([1, 20]);
  });

  it('never sends an older version after a newer one is waiting', async () => {
    const { emits, namespace } = fakeNamespace();
    const broadcaster = new LiveBroadcaster({} as FightStateRepository);
    broadcaster.attach(namespace);
    broadcaster.publish([state(5, null)]);
    broadcaster.publish([state(4, null)]);
    await sleep(10);
    expect(emits.map((e) => e.version)).toEqual([5]);
  });
});
