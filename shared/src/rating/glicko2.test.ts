import { describe, it, expect } from '@jest/globals';
import { GLICKO2_DEFAULTS, expectedScore, initialRating, updateRating, type Glicko2Game } from './glicko2.js';

const glickmansExample: Glicko2Game[] = [
  { opponent: { rating: 1400, rd: 30 }, score: 1 },
  { opponent: { rating: 1550, rd: 100 }, score: 0 },
  { opponent: { rating: 1700, rd: 300 }, score: 0 },
];

describe('Glicko-2', () => {
  it("reproduces Glickman's worked example to two decimals", () => {
    const after = updateRating({ rating: 1500, rd: 200, volatility: 0.06 }, glickmansExample, 0.5);
    // The paper rounds μ' to −0.2069 before converting back, hence its 1464.06; unrounded it is 1464.0507.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
    expect(after.volatility).toBeLessThan(0.06);
  });

  it("matches the paper's internal-scale results μ' −0.2069 and φ' 0.8722 to four decimals", () => {
    const after = updateRating({ rating: 1500, rd: 200, volatility: 0.06 }, glickmansExample, 0.5);
    expect((after.rating - 1500) / 173.7178).toBeCloseTo(-0.2069, 4);
    expect(after.rd / 173.7178).toBeCloseTo(0.8722, 4);
  });

  it('starts a newcomer at r 1500, RD 350, σ 0.06 and uses τ 0.5 by default', () => {
    expect(initialRating()).toEqual({ rating: 1500, rd: 350, volatility: 0.06 });
    expect(GLICKO2_DEFAULTS.tau).toBe(0.5);
    const player = { rating: 1500, rd: 200, volatility: 0.06 };
    expect(updateRating(player, glickmansExample)).toEqual(updateRating(player, glickmansExample, 0.5));
  });

  it('grows the deviation of an inactive fighter by φ* = √(φ² + σ²) and keeps rating and volatility', () => {
    const player = { rating: 1620, rd: 80, volatility: 0.06 };
    const after = updateRating(player, []);
    const phi = 80 / 173.7178;
    expect(after.rd).toBeCloseTo(Math.sqrt(phi * phi + 0.06 * 0.06) * 173.7178, 10);
    expect(after.rd).toBeGreaterThan(80);
    expect(after.rating).toBe(1620);
    expect(after.volatility).toBe(0.06);
  });

  it('raises the rating after a win and lowers it after a loss, shrinking the deviation either way', () => {
    const player = initialRating();
    const opponent = { rating: 1500, rd: 100 };
    const won = updateRating(player, [{ opponent, score: 1 }]);
    const lost = updateRating(player, [{ opponent, score: 0 }]);
    expect(won.rating).toBeGreaterThan(1500);
    expect(lost.rating).toBeLessThan(1500);
    expect(won.rating - 1500).toBeCloseTo(1500 - lost.rating, 8);
    expect(won.rd).toBeLessThan(350);
    expect(lost.rd).toBeLessThan(350);
  });

  it('leaves the rating unchanged by a draw between equally rated fighters', () => {
    const player = { rating: 1500, rd: 120, volatility: 0.06 };
    const after = updateRating(player, [{ opponent: { rating: 1500, rd: 120 }, score: 0.5 }]);
    expect(after.rating).toBeCloseTo(1500, 10);
  });

  it('treats games of a period as simultaneous: their order does not matter', () => {
    const player = { rating: 1500, rd: 200, volatility: 0.06 };
    const forward = updateRating(player, glickmansExample);
    const backward = updateRating(player, [...glickmansExample].reverse());
    expect(backward.rating).toBeCloseTo(forward.rating, 10);
    expect(backward.rd).toBeCloseTo(forward.rd, 10);
    expect(backward.volatility).toBeCloseTo(forward.volatility, 10);
  });

  it('raises the volatility after a run of results far above expectation', () => {
    const settled = { rating: 1400, rd: 40, volatility: 0.06 };
    const upsets = Array.from({ length: 10 }, () => ({ opponent: { rating: 2100, rd: 40 }, score: 1 }));
    const after = updateRating(settled, upsets, 0.5);
    expect(after.volatility).toBeGreaterThan(0.06);
    expect(after.rating).toBeGreaterThan(1400);
  });

  it('lets a larger τ move the volatility further on the same surprise', () => {
    const settled = { rating: 1400, rd: 40, volatility: 0.06 };
    const upsets = Array.from({ length: 10 }, () => ({ opponent: { rating: 2100, rd: 40 }, score: 1 }));
    const calm = updateRating(settled, upsets, 0.3);
    const lively = updateRating(settled, upsets, 1.2);
    expect(lively.volatility).toBeGreaterThan(calm.volatility);
  });

  describe('expected score', () => {
    it('is one half between equal ratings', () => {
      expect(expectedScore({ rating: 1700 }, { rating: 1700, rd: 50 })).toBeCloseTo(0.5, 12);
    });

    it('matches 1 / (1 + 10^(−g(RD)·Δr/400)) on the Glicko scale', () => {
      const q = Math.log(10) / 400;
      const rd = 100;
      const gRd = 1 / Math.sqrt(1 + (3 * q * q * rd * rd) / (Math.PI * Math.PI));
      const classic = 1 / (1 + 10 ** ((-gRd * (1600 - 1450)) / 400));
      expect(expectedScore({ rating: 1600 }, { rating: 1450, rd })).toBeCloseTo(classic, 6);
    });

    it("favours the higher rated fighter and discounts an uncertain opponent's rating", () => {
      const strong = expectedScore({ rating: 1800 }, { rating: 1500, rd: 30 });
      const vsUncertain = expectedScore({ rating: 1800 }, { rating: 1500, rd: 350 });
      expect(strong).toBeGreaterThan(0.5);
      expect(vsUncertain).toBeLessThan(strong);
      expect(vsUncertain).toBeGreaterThan(0.5);
    });
  });
});
