import { describe, it, expect } from '@jest/globals';
import {
  countSeasonTournaments,
  hasEnoughSeasonTournaments,
  isEligibleForSeasonalAchievements,
  type TournamentParticipation,
} from './achievements.js';

const season = { start: '2024-01-01', end: '2024-12-31' };
const entries = (count: number, date = '2024-05-01'): TournamentParticipation[] =>
  Array.from({ length: count }, (_, index) => ({ tournamentId: `t${index}`, date }));

describe('seasonal achievements', () => {
  it('need more than 5 tournaments: 6 qualify, 5 do not', () => {
    expect(hasEnoughSeasonTournaments(6)).toBe(true);
    expect(hasEnoughSeasonTournaments(5)).toBe(false);
    expect(isEligibleForSeasonalAchievements(entries(6), season)).toBe(true);
    expect(isEligibleForSeasonalAchievements(entries(5), season)).toBe(false);
  });

  it('count a tournament once however many nominations the fighter entered there', () => {
    const sameTournament = [...entries(5), { tournamentId: 't0', date: '2024-05-01' }];
    expect(countSeasonTournaments(sameTournament, season)).toBe(5);
    expect(isEligibleForSeasonalAchievements(sameTournament, season)).toBe(false);
  });

  it('count only tournaments inside the season, both ends included', () => {
    const participations = [
      { tournamentId: 'before', date: '2023-12-31' },
      { tournamentId: 'first-day', date: '2024-01-01' },
      { tournamentId: 'last-day', date: '2024-12-31' },
      { tournamentId: 'after', date: '2025-01-01' },
    ];
    expect(countSeasonTournaments(participations, season)).toBe(2);
  });

  it('refuse a season whose dates are not dates', () => {
    expect(() => countSeasonTournaments([], { start: 'spring', end: '2024-12-31' })).toThrow(RangeError);
  });
});
