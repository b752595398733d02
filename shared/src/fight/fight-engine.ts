import { initialTransition, transition } from 'xstate';
import { z } from 'zod';
import type { FightResult, FighterId } from '../domain-types.js';
import { elapsedAt, type TimerDirection } from './clock.js';
import { fightEventSchema, type FightSide } from './events.js';
import {
  FIGHT_STATUSES,
  type FightCards,
  type FightContext,
  type FightInput,
  type FightStatus,
  type FinishReason,
  type HitPoints,
} from './fight-context.js';
import { fightMachine } from './machine.js';
import type { FightRules } from './rules.js';
import type { RelayTeamRef } from '../competition/team-relay.js';
import { refusalFor } from './refusal-rules.js';
import { FIGHT_REFUSALS, type FightRefusal } from './refusals.js';

/**
 * The pure fight API the server uses: create a fight, apply one event, render the view.
 * A snapshot is plain JSON (`{value, context}`), stored as it is and restored with
 * `fightMachine.resolveState`.
 */

export interface FightSnapshot {
  value: FightStatus;
  context: FightContext;
}

/** The small view broadcast to spectators, judges and caption overlays. */
export interface FightView {
  fightId: string;
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  status: FightStatus;
  score1: number;
  score2: number;
  doubles: number;
  cards: FightCards;
  appeals: { 1: number; 2: number };
  clock: {
    running: boolean;
    elapsedMs: number;
    startedAt: number | null;
    direction: TimerDirection;
    durationMs: number;
    showTimer: boolean;
  };
  result: FightResult;
  finishReason: FinishReason | null;
  technicalDefeat: FightSide | null;
  /** The bout must name a winner (a bracket): the console keeps draws out of reach instead of being refused. */
  winnerRequired: boolean;
  /**
   * The counters this fight keeps (its own rules, fixed when it was scheduled): the console shows exactly these,
   * so a category change reaches it with the fight's next state and a running fight keeps what it started with.
   */
  counters: FightRules['counters'];
  /**
   * The fight's whole rules, so an offline console can play its waiting presses through the same machine
   * (fight/projection.ts). Optional: views built by older servers (and test fixtures) leave it out.
   */
  rules?: FightRules;
  /** When the ring last called the fighters to get ready (ISO time); null when it has not. */
  calledAt: string | null;
  /** Swiss with hits: hit points left, each fighter's starting HP minus the hits the opponent scored. */
  hitPoints?: HitPoints;
  /**
   * A bout of a team relay: the team totals (carried + this bout's points), the bout's threshold and its place in
   * the relay. `score1`/`score2` stay the bout's own points.
   */
  relay?: {
    matchId: string;
    team1: RelayTeamRef;
    team2: RelayTeamRef;
    total1: number;
    total2: number;
    threshold: number | null;
    bout: number;
    bouts: number;
    /** The last bout of a bracket match: it cannot end with the team totals level (a deciding hit). */
    decides: boolean;
  };
}

export type FightEventOutcome =
  | { ok: true; snapshot: FightSnapshot; view: FightView }
  | { ok: false; reason: FightRefusal; message?: string; view: FightView };

/**
 * A scheduled fight: zeroed counters, stopped clock, result NONE. Throws (a ZodError) when the
 * category's rules are invalid: that is a configuration error, not a judge's mistake.
 */
export function createFight(input: FightInput): FightSnapshot {
  const [initial] = initialTransition(fightMachine, input);
  // XState keeps an error thrown while building the context in the snapshot; surface it.
  if (initial.status === 'error') throw initial.error;
  return { value: initial.value as FightStatus, context: initial.context };
}

/**
 * Applies one event (as received, unvalidated) to a stored snapshot. Every event is either applied
 * or refused with a reason; nothing is ignored. A refusal leaves the snapshot as it was.
 */
export function applyFightEvent(snapshot: FightSnapshot, event: unknown): FightEventOutcome {
  const view = fightView(snapshot);
  const parsed = fightEventSchema.safeParse(event);
  if (!parsed.success) {
    return { ok: false, reason: FIGHT_REFUSALS.invalidEvent, message: z.prettifyError(parsed.error), view };
  }
  const state = restoreFight(snapshot);
  const refusal = refusalFor(snapshot.value, snapshot.context, parsed.data);
  if (refusal !== null) return { ok: false, reason: refusal, view };
  if (!state.can(parsed.data)) {
    throw new Error(`fight machine refuses ${parsed.data.type} in ${snapshot.value} without a refusal rule`);
  }
  const [next] = transition(fightMachine, state, parsed.data);
  if (next.status === 'error') throw next.error;
  const nextSnapshot: FightSnapshot = { value: next.value as FightStatus, context: next.context };
  return { ok: true, snapshot: nextSnapshot, view: fightView(nextSnapshot) };
}

/** The machine snapshot for a stored `{value, context}` (for example after JSON.parse). */
export function restoreFight(snapshot: FightSnapshot) {
  if (!FIGHT_STATUSES.includes(snapshot.value)) {
    throw new Error(`unknown fight state ${String(snapshot.value)}`);
  }
  return fightMachine.resolveState({ value: snapshot.value, context: snapshot.context });
}

/**
 * The view of a fight. Given `now`, a running clock is rebased to it (elapsed up to `now`,
 * `startedAt = now`), so a late joiner renders the same time from its own offset.
 */
export function fightView(snapshot: FightSnapshot, now?: number): FightView {
  const { context } = snapshot;
  const { clock, rules } = context;
  const rebase = now !== undefined && clock.running;
  const view: FightView = {
    fightId: context.fightId,
    fighter1: context.fighter1,
    fighter2: context.fighter2,
    status: snapshot.value,
    score1: context.score1,
    score2: context.score2,
    doubles: context.doubles,
    cards: { ...context.cards },
    appeals: { 1: context.appeals1, 2: context.appeals2 },
    clock: {
      running: clock.running,
      elapsedMs: rebase ? elapsedAt(clock, now) : clock.elapsedMs,
      startedAt: rebase && clock.startedAt !== null ? Math.max(now, clock.startedAt) : clock.startedAt,
      direction: rules.timerDirection,
      durationMs: rules.durationMs,
      showTimer: rules.showTimer,
    },
    result: context.result,
    finishReason: context.finishReason,
    technicalDefeat: context.technicalDefeat,
    winnerRequired: context.winnerRequired === true,
    counters: { ...rules.counters },
    rules: structuredClone(rules),
    calledAt: context.calledAt ?? null,
  };
  if (context.relay) {
    const { carried1, carried2, threshold, bout, bouts, matchId, team1, team2 } = context.relay;
    view.relay = {
      matchId,
      team1: { ...team1 },
      team2: { ...team2 },
      total1: carried1 + context.score1,
      total2: carried2 + context.score2,
      threshold,
      bout,
      bouts,
      decides: context.relay.decides === true,
    };
  }
  if (context.startingHitPoints !== null) {
    view.hitPoints = {
      1: Math.max(0, context.startingHitPoints[1] - context.score2),
      2: Math.max(0, context.startingHitPoints[2] - context.score1),
    };
  }
  return view;
}
