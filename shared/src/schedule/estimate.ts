/**
 * When will a ring's waiting fights start? One rule behind every schedule reader (contracts/schedule.ts). Pure and
 * clock-free: the caller passes `now` and what the ring has done today.
 *
 * A fight's "slot" is the time from one fight's start to the next fight's start on the same ring (fight time,
 * stoppages, changeover). The slot of a category is learned from its fights that finished today on any ring; until
 * one has finished, it comes from the category's rules. Waiting fights are laid end to end after the running fight's
 * expected end (or after now, when the ring is idle). A break between stages (the next stage's fights waiting for
 * the previous stage to finish) is added where a fight's stage differs from the one before it on the ring.
 */

/** A fight of the ring's queue that is not over, in ring order. */
export interface QueuedFight {
  fightId: string;
  nominationId: string;
  stageId: string;
  /** Epoch ms when the running fight started; null for a fight not started. */
  startedAt: number | null;
}

/** A fight that finished today: what the slot of its category is learned from. */
export interface FinishedSlot {
  nominationId: string;
  ringId: string;
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
  /** The minutes a break between two stages of a category takes on a ring (organizer's or default). */
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

/** Fight time plus stoppages and changeover, when a category has no finished fight yet: a slot of rules × this + gap. */
export const RULES_SLOT_FACTOR = 2;
export const RULES_SLOT_GAP_MS = 60_000;
export const DEFAULT_STAGE_BREAK_MS = 5 * 60_000;

/** The median of a list (null when empty). */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** How long one fight of a category takes from start to the next start, learned from today or from the rules. */
export function categorySlotMs(
  nominationId: string,
  finished: readonly FinishedSlot[],
  categories: ReadonlyMap<string, CategoryTiming>,
): number | null {
  // The gap to the next start on the same ring counts the changeover; a fight's own length is the fallback.
  const slots: number[] = [];
  const byRing = new Map<string, FinishedSlot[]>();
  for (const fight of finished) {
    const list = byRing.get(fight.ringId) ?? [];
    list.push(fight);
    byRing.set(fight.ringId, list);
  }
  for (const list of byRing.values()) {
    const ordered = [...list].sort((a, b) => a.startedAt - b.startedAt);
    ordered.forEach((fight, at) => {
      if (fight.nominationId !== nominationId) return;
      const next = ordered[at + 1];
      const slot = next ? next.startedAt - fight.startedAt : fight.finishedAt - fight.startedAt + RULES_SLOT_GAP_MS;
      // A slot spanning a lunch break says nothing about a fight's length.
      if (slot > 0 && slot < 4 * (fight.finishedAt - fight.startedAt + RULES_SLOT_GAP_MS)) slots.push(slot);
    });
  }
  const learned = median(slots);
  if (learned !== null) return learned;
  const rules = categories.get(nominationId);
  return rules ? rules.durationMs * RULES_SLOT_FACTOR + RULES_SLOT_GAP_MS : null;
}

/** The estimated starts of one ring's waiting fights. */
export function estimateRing(input: RingEstimateInput): RingEstimate {
  const { now, queue, finished, categories } = input;
  const stageBreak = input.stageBreakMs ?? DEFAULT_STAGE_BREAK_MS;
  const slots = new Map<string, number | null>();
  const slotOf = (nominationId: string) => {
    if (!slots.has(nominationId)) slots.set(nominationId, categorySlotMs(nominationId, finished, categories));
    return slots.get(nominationId) ?? null;
  };
  const fights: FightEstimate[] = [];
  let clock: number | null = now;
  let previous: QueuedFight | null = null;
  let ahead = 0;
  for (const fight of queue) {
    const slot = slotOf(fight.nominationId);
    if (fight.startedAt !== null) {
      // Running: it ends a slot after it started, or soon if it already overran.
      fights.push({ fightId: fight.fightId, estimatedStart: fight.startedAt, notBefore: fight.startedAt });
      clock = slot === null ? null : Math.max(now + 30_000, fight.startedAt + slot);
    } else {
      if (clock !== null && previous && previous.stageId !== fight.stageId) clock += stageBreak;
      const start = clock;
      // The error grows with the fights before it: about a third of a slot per fight, at least two minutes.
      const error = slot === null ? 0 : Math.max(120_000, (slot / 3) * Math.sqrt(ahead + 1));
      fights.push({
        fightId: fight.fightId,
        estimatedStart: start,
        notBefore: start === null ? null : Math.max(now, start - error),
      });
      clock = clock === null || slot === null ? null : clock + slot;
      ahead += 1;
    }
    previous = fight;
  }
  return { fights, slotMs: queue.length > 0 ? slotOf(queue[0].nominationId) : null };
}
