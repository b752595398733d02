/**
 * A model of an event day in the hall: how long fights really take on the rings, with the variance of a real day.
 * Pure and seeded — the demo history's seed writes its fights' start and finish times from it, and
 * `npm run bench:schedule` replays the very same days against the estimator (estimate.ts), so the benchmark measures
 * the estimates on the history a fresh start shows.
 *
 * The model (all times wall clock):
 * - A fight runs from the judge's start to the judge's finish: its fight time (the rules' `durationMs` when time runs
 *   out, which a bit more than half of pool fights do; otherwise the score cap ends it after 35–100 % of it), one
 *   stoppage per exchange (about one exchange per 12 s of fight time; the judges' call takes a log-normal 14 s
 *   median), the final call (10–30 s), and now and then (8 %) a long stoppage — an injury, broken gear, a dispute —
 *   of a log-normal 3 minutes median. One fight in twenty goes to an extra exchange of priority (up to a minute).
 * - Between two fights of a ring the next pair is called and checked in: 45 s plus a log-normal 40 s median; one
 *   time in twenty a fighter is missing or late (2–6 minutes more).
 * - Judges differ: each ring has its own pace (±10 %, log-normal) on stoppages and changeovers, and each day its
 *   own (±10 %), so the rules alone never give the true pace.
 * - The first call comes 0–12 minutes after the planned start; where a ring switches to another stage (the next
 *   category, or a category's next round) it breaks for a log-normal 6 minutes median, and a category's later stage
 *   waits for all its earlier stages' fights on every ring. At the hall's lunch break, a ring whose next fight would
 *   start within the break waits for its end, then 0–6 minutes more.
 */

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a text (FNV-1a), so each day draws from its own stream. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A log-normal draw with the given median and spread (σ of the logarithm). */
function logNormal(rand: () => number, median: number, sigma: number): number {
  // Box–Muller; 1 − rand() keeps the logarithm finite.
  const normal = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  return median * Math.exp(sigma * normal);
}

const MINUTE = 60_000;

export interface DayStage {
  nominationId: string;
  stageId: string;
  /** The stage's fights in the order they are fought, each with the ring (0-based) it is fought on. */
  fights: readonly { fightId: string; ring: number }[];
}

export interface EventDayPlan {
  seed: number;
  /** The planned start of the day (epoch ms). */
  start: number;
  rings: number;
  /** The fight time of each category's rules (ms), by nomination id. */
  durationMs: ReadonlyMap<string, number>;
  /** In the order the rings fight them; a category's later stage waits for its earlier stages. */
  stages: readonly DayStage[];
  /** The hall's lunch break (epoch ms). */
  lunch?: { from: number; to: number };
}

export interface FoughtFight {
  fightId: string;
  nominationId: string;
  stageId: string;
  ring: number;
  /** 1-based order on its ring. */
  ringOrder: number;
  startedAt: number;
  finishedAt: number;
  /** The fight clock's time when it finished. */
  fightTimeMs: number;
}

/** One fight from the judge's start to the judge's finish: its fight time and its wall time. */
function fightLength(
  rand: () => number,
  durationMs: number,
  pace: number,
): { fightTimeMs: number; wallMs: number } {
  let fightTimeMs = rand() < 0.55 ? durationMs : durationMs * (0.35 + 0.65 * rand());
  if (rand() < 0.05) fightTimeMs += Math.min(MINUTE, durationMs / 2) * rand();
  const exchanges = Math.max(1, Math.round((fightTimeMs / 12_000) * (0.7 + 0.6 * rand())));
  let stoppages = 0;
  for (let i = 0; i < exchanges; i++) stoppages += logNormal(rand, 14_000, 0.45);
  let wallMs = fightTimeMs + stoppages * pace + 10_000 + 20_000 * rand();
  if (rand() < 0.08) wallMs += logNormal(rand, 3 * MINUTE, 0.5);
  return { fightTimeMs: Math.round(fightTimeMs), wallMs };
}

/** The call and check-in of the next pair after a fight. */
function changeover(rand: () => number, pace: number): number {
  const late = rand() < 0.05 ? (2 + 4 * rand()) * MINUTE : 0;
  return (45_000 + logNormal(rand, 40_000, 0.5)) * pace + late;
}

/** Plays one event day: every fight's ring, order, start and finish. */
export function simulateEventDay(plan: EventDayPlan): FoughtFight[] {
  const rand = seededRandom(plan.seed);
  const dayPace = logNormal(rand, 1, 0.1);
  const rings = Array.from({ length: plan.rings }, () => ({
    pace: dayPace * logNormal(rand, 1, 0.1),
    // When the ring may start its next fight, and the stage of its last fight.
    free: plan.start + 12 * MINUTE * rand(),
    stageId: null as string | null,
    order: 0,
    lunched: false,
  }));
  const stagesDone = new Map<string, number>();
  const fought: FoughtFight[] = [];
  for (const stage of plan.stages) {
    // A later stage of the category waits for the ones before it to finish everywhere.
    const ready = stagesDone.get(stage.nominationId) ?? plan.start;
    let done = ready;
    const durationMs = plan.durationMs.get(stage.nominationId) ?? 90_000;
    for (const { fightId, ring: at } of stage.fights) {
      const ring = rings[at];
      let start = ring.free;
      if (ring.stageId !== stage.stageId) {
        if (ring.stageId !== null || ready > plan.start)
          start = Math.max(start, ready) + logNormal(rand, 6 * MINUTE, 0.4);
        ring.stageId = stage.stageId;
      } else {
        start += changeover(rand, ring.pace);
      }
      if (plan.lunch && !ring.lunched && start >= plan.lunch.from) {
        ring.lunched = true;
        if (start < plan.lunch.to) start = plan.lunch.to + 6 * MINUTE * rand();
      }
      const { fightTimeMs, wallMs } = fightLength(rand, durationMs, ring.pace);
      const finishedAt = Math.round(start + wallMs);
      ring.order += 1;
      fought.push({
        fightId,
        nominationId: stage.nominationId,
        stageId: stage.stageId,
        ring: at,
        ringOrder: ring.order,
        startedAt: Math.round(start),
        finishedAt,
        fightTimeMs,
      });
      ring.free = finishedAt;
      done = Math.max(done, finishedAt);
    }
    stagesDone.set(stage.nominationId, done);
  }
  return fought;
}
