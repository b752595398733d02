import { describe, it } from '@jest/globals';
import fc from 'fast-check';
import { FIGHT_RESULTS } from '../domain-types.js';
import { fightTimeAt, remainingAt, timeIsUp } from './clock.js';
import type { FightEvent } from './events.js';
import type { FightContext, FightInput } from './fight-context.js';
import { contradictsScore, hasWinner } from './fight-result.js';
import { applyFightEvent, createFight, fightView, restoreFight, type FightSnapshot } from './fight-engine.js';
import { refusalFor } from './refusal-rules.js';
import type { FightRulesInput } from './rules.js';

/**
 * Model-based test: thousands of random fights, each a random category and up to 60 random
 * key presses at non-decreasing moments, checked after every press against the invariants of
 * the fight. Refused presses are checked against the machine too: the refusal rules and
 * `snapshot.can` must agree both ways.
 */

type EventShape = {
  [K in FightEvent['type']]: Omit<Extract<FightEvent, { type: K }>, 'at'>;
}[FightEvent['type']];

const side = fc.constantFrom(1 as const, 2 as const);
const delta = fc.constantFrom(1 as const, -1 as const);

const eventShape: fc.Arbitrary<EventShape | Record<string, unknown>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: 'START' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'PAUSE' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'RESUME' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('ADD_TIME' as const),
      ms: fc.constantFrom(5_000 as const, 15_000 as const),
    }),
  },
  { weight: 10, arbitrary: fc.record({ type: fc.constant('SCORE' as const), side, delta }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('DOUBLE' as const), delta }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('CARD' as const),
      side,
      card: fc.constantFrom('yellow' as const, 'red' as const),
      delta,
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('APPEAL' as const), side, delta }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('FINISH' as const),
      reason: fc.constantFrom('victory' as const, 'overTime' as const, 'byPoints' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('TECHNICAL_DEFEAT' as const), side }) },
  { weight: 2, arbitrary: fc.constant({ type: 'RESTART' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'CANCEL' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'CALL' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('FIX_RESULT' as const),
      score1: fc.nat(5),
      score2: fc.nat(5),
      result: fc.constantFrom(...FIGHT_RESULTS.filter((result) => result !== 'NONE')),
      override: fc.constantFrom(undefined, true, false),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, unknown>>(
      { type: 'SCORE', side: 3, delta: 1 },
      { type: 'ADD_TIME', ms: 7_000 },
      { type: 'DOUBLE', delta: 2 },
      { type: 'JUMP' },
      { type: 'FIX_RESULT', score1: -1, score2: 0, result: 'F2_WIN' },
    ),
  },
);

const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 2 });

const rules: fc.Arbitrary<FightRulesInput> = fc.record({
  timerDirection: fc.constantFrom('up' as const, 'down' as const),
  durationMs: fc.constantFrom(60_000, 90_000, 180_000),
  addedValue: fc.integer({ min: 1, max: 3 }),
  scoreCap: nullable(fc.integer({ min: 1, max: 10 })),
  doublesLimit: nullable(fc.integer({ min: 1, max: 5 })),
  doublesOutResult: fc.constantFrom('NO_WIN' as const, 'BY_SCORE' as const),
  counters: fc.record({
    doubles: fc.boolean(),
    appeals: fc.boolean(),
    yellowCards: fc.boolean(),
    redCards: fc.boolean(),
  }),
  redCardsToLose: nullable(fc.integer({ min: 1, max: 3 })),
  hitPoints: nullable(fc.integer({ min: 1, max: 10 })),
  team: fc.record({ isTeam: fc.boolean(), teamScoreLimit: nullable(fc.integer({ min: 1, max: 15 })) }),
});

const fightInput: fc.Arbitrary<FightInput> = fc.record({
  fightId: fc.constant('fight-1'),
  fighter1: fc.constantFrom<string | null>(
    'anna',
    'anna',
    'anna',
    'anna',
    'anna',
    'anna',
    'anna',
    'anna',
    'anna',
    null,
  ),
  fighter2: fc.constantFrom<string | null>(
    'boris',
    'boris',
    'boris',
    'boris',
    'boris',
    'boris',
    'boris',
    'boris',
    'boris',
    null,
  ),
  rules,
  droppedOut: fc.oneof(
    { weight: 8, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.constant(['boris']) },
    { weight: 1, arbitrary: fc.constant(['clara']) },
  ),
  winnerRequired: fc.boolean(),
});

const presses = fc.array(fc.tuple(eventShape, fc.nat(20_000)), { minLength: 1, maxLength: 60, size: 'max' });

function counterValues(context: FightContext): number[] {
  const { score1, score2, doubles, cards, appeals1, appeals2 } = context;
  return [score1, score2, doubles, cards.yellow1, cards.red1, cards.yellow2, cards.red2, appeals1, appeals2];
}

