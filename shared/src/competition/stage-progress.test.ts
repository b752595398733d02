import { describe, expect, it } from '@jest/globals';
import { stageFinished, type StageProgress } from './stage-progress.js';

const swiss = (over: Partial<StageProgress>): StageProgress => ({
  type: 'SWISS',
  fightsOver: true,
  roundsCount: 3,
  roundsBuilt: 1,
  fightersWithHp: null,
  ...over,
});

describe('stageFinished', () => {
  it('keeps a 3-round swiss unfinished after round 1 and round 2, finished after round 3', () => {
    expect(stageFinished(swiss({ roundsBuilt: 1 }))).toBe(false);
    expect(stageFinished(swiss({ roundsBuilt: 2 }))).toBe(false);
    expect(stageFinished(swiss({ roundsBuilt: 3 }))).toBe(true);
    expect(stageFinished(swiss({ roundsBuilt: 3, fightsOver: false }))).toBe(false);
  });

  it('finishes a swiss without a rounds count when its built rounds are fought', () => {
    expect(stageFinished(swiss({ roundsCount: null }))).toBe(true);
  });

  it('finishes a swiss with hits when fewer than two fighters have hit points, or after its last round', () => {
    const hits = (over: Partial<StageProgress>) => swiss({ type: 'SWISS_HITS', ...over });
    expect(stageFinished(hits({ roundsBuilt: 1, fightersWithHp: 4 }))).toBe(false);
    expect(stageFinished(hits({ roundsBuilt: 1, fightersWithHp: 1 }))).toBe(true);
    expect(stageFinished(hits({ roundsBuilt: 3, fightersWithHp: 4 }))).toBe(true);
    expect(stageFinished(hits({ roundsCount: null, roundsBuilt: 5, fightersWithHp: 2 }))).toBe(false);
    expect(stageFinished(hits({ roundsCount: null, roundsBuilt: 5, fightersWithHp: 0 }))).toBe(true);
  });

  it('finishes pools and brackets when every fight is over', () => {
    expect(stageFinished(swiss({ type: 'POOL', roundsCount: null }))).toBe(true);
    expect(stageFinished(swiss({ type: 'ELIMINATION', fightsOver: false }))).toBe(false);
  });
});
