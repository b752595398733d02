import { it } from '@jest/globals';
import type { FightRecord } from '../domain-types.js';
import { pairSwissHitsRound } from './swiss-hits.js';
import { bye, field, fight, seededRandom } from './test-support/swiss-fixtures.js';
it('scratch', () => {
  for (const size of [256, 255]) {
    const random = seededRandom(42);
    const fighters = field(size);
    const history: FightRecord[] = [];
    for (let round = 1; round <= 10; round++) {
      const t = performance.now();
      const paired = pairSwissHitsRound({ fighters, history, round, initialHp: 30 });
      const dt = performance.now() - t;
      console.log(size, round, dt.toFixed(1), paired.pairs.length, paired.warnings.join());
      if (paired.bye) history.push(bye(paired.bye));
      for (const p of paired.pairs) history.push(fight(p.fighter1, p.fighter2, Math.floor(random() * 6), Math.floor(random() * 6)));
    }
  }
});