/** A plain check: `expect` is too slow for millions of checks; the message names the broken rule. */
function check(rule: boolean, message: string, details: () => unknown): void {
  if (!rule) throw new Error(`${message}: ${JSON.stringify(details())}`);
}

/** Runs one random fight, checking every invariant after every press. */
function playRandomFight(
  input: FightInput,
  steps: Array<[EventShape | Record<string, unknown>, number]>,
): void {
  let snapshot: FightSnapshot = createFight(input);
  let now = 0;
  for (const [shape, gap] of steps) {
    const previous = snapshot;
    const previousNow = now;
    now += gap;
    const event = { ...shape, at: now };
    const outcome = applyFightEvent(previous, event);
    const context = () => ({ state: previous.value, event, outcome });

    if (!outcome.ok) {
      check(/^fight\/[a-z-]+$/.test(outcome.reason), 'every refusal carries a reason', context);
      check(
        JSON.stringify(outcome.view) === JSON.stringify(fightView(previous)),
        'a refusal sends the unchanged view',
        context,
      );
      if (outcome.reason !== 'fight/invalid-event') {
        check(
          !restoreFight(previous).can(event as FightEvent),
          'the machine refuses what the rules refuse',
          context,
        );
      }
      continue;
    }
    const next = outcome.snapshot;
    const applied = event as FightEvent;
    const stored = JSON.stringify(next);

    check(
      refusalFor(previous.value, previous.context, applied) === null,
      'applied events pass the refusal rules',
      context,
    );
    check(stored !== JSON.stringify(previous), 'an applied event changes the fight', context);
    check(
      counterValues(next.context).every((value) => value >= 0),
      'scores and counters never go negative',
      context,
    );
    const hitPoints = outcome.view.hitPoints;
    check(!hitPoints || Math.min(hitPoints[1], hitPoints[2]) >= 0, 'hit points never go below 0', context);
    check(
      previous.value !== 'finished' || applied.type === 'FIX_RESULT' || applied.type === 'RESTART',
      'a finished fight changes only through FIX_RESULT or RESTART',
      context,
    );
    check(
      (next.context.result === 'NONE') === (next.value !== 'finished'),
      'only a finished fight has a result',
      context,
    );
    check(
      next.context.clock.running === (next.value === 'running'),
      'the clock runs exactly while the fight runs',
      context,
    );

    check(
      !next.context.winnerRequired || next.value !== 'finished' || hasWinner(next.context.result),
      'a bout that needs a winner never finishes without one',
      context,
    );
    if (applied.type === 'FIX_RESULT' && applied.override !== true) {
      check(
        !contradictsScore(applied.result, applied.score1, applied.score2),
        'a winner with fewer points is recorded only with an override',
        context,
      );
    }

    // The fight time never runs backwards and never passes the fight's duration, except when RESTART resets it or
    // ADD_TIME gives time back: a count-down clock at most the time added, and after time-up exactly that time.
    const { durationMs, timerDirection } = next.context.rules;
    const before = fightTimeAt(previous.context.clock, durationMs, previousNow);
    const after = fightTimeAt(next.context.clock, durationMs, now);
    check(
      next.context.clock.running || next.context.clock.elapsedMs <= durationMs,
      'a stopped clock never holds more than the fight time',
      context,
    );
    if (applied.type === 'RESTART') check(after === 0, 'RESTART resets the clock', context);
    else if (applied.type === 'ADD_TIME' && timeIsUp(previous.context.clock, durationMs, now)) {
      check(
        remainingAt(next.context.clock, { durationMs }, now) === applied.ms,
        'added time after time-up gives back exactly that time',
        context,
      );
    } else if (applied.type === 'ADD_TIME' && timerDirection === 'down') {
      check(
        after >= Math.max(0, before - applied.ms),
        'added time gives back at most the time added',
        context,
      );
    } else check(after >= before, 'the clock never runs backwards', context);

    // The snapshot survives JSON: restored, it gives the same view and the same machine state.
    const parsed: FightSnapshot = JSON.parse(stored);
    const restored = restoreFight(parsed);
    check(restored.value === next.value, 'a restored fight is in the same state', context);
    check(
      JSON.stringify(restored.context) === JSON.stringify(next.context),
      'a restored fight has the same context',
      context,
    );
    check(
      JSON.stringify(fightView(parsed, now)) === JSON.stringify(fightView(next, now)),
      'a restored fight has the same view',
      context,
    );
    snapshot = parsed;
  }
}

describe('the fight machine under thousands of random fights', () => {
  it('keeps every invariant after every press', () => {
    fc.assert(fc.property(fightInput, presses, playRandomFight), { numRuns: 2_000 });
  });
});
