/**
 * Glicko-2 exactly as in Glickman's paper "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf).
 * A rating period's games are treated as simultaneous: every opponent enters with the rating it held at
 * the start of the period, and the player is updated once from all of them.
 */

/** Glicko-2 scale factor 400 / ln 10: converts between the Glicko scale (r, RD) and the internal (μ, φ). */
export const GLICKO2_SCALE = 173.7178;

/** Defaults of a fighter who has never fought, and the common system constant τ. */
export const GLICKO2_DEFAULTS = { rating: 1500, rd: 350, volatility: 0.06, tau: 0.5 } as const;

/** Convergence tolerance of the volatility iteration (step 5 of the paper). */
const EPSILON = 0.000001;

export interface Glicko2Rating {
  /** r on the Glicko scale (1500 for a newcomer). */
  rating: number;
  /** Rating deviation RD on the Glicko scale. */
  rd: number;
  /** Volatility σ. */
  volatility: number;
}

/** One game of a rating period, seen from the player being updated. */
export interface Glicko2Game {
  /** The opponent as rated at the start of the period. */
  opponent: Pick<Glicko2Rating, 'rating' | 'rd'>;
  /** 1 for a win, 0.5 for a draw, 0 for a loss. */
  score: number;
}

/** The rating a fighter starts with before their first rated bout. */
export function initialRating(): Glicko2Rating {
  return {
    rating: GLICKO2_DEFAULTS.rating,
    rd: GLICKO2_DEFAULTS.rd,
    volatility: GLICKO2_DEFAULTS.volatility,
  };
}

const toMu = (rating: number): number => (rating - GLICKO2_DEFAULTS.rating) / GLICKO2_SCALE;
const toPhi = (rd: number): number => rd / GLICKO2_SCALE;

/** g(φ): shrinks an opponent's influence the less certain their rating is. */
function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

function expected(mu: number, muOpponent: number, phiOpponent: number): number {
  return 1 / (1 + Math.exp(-g(phiOpponent) * (mu - muOpponent)));
}

/**
 * Expected score of `a` against `b` (probability of winning plus half the probability of a draw).
 * As in the paper it discounts only by the opponent's deviation, so E(a, b) + E(b, a) is 1 only when both
 * deviations are equal; on the Glicko scale it equals 1 / (1 + 10^(−g(RD_b)·(r_a − r_b)/400)).
 */
export function expectedScore(
  a: Pick<Glicko2Rating, 'rating'>,
  b: Pick<Glicko2Rating, 'rating' | 'rd'>,
): number {
  return expected(toMu(a.rating), toMu(b.rating), toPhi(b.rd));
}

/**
 * New volatility σ' by the Illinois (regula falsi) iteration of step 5.
 * `delta` is Δ, `v` the estimated variance, `phi` the pre-period φ.
 */
function nextVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi2 - v - ex)) / (2 * (phi2 + v + ex) ** 2) - (x - a) / (tau * tau);
  };

  let A = a;
  let B: number;
  if (delta * delta > phi2 + v) {
    B = Math.log(delta * delta - phi2 - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }

  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * The player's rating after one rating period (steps 2–8 of the paper).
 * With no games the fighter was inactive: only the deviation grows, φ' = √(φ² + σ²); r and σ stay.
 */
export function updateRating(
  player: Glicko2Rating,
  games: readonly Glicko2Game[],
  tau: number = GLICKO2_DEFAULTS.tau,
): Glicko2Rating {
  const mu = toMu(player.rating);
  const phi = toPhi(player.rd);

  if (games.length === 0) {
    const phiStar = Math.sqrt(phi * phi + player.volatility * player.volatility);
    return { rating: player.rating, rd: phiStar * GLICKO2_SCALE, volatility: player.volatility };
  }

  let inverseV = 0;
  let improvement = 0;
  for (const game of games) {
    const muJ = toMu(game.opponent.rating);
    const phiJ = toPhi(game.opponent.rd);
    const gJ = g(phiJ);
    const eJ = expected(mu, muJ, phiJ);
    inverseV += gJ * gJ * eJ * (1 - eJ);
    improvement += gJ * (game.score - eJ);
  }
  const v = 1 / inverseV;
  const delta = v * improvement;

  const volatility = nextVolatility(player.volatility, phi, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * improvement;

  return {
    rating: muNew * GLICKO2_SCALE + GLICKO2_DEFAULTS.rating,
    rd: phiNew * GLICKO2_SCALE,
    volatility,
  };
}

/**
 * The rating after `periods` rating periods without a game: each one is updateRating's inactive step
 * φ' = √(φ² + σ²), and since σ stays the same they add up to φ' = √(φ² + periods·σ²).
 */
export function inactiveRating(player: Glicko2Rating, periods: number): Glicko2Rating {
  if (periods <= 0) return player;
  const phi = toPhi(player.rd);
  const rd = Math.sqrt(phi * phi + periods * player.volatility * player.volatility) * GLICKO2_SCALE;
  return { rating: player.rating, rd, volatility: player.volatility };
}
