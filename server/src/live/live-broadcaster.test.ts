import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Namespace } from 'socket.io';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { DataSource } from 'typeorm';
import { EventBus } from '../events/event-bus.js';
import { ReplicationHealth } from '../events/replication-health.js';
import { fightChange, unmovedChange, type FightChange } from '../fights/fight-changes.js';
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
    colorLeft: 'red',
    colorRight: 'blue',
    redSide: 1,
    stage: { type: 'POOL', index: 0, label: null },
    group: { key: 'pool', n: 1 },
    fighter1: null,
    fighter2: null,
    view: {} as never,
    serverTime: 0,
  }) as FightState;

/** A namespace that records every emit: which event, which rooms, which excluded rooms, which version. */
function fakeNamespace() {
  const emits: { event: string; rooms: string[]; except?: string[]; version: number }[] = [];
  const target = (rooms: string[], except?: string[]) => ({
    except: (excluded: string | string[]) => target(rooms, [excluded].flat()),
    emit: (event: string, payload: { version: number }) => {
      emits.push({ event, rooms: [...rooms].sort(), except, version: payload.version });
    },
  });
  return {
    emits,
    namespace: { to: (rooms: string | string[]) => target([rooms].flat()) } as unknown as Namespace,
  };
}

function broadcaster() {
  // The bus as writers use it; no database here, so nothing waits for a commit.
  const bus = new EventBus({ subscribers: [] } as unknown as DataSource);
  const changes = {
    publish: (batch: FightChange[]) => void bus.publish({ type: 'fights.changed', changes: batch }),
  };
  const { emits, namespace } = fakeNamespace();
  const live = new LiveBroadcaster(bus, new ReplicationHealth(), {} as DataSource);
  live.attach(namespace);
  return { changes, emits, bus };
}

describe('live broadcaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends the caption room first, then one multi-room emit that excludes it', () => {
    const { changes, emits } = broadcaster();
    changes.publish([unmovedChange(state(1), true)]);
    jest.runAllTimers();
    expect(emits).toEqual([
      { event: 'fight:state', rooms: ['caption:a1'], except: undefined, version: 1 },
      {
        event: 'fight:state',
        rooms: ['area:a1', 'caption:a1', 'fight:f1', 'nomination:n1', 'tournament:t1'],
        except: ['caption:a1'],
        version: 1,
      },
    ]);
  });

  it('sends a fight that moved to another ring to the old and the new ring', () => {
    const { changes, emits } = broadcaster();
    changes.publish([fightChange({ ...state(1), areaId: 'a1' }, { ...state(2), areaId: 'a2' }, true)!]);
    jest.runAllTimers();
    expect(emits.map((e) => e.rooms)).toEqual([
      ['caption:a1', 'caption:a2'],
      ['area:a1', 'area:a2', 'caption:a1', 'caption:a2', 'fight:f1', 'nomination:n1', 'tournament:t1'],
    ]);
  });

  it('tells the rooms a removed fight was in that it is gone', () => {
    const { changes, emits } = broadcaster();
    changes.publish([fightChange(state(3), undefined, true)!]);
    jest.runAllTimers();
    expect(emits).toEqual([
      {
        event: 'fight:removed',
        rooms: ['area:a1', 'caption:a1', 'fight:f1', 'nomination:n1', 'tournament:t1'],
        except: undefined,
        version: 3,
      },
    ]);
  });

  it('coalesces changes published within one turn of the event loop: only the latest goes out', () => {
    const { changes, emits } = broadcaster();
    changes.publish([unmovedChange(state(1, null), true)]);
    jest.runAllTimers();
    for (let v = 2; v <= 20; v++) changes.publish([unmovedChange(state(v, null), true)]);
    jest.runAllTimers();
    expect(emits.map((e) => e.version)).toEqual([1, 20]);
  });

  it('keeps the rooms a fight left when a later change of the same turn wins', () => {
    const { changes, emits } = broadcaster();
    changes.publish([fightChange({ ...state(1), areaId: 'a1' }, { ...state(2), areaId: 'a2' }, true)!]);
    changes.publish([unmovedChange({ ...state(3), areaId: 'a2' }, true)]);
    jest.runAllTimers();
    expect(emits.at(-1)).toMatchObject({ version: 3 });
    expect(emits.at(-1)!.rooms).toContain('area:a1');
  });

  it('sends a fight to its fighters’ rooms only while its tournament is public', () => {
    const { changes, emits } = broadcaster();
    const fought = {
      ...state(1, null),
      fighter1: { _id: 'u1', name: 'A', club: null },
      fighter2: { _id: 'u2', name: 'B', club: null },
    };
    changes.publish([unmovedChange(fought, true)]);
    jest.runAllTimers();
    changes.publish([unmovedChange({ ...fought, version: 2 }, false)]);
    jest.runAllTimers();
    expect(emits.map((e) => e.rooms)).toEqual([
      ['fight:f1', 'fighter:u1', 'fighter:u2', 'nomination:n1', 'tournament:t1'],
      ['fight:f1', 'nomination:n1', 'tournament:t1'],
    ]);
  });

  it('never sends an older version after a newer one is waiting', () => {
    const { changes, emits } = broadcaster();
    changes.publish([unmovedChange(state(5, null), true)]);
    changes.publish([unmovedChange(state(4, null), true)]);
    jest.runAllTimers();
    expect(emits.map((e) => e.version)).toEqual([5]);
  });

  it("pushes a judges' announcement to the tournament's news room without its text", async () => {
    jest.useRealTimers();
    const { emits, bus } = broadcaster();
    await bus.publish({
      type: 'announcement.sent',
      tournamentId: 't1',
      announcementId: 'an1',
      audience: 'judges',
      nominationId: null,
      level: 'info',
      text: 'Judges to the table',
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(emits).toEqual([
      { event: 'announcement', rooms: ['news:t1'], except: undefined, version: undefined },
    ]);
  });
});
