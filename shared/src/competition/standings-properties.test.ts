import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { FIGHT_RESULTS, RATING_MODES, type FightRecord } from '../domain-types.js';
import { computeStandings } from './standings.js';
import { field } from './test-support/swiss-fixtures.js';

const randomPool = fc.integer({ min: 1, max: 8 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    mode: fc.constantFrom(...RATING_MODES),
    fights: fc.array(
      fc.record({
        a: fc.nat(size - 1),
        b: fc.nat(size - 1),
        score1: fc.nat(5),
        score2: fc.nat(5),
        result: fc.constantFrom(...FIGHT_RESULTS),
        doubles: fc.nat(3),
        durationMs: fc.nat(180_000),
      }),
      { maxLength: 30 },
    ),
  }),
);

describe('standings properties', () => {
  it('places form a non-decreasing sequence from 1 and every row but the last explains itself', () => {
    fc.assert(
      fc.property(randomPool, ({ size, mode, fights }) => {
        const fighters = field(size);
        const records: FightRecord[] = fights
          .filter((f) => f.a !== f.b)
          .map((f, i) => ({ id: `f${i}`, fighter1: fighters[f.a].id, fighter2: fighters[f.b].id, ...f }));
        const rows = computeStandings(fighters, records, mode);
        expect(rows).toHaveLength(size);
        expect(rows[0].place).toBe(1);
        rows.forEach((row, i) => {
          if (i === 0) return;
          expect(row.place).toBeGreaterThanOrEqual(rows[i - 1].place);
          expect([rows[i - 1].place, i + 1]).toContain(row.place);
        });
        rows.slice(0, -1).forEach((row) => expect(row.explanation).not.toBe(''));
        rows.forEach((row, i) => {
          if (i > 0 && row.place === rows[i - 1].place) expect(row.values).toEqual(rows[i - 1].values);
        });
      }),
      { numRuns: 300 },
    );
  });
});
