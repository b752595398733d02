import { describe, expect, it } from '@jest/globals';
import type { Entrant } from '../../domain-types.js';
import type { Bracket } from '../bracket-types.js';
import { buildDoubleElimination } from '../double-elimination.js';
import { buildSingleElimination } from '../elimination.js';
import { bracketSlotChanges, replayBracket, storedSlots, type StoredBracketFight } from './bracket-replay.js';

const entrants = (n: number): Entrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i + 1}`, seed: i + 1 }));

/** What the server stores right after generation: the built bracket's slots, no winners. */
function stored(bracket: Bracket): StoredBracketFight[] {
  return bracket.fights.map((fight) => {
    const [fighter1, fighter2] = storedSlots(fight);
    return { ...fight, fighter1, fighter2, winnerId: null };
  });
}

const fight = (bracket: Bracket, id: string) => bracket.fights.find((f) => f.id === id)!;

/** Records a winner in the stored rows and applies the slot changes a replay asks for, as the server does. */
function record(rows: StoredBracketFight[], id: string, winnerId: string | null): Bracket {
  const row = rows.find((r) => r.id === id)!;
  row.winnerId = winnerId;
  const type = rows.some((r) => r.floor !== 0) ? 'ELIMINATION_DOUBLE' : 'ELIMINATION';
  const replayed = replayBracket(type, rows);
  for (const change of bracketSlotChanges(rows, replayed)) {
    const target = rows.find((r) => r.id === change.id)!;
    target.fighter1 = change.fighter1;
    target.fighter2 = change.fighter2;
  }
  return replayed;
}

describe('replaying a stored single-elimination bracket', () => {
  it('changes nothing right after generation, byes included', () => {
    const built = buildSingleElimination(entrants(5), { bronze: true });
    const rows = stored(built);
    expect(bracketSlotChanges(rows, replayBracket('ELIMINATION', rows))).toEqual([]);
  });

  it('moves a winner into the next fight and the semi-final losers into the bronze fight', () => {
    const rows = stored(buildSingleElimination(entrants(4), { bronze: true }));
    expect(fight(replayBracket('ELIMINATION', rows), 'r1-f0')).toMatchObject({
      fighter1: 's1',
      fighter2: 's4',
    });
    record(rows, 'r1-f0', 's4');
    const after = record(rows, 'r1-f1', 's2');
    expect(fight(after, 'r2-f0')).toMatchObject({ fighter1: 's4', fighter2: 's2' });
    expect(fight(after, 'r2-f1')).toMatchObject({ fighter1: 's1', fighter2: 's3' });
    const final = record(rows, 'r2-f0', 's2');
    expect(final.championId).toBe('s2');
  });

  it('lets a corrected result replace the fighter it sent on, and a restarted fight clear the slot', () => {
    const rows = stored(buildSingleElimination(entrants(4)));
    record(rows, 'r1-f0', 's1');
    expect(rows.find((r) => r.id === 'r2-f0')).toMatchObject({ fighter1: 's1' });
    record(rows, 'r1-f0', 's4');
    expect(rows.find((r) => r.id === 'r2-f0')).toMatchObject({ fighter1: 's4' });
    const changes = bracketSlotChanges(rows, replayBracket('ELIMINATION', rows));
    expect(changes).toEqual([]);
    record(rows, 'r1-f0', null);
    expect(rows.find((r) => r.id === 'r2-f0')).toMatchObject({ fighter1: null });
  });

  it('puts the top seeds straight into round two when round one has byes', () => {
    const rows = stored(buildSingleElimination(entrants(3)));
    expect(rows.find((r) => r.id === 'r1-f0')).toMatchObject({ fighter1: 's1', fighter2: null, isBye: true });
    expect(rows.find((r) => r.id === 'r2-f0')).toMatchObject({ fighter1: 's1', fighter2: null });
    const after = record(rows, 'r1-f1', 's3');
    expect(fight(after, 'r2-f0')).toMatchObject({ fighter1: 's1', fighter2: 's3' });
  });
});

describe('replaying a stored double-elimination bracket', () => {
  it('drops an upper-bracket loser into the lower bracket', () => {
    const rows = stored(buildDoubleElimination(entrants(4)));
    const after = record(rows, 'u1-f0', 's1');
    expect(fight(after, 'u2-f0').fighter1).toBe('s1');
    expect(fight(after, 'l1-f0').fighter1).toBe('s4');
  });

  it('settles a lower-bracket bye as soon as its one fighter arrives', () => {
    const rows = stored(buildDoubleElimination(entrants(3)));
    const lowerBye = rows.find((r) => r.floor === 1 && r.isBye)!;
    expect(lowerBye).toMatchObject({ fighter1: null, fighter2: null });
    const upper = rows.find((r) => r.floor === 0 && r.round === 1 && !r.isBye)!;
    const loser = upper.fighter2;
    const before = rows.map((r) => ({ ...r }));
    record(rows, upper.id, upper.fighter1);
    expect(rows.find((r) => r.id === lowerBye.id)).toMatchObject({ fighter1: loser, fighter2: null });
    const changes = bracketSlotChanges(before, replayBracket('ELIMINATION_DOUBLE', rows));
    expect(changes.find((c) => c.id === lowerBye.id)).toMatchObject({ fighter1: loser, settledBye: true });
  });
});
