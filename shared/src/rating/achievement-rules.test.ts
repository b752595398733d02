import { describe, expect, it } from '@jest/globals';
import {
  computeAwards,
  DEFAULT_RULE_PARAMS,
  longestWinStreak,
  meetsRule,
  type AchievementDefinition,
  type FighterRecord,
  type RecordFight,
} from './achievement-rules.js';

const fight = (
  tournament: number,
  outcome: RecordFight['outcome'],
  extra: Partial<RecordFight> = {},
): RecordFight => ({
  tournamentId: `t${tournament}`,
  date: `2025-${String((tournament % 12) + 1).padStart(2, '0')}-01`,
  order: 0,
  zoneId: 'z1',
  outcome,
  ratingGap: null,
  ...extra,
});

const record = (
  userId: string,
  fights: RecordFight[],
  medals: FighterRecord['medals'] = [],
): FighterRecord => ({
  userId,
  fights,
  medals,
});

const define = (over: Partial<AchievementDefinition>): AchievementDefinition => ({
  id: 'a1',
  kind: 'permanent',
  rule: 'wins',
  params: DEFAULT_RULE_PARAMS,
  zoneId: null,
  ...over,
});

describe('achievement rules', () => {
  it('counts medals up to the best place asked for, and the first medal', () => {
    const r = record(
      'u',
      [],
      [
        { tournamentId: 't1', date: '2025-01-01', zoneId: null, place: 1 },
        { tournamentId: 't2', date: '2025-02-01', zoneId: null, place: 3 },
      ],
    );
    expect(meetsRule('medals', { ...DEFAULT_RULE_PARAMS, count: 2, bestPlace: 3 }, r)).toBe(true);
    expect(meetsRule('medals', { ...DEFAULT_RULE_PARAMS, count: 2, bestPlace: 1 }, r)).toBe(false);
    expect(meetsRule('firstMedal', DEFAULT_RULE_PARAMS, r)).toBe(true);
    expect(meetsRule('firstMedal', DEFAULT_RULE_PARAMS, record('v', []))).toBe(false);
  });

  it('finds the longest run of wins in date order; a draw ends it', () => {
    const fights = [
      fight(3, 'win'),
      fight(1, 'win'),
      fight(2, 'draw'),
      fight(4, 'win'),
      fight(5, 'win', { order: 2 }),
      fight(5, 'loss', { order: 1 }),
    ];
    // Chronologically: t1 win, t2 draw, t3 win, t4 win, t5 loss, t5 win.
    expect(longestWinStreak(fights)).toBe(2);
    expect(meetsRule('streak', { ...DEFAULT_RULE_PARAMS, count: 2 }, record('u', fights))).toBe(true);
    expect(meetsRule('streak', { ...DEFAULT_RULE_PARAMS, count: 3 }, record('u', fights))).toBe(false);
  });

  it('counts upsets only against opponents rated at least the gap higher', () => {
    const fights = [fight(1, 'win', { ratingGap: 150 }), fight(2, 'win', { ratingGap: 50 }), fight(3, 'win')];
    const r = record('u', fights);
    expect(meetsRule('upsets', { ...DEFAULT_RULE_PARAMS, count: 1, ratingGap: 100 }, r)).toBe(true);
    expect(meetsRule('upsets', { ...DEFAULT_RULE_PARAMS, count: 2, ratingGap: 100 }, r)).toBe(false);
  });

  it('gives a seasonal achievement only for a season with more than 5 tournaments (exactly 5 is not enough)', () => {
    const six = record(
      'six',
      [1, 2, 3, 4, 5, 6].map((t) => fight(t, 'win')),
    );
    const five = record(
      'five',
      [1, 2, 3, 4, 5].map((t) => fight(t, 'win')),
    );
    const awards = computeAwards([define({ kind: 'seasonal', rule: 'wins' })], [six, five]);
    expect(awards).toEqual([{ achievementId: 'a1', userId: 'six', season: '2025' }]);
  });

  it('counts seasons separately and narrows to the achievement zone', () => {
    const fights = [1, 2, 3, 4, 5, 6].map((t) => fight(t, 'win'));
    fights[0] = { ...fights[0]!, date: '2024-12-30' };
    const split = record('split', fights);
    expect(computeAwards([define({ kind: 'seasonal' })], [split])).toEqual([]);
    const elsewhere = record(
      'elsewhere',
      [1, 2, 3].map((t) => fight(t, 'win', { zoneId: 'z2' })),
    );
    expect(computeAwards([define({ zoneId: 'z1' })], [elsewhere])).toEqual([]);
    expect(computeAwards([define({ zoneId: 'z2' })], [elsewhere])).toHaveLength(1);
  });

  it('gives permanent achievements once, without a season', () => {
    const r = record('u', [fight(1, 'win'), fight(2, 'win')]);
    expect(computeAwards([define({ params: { ...DEFAULT_RULE_PARAMS, count: 2 } })], [r])).toEqual([
      { achievementId: 'a1', userId: 'u', season: null },
    ]);
  });
});
