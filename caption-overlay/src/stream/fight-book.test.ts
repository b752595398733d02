import { describe, expect, it } from '@jest/globals';
import { FightBook } from './fight-book.js';
import { ANNA, BORIS, CARL, row, state } from './stream-test-data.js';

describe('the fights an overlay follows', () => {
  it('lays the newest live state over the loaded row and ignores an older one', () => {
    const book = new FightBook();
    book.setRows([row('sf1', 'semis', 0, ANNA, BORIS, { nextBracketKey: 'final', version: 3 })]);
    expect(book.accept([state('sf1', 'semis', 2, [ANNA, BORIS], { score1: 9 })])).toBe(false);
    expect(book.get('sf1')?.view.score1).toBe(0);
    expect(book.accept([state('sf1', 'semis', 4, [ANNA, BORIS], { score1: 2, status: 'running' })])).toBe(
      true,
    );
    expect(book.get('sf1')).toMatchObject({ version: 4, nextBracketKey: 'final', view: { score1: 2 } });
    expect(book.known()).toEqual({ sf1: 4 });
  });

  it('drops a fight that leaves its rooms or is removed, and an older state cannot bring it back', () => {
    const book = new FightBook((s) => s.poolId === 'semis');
    book.accept([state('sf1', 'semis', 1, [ANNA, BORIS]), state('x', 'other', 1, [CARL, null])]);
    expect(book.all().map((f) => f.fightId)).toEqual(['sf1']);
    expect(book.remove('sf1', 5)).toBe(true);
    book.accept([state('sf1', 'semis', 4, [ANNA, BORIS])]);
    expect(book.get('sf1')).toBeUndefined();
  });

  it('forgets on a resync what its rooms no longer list, and measures the server clock', () => {
    const book = new FightBook();
    book.setRows([row('a', 'p', 0, ANNA, BORIS), row('b', 'p', 1, CARL, null)]);
    book.resync([], ['a'], 5_000, 2_000);
    expect(book.all().map((f) => f.fightId)).toEqual(['a']);
    expect(book.offsetMs).toBe(3_000);
  });
});
