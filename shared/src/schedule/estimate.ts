/**
 * When will a ring's waiting fights start? One rule behind every schedule reader (contracts/schedule.ts). Pure and
 * clock-free: the caller passes `now` and what the tournament has done today.
 *
 * The model (measured against the demo history's days by `npm run bench:schedule`, docs/benchmarks.md):
 * - A ring's time is its fights (judge's start to judge's finish) and the changeovers between them (the finish to the
 *   next start: calling and checking the next pair). A switch to another stage (the next category or round) takes a
 *   stage break instead of a changeover.
 * - A category's fight length is the mean of its fights finished today on any ring, pulled towards a prior by a few
 *   pseudo-fights, so one odd fight does not swing it. The prior is the rules' fight time × RULES_SLOT_FACTOR
 *   (stoppages after every exchange), scaled by how the tournament's finished fights of every category compare with
 *   their own priors — slow judges today make a category that has not started slower too. The mean, not the
 *   median: a long stoppage now and then is part of a ring's day and the estimates add fights up.
 * - Changeovers and stage breaks are learned from the day's gaps on every ring the same way (gaps over
 *   BREAK_GAP_MS are pauses and say nothing about changeovers).
 * - The running fight ends at its expected remaining time given how long it has already run (the mean overrun of the
 *   category's fights that lasted longer; a fight past all of them ends soon after now, not in the past).
 * - No fight starts inside a planned break (the tournament's `breaks`: the night before the day, lunch).
 * - "Not before" is the estimate less a one-sided 95 % margin of the time ahead: the spread of each fight and
 *   changeover before it (learned from the day's spread, a prior before) and the uncertainty of the learned means,
 *   which every fight ahead shares. It never passes the estimate, never precedes now, never falls inside a break and
 *   never goes down along the queue.
 */

/** A fight of the ring's queue that is not over, in ring order. */
export interface QueuedFight {
  fightId: string;
  nominationId: string;
  stageId: string;
  /** Epoch ms when the running fight started; null for a fight not started. */
  startedAt: number | null;
}

/** A fight that finished today: what the fight lengths and changeovers are learned from. */
export interface FinishedSlot {
  nominationId: string;
  ringId: string;
  /** Tells a stage break from a changeover; a gap between two fights of unknown stages counts as a changeover. */
  stageId?: string;
  /** Epoch ms. */
  startedAt: number;
  finishedAt: number;
}

export interface CategoryTiming {
  /** The fight time of the category's rules (ms). */
  durationMs: number;
}

export interface RingEstimateInput {
  now: number;
  ringId: string;
  queue: readonly QueuedFight[];
  /** Today's finished fights of the tournament (any ring), oldest first. */
  finished: readonly FinishedSlot[];
  categories: ReadonlyMap<string, CategoryTiming>;
  /** The break between two stages on a ring (organizer's); learned from the day when not given. */
  stageBreakMs?: number;
  /** The tournament's planned pauses (epoch ms): no fight starts inside one (the night before the day, lunch). */
  breaks?: readonly { from: number; to: number }[];
}

export interface FightEstimate {
  fightId: string;
  /** Epoch ms; null when nothing is known to estimate from. */
  estimatedStart: number | null;
  /** Epoch ms: the estimate minus its error, never after the estimate. */
  notBefore: number | null;
}

export interface RingEstimate {
  fights: FightEstimate[];
  /** The slot (ms) the ring's next fight is estimated with, null with nothing to go on. */
  slotMs: number | null;
}

/** A fight with no finished fight to learn from lasts its rules' fight time × this (stoppages after exchanges). */
export const RULES_SLOT_FACTOR = 2.5;
/** The changeover between two fights of a ring before the day has shown one. */
export const RULES_SLOT_GAP_MS = 90_000;
export const DEFAULT_STAGE_BREAK_MS = 5 * 60_000;
/** A gap between two fights of a ring longer than this is a pause, not a changeover. */
export const BREAK_GAP_MS = 10 * 60_000;
/** How many fights' worth of weight the priors keep against what the day has shown. */
const PRIOR_WEIGHT = 3;
/** Spread of a fight's length (coefficient of variation) and of a changeover (ms) before the day shows its own. */
const PRIOR_CV = 0.35;
const PRIOR_GAP_SD_MS = 60_000;
/** One-sided 95 % of a normal: "not before" is wrong about one fight in twenty at most. */
const NOT_BEFORE_Z = 1.645;
/** A running fight that has outlasted every fight of its kind still takes a moment to end. */
const MIN_REMAINING_MS = 30_000;

