import { describe, expect, it } from '@jest/globals';
import { membersNowNext, type MemberFight } from './members-now-next';

const ref = (id: string) => ({ _id: id, title: id });
const fighter = (id: string) => ({ _id: id, name: id.toUpperCase(), club: null });

function fight(
  id: string,
  place: MemberFight['place'],
  a: string,
  b: string,
  minutes: number | null,
): MemberFight {
  return {
    fightId: id,
    tournament: ref('t'),
    nomination: ref('n'),
    stage: { _id: 's', type: 'POOL', label: null, order: 0 } as unknown as MemberFight['stage'],
    group: null as unknown as MemberFight['group'],
    ring: ref('r'),
    fightsBefore: place === 'now' ? 0 : place === 'onDeck' ? 1 : 2,
    place,
    status: place === 'now' ? 'running' : 'scheduled',
    fighter1: fighter(a),
    fighter2: fighter(b),
    startedAt: null,
    estimatedStart: minutes === null ? null : new Date(Date.UTC(2026, 10, 29, 12, minutes)).toISOString(),
    notBefore: null,
    calledAt: null,
    conflictsWith: [],
  };
}

describe('membersNowNext', () => {
  const members = new Set(['anna', 'boris', 'clara']);
  const isMember = (id: string) => members.has(id);

  it('puts running and on-deck fights first and each other member once, soonest first', () => {
    const result = membersNowNext(
      [
        fight('f4', 'later', 'clara', 'x', 50),
        fight('f3', 'inTheHole', 'boris', 'y', 20),
        fight('f1', 'now', 'anna', 'z', 0),
        fight('f5', 'later', 'anna', 'w', 40),
        fight('f6', 'later', 'clara', 'v', 70),
        fight('f2', 'onDeck', 'q', 'r', 10),
      ],
      isMember,
    );
    expect(result.now.map((e) => e.fight.fightId)).toEqual(['f1']);
    expect(result.now[0]!.members.map((m) => m._id)).toEqual(['anna']);
    // f2 has no member: not shown.
    expect(result.onDeck).toEqual([]);
    expect(result.next.map((e) => e.fight.fightId)).toEqual(['f3', 'f4']);
  });

  it('names both members when two of them meet', () => {
    const result = membersNowNext([fight('f1', 'onDeck', 'anna', 'boris', 5)], isMember);
    expect(result.onDeck[0]!.members.map((m) => m._id)).toEqual(['anna', 'boris']);
  });

  it('orders fights without an estimate after those with one', () => {
    const result = membersNowNext(
      [fight('f1', 'later', 'anna', 'x', null), fight('f2', 'later', 'boris', 'y', 30)],
      isMember,
    );
    expect(result.next.map((e) => e.fight.fightId)).toEqual(['f2', 'f1']);
  });
});