interface Learned {
  n: number;
  mean: number;
  /** Standard deviation of one observation. */
  sd: number;
}

/** The mean of observations pulled towards a prior by PRIOR_WEIGHT pseudo-observations, with their spread. */
function learn(values: readonly number[], priorMean: number, priorSd: number): Learned {
  const n = values.length;
  const sum = values.reduce((a, b) => a + b, 0);
  const mean = (sum + PRIOR_WEIGHT * priorMean) / (n + PRIOR_WEIGHT);
  const squares = values.reduce((a, v) => a + (v - mean) ** 2, 0);
  const sd = Math.sqrt((squares + PRIOR_WEIGHT * priorSd ** 2) / (n + PRIOR_WEIGHT));
  return { n, mean, sd };
}

/** What the day has shown: fight lengths per category, the tournament's pace, changeovers and stage breaks. */
class DayModel {
  private readonly lengths = new Map<string, number[]>();
  /** Each finished fight's length over its category's rules prior. */
  private readonly paces: number[] = [];
  private readonly learnedLengths = new Map<string, Learned | null>();
  /** Today's fights over their priors: above 1 when the day runs slower than the rules suggest. */
  private readonly pace: Learned;
  readonly changeover: Learned;
  readonly stageBreak: Learned;

  constructor(
    finished: readonly FinishedSlot[],
    private readonly categories: ReadonlyMap<string, CategoryTiming>,
    stageBreakMs: number | undefined,
    pauses: readonly { from: number; to: number }[] = [],
  ) {
    const gaps: number[] = [];
    const breaks: number[] = [];
    const byRing = new Map<string, FinishedSlot[]>();
    for (const fight of finished) {
      const length = fight.finishedAt - fight.startedAt;
      if (length <= 0) continue;
      const lengths = this.lengths.get(fight.nominationId) ?? [];
      lengths.push(length);
      this.lengths.set(fight.nominationId, lengths);
      const rules = categories.get(fight.nominationId);
      if (rules) this.paces.push(length / (rules.durationMs * RULES_SLOT_FACTOR));
      const ring = byRing.get(fight.ringId) ?? [];
      ring.push(fight);
      byRing.set(fight.ringId, ring);
    }
    for (const list of byRing.values()) {
      list.sort((a, b) => a.startedAt - b.startedAt);
      for (let i = 1; i < list.length; i++) {
        const gap = list[i].startedAt - list[i - 1].finishedAt;
        // A gap around a planned break (lunch) is neither a changeover nor a stage break.
        const paused = pauses.some((p) => p.from < list[i].startedAt && p.to > list[i - 1].finishedAt);
        if (gap < 0 || gap > 4 * BREAK_GAP_MS || paused) continue;
        const switched = list[i].stageId !== undefined && list[i].stageId !== list[i - 1].stageId;
        if (switched) breaks.push(gap);
        else if (gap <= BREAK_GAP_MS) gaps.push(gap);
      }
    }
    this.pace = learn(this.paces, 1, PRIOR_CV);
    this.changeover = learn(gaps, RULES_SLOT_GAP_MS, PRIOR_GAP_SD_MS);
    this.stageBreak =
      stageBreakMs !== undefined
        ? { n: 0, mean: stageBreakMs, sd: stageBreakMs / 2 }
        : learn(breaks, DEFAULT_STAGE_BREAK_MS, DEFAULT_STAGE_BREAK_MS / 2);
  }

  /** How a category's fights last today; null for a category with no rules and no finished fight. */
  length(nominationId: string): Learned | null {
    if (!this.learnedLengths.has(nominationId)) {
      const values = this.lengths.get(nominationId) ?? [];
      const rules = this.categories.get(nominationId);
      const pace = this.pace.mean;
      let learned: Learned | null = null;
      if (rules) {
        const prior = rules.durationMs * RULES_SLOT_FACTOR * pace;
        // The spread of a fight: this category's, or the day's relative spread, or the prior's.
        const relative = this.pace.sd / pace;
        learned = learn(values, prior, prior * relative);
      } else if (values.length > 0) {
        const mean = values.reduce((a, b) => a + b, 0) / values.length;
        learned = learn(values, mean, mean * PRIOR_CV);
      }
      this.learnedLengths.set(nominationId, learned);
    }
    return this.learnedLengths.get(nominationId) ?? null;
  }

  /** Expected time left (and its spread) of a fight that has run `elapsed` ms. */
  remaining(nominationId: string, elapsed: number): { mean: number; sd: number } | null {
    const length = this.length(nominationId);
    if (!length) return null;
    // The fights of this category that lasted longer say how much longer such a fight goes on.
    const longer = (this.lengths.get(nominationId) ?? []).filter((l) => l > elapsed).map((l) => l - elapsed);
    const fallback = Math.max(length.mean - elapsed, MIN_REMAINING_MS);
    const mean = Math.max(
      MIN_REMAINING_MS,
      longer.length > 0 ? learn(longer, fallback, length.sd).mean : fallback,
    );
    return { mean, sd: Math.min(length.sd, mean) };
  }
}

/** The first moment at or after `at` outside every planned break. */
function outsideBreaks(at: number, breaks: readonly { from: number; to: number }[]): number {
  let moment = at;
  for (let moved = true; moved;) {
    moved = false;
    for (const pause of breaks)
      if (moment >= pause.from && moment < pause.to) {
        moment = pause.to;
        moved = true;
      }
  }
  return moment;
}

/** How long one fight of a category takes from its start to the next start: its length and a changeover. */
export function categorySlotMs(
  nominationId: string,
  finished: readonly FinishedSlot[],
  categories: ReadonlyMap<string, CategoryTiming>,
): number | null {
  const day = new DayModel(finished, categories, undefined);
  const length = day.length(nominationId);
  return length ? Math.round(length.mean + day.changeover.mean) : null;
}

/** The estimated starts of one ring's waiting fights. */
export function estimateRing(input: RingEstimateInput): RingEstimate {
  const { now, queue, finished, ringId } = input;
  const breaks = input.breaks ?? [];
  const day = new DayModel(finished, input.categories, input.stageBreakMs, breaks);
  const fights: FightEstimate[] = [];

  // Where the ring is: the end of its running fight, or of its last finished one.
  const ours = finished.filter((f) => f.ringId === ringId);
  const last = ours.length > 0 ? ours.reduce((a, b) => (b.finishedAt > a.finishedAt ? b : a)) : null;
  let free: number | null = last?.finishedAt ?? null;
  let previousStage: string | null = last?.stageId ?? null;
  // Variance of the time ahead: independent (each fight, changeover) and shared (the learned means).
  let independent = 0;
  let shared = 0;
  let lastNotBefore = now;

  // Once one fight cannot be estimated (a category with no rules and no history), none after it can.
  let unknown = false;
  for (const fight of queue) {
    const length = day.length(fight.nominationId);
    if (fight.startedAt !== null) {
      // Running: it shows its own start; the ring is free when it is expected to end.
      fights.push({ fightId: fight.fightId, estimatedStart: fight.startedAt, notBefore: fight.startedAt });
      const left = day.remaining(fight.nominationId, now - fight.startedAt);
      if (left) {
        free = now + left.mean;
        independent += left.sd ** 2;
      } else unknown = true;
      previousStage = fight.stageId;
      continue;
    }
    if (unknown || length === null) {
      unknown = true;
      fights.push({ fightId: fight.fightId, estimatedStart: null, notBefore: null });
      continue;
    }
    // The first fight of the ring's day is called now (or when the day starts); later ones after a changeover, or a
    // stage break where the ring switches stage.
    const gap =
      free === null
        ? null
        : previousStage !== null && previousStage !== fight.stageId
          ? day.stageBreak
          : day.changeover;
    let start = free === null || gap === null ? now : Math.max(now, free + gap.mean);
    const paused = outsideBreaks(start, breaks);
    // After a pause the first pair is called and checked in like any other.
    if (paused !== start) start = paused + day.changeover.mean;
    if (gap) independent += gap.sd ** 2;
    const sd = Math.sqrt(independent + shared);
    const notBefore = Math.min(
      start,
      Math.max(lastNotBefore, outsideBreaks(start - NOT_BEFORE_Z * sd, breaks)),
    );
    fights.push({
      fightId: fight.fightId,
      estimatedStart: Math.round(start),
      notBefore: Math.round(notBefore),
    });
    lastNotBefore = notBefore;
    // The fight itself: its own spread, and the uncertainty of its category's mean shared with every later one.
    independent += length.sd ** 2;
    shared = (Math.sqrt(shared) + length.sd / Math.sqrt(length.n + PRIOR_WEIGHT)) ** 2;
    free = start + length.mean;
    previousStage = fight.stageId;
  }
  const next = queue[0] ? day.length(queue[0].nominationId) : null;
  return { fights, slotMs: next ? Math.round(next.mean + day.changeover.mean) : null };
}
