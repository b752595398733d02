import { assertEvent, assign, setup } from 'xstate';
import { addTime, STOPPED_CLOCK, startClock, stopClock } from './clock.js';
import { applyCounter, automaticOutcome, counterRefusal, technicalDefeatOutcome } from './counters.js';
import { applyExchangeEvent, exchangeRefusal } from './exchange-events.js';
import type { FightEvent } from './events.js';
import {
  initialFightContext,
  NO_OUTCOME,
  ZERO_COUNTERS,
  type FightContext,
  type FightInput,
} from './fight-context.js';
import { resultByScore } from './fight-result.js';
import {
  addTimeRefusal,
  fightersRefusal,
  finishRefusal,
  fixResultRefusal,
  technicalDefeatRefusal,
} from './refusal-rules.js';

/**
 * The fight as an XState v5 machine. It has no invoke, no delayed transitions and no child actors,
 * and its actions are all `assign`, so it runs entirely through the pure `initialTransition` and
 * `transition` functions: the server persists `{value, context}` and never keeps a live actor.
 * Time enters only through each event's `at`.
 *
 * finished and cancelled are ordinary states, not final ones, because RESTART (and FIX_RESULT for
 * a finished fight) must still be taken there.
 */
export const fightMachine = setup({
  types: {
    context: {} as FightContext,
    events: {} as FightEvent,
    input: {} as FightInput,
  },
  guards: {
    fightersReady: ({ context }) => fightersRefusal(context) === null,
    fightersPresent: ({ context }) => technicalDefeatRefusal(context) === null,
    timeCanBeAdded: ({ context, event }) => addTimeRefusal(context, event.at) === null,
    counterAllowed: ({ context, event }) => {
      assertEvent(event, ['SCORE', 'DOUBLE', 'CARD', 'APPEAL']);
      return counterRefusal(context, event) === null;
    },
    counterEndsFight: ({ context, event }) => {
      assertEvent(event, ['SCORE', 'DOUBLE', 'CARD', 'APPEAL']);
      return (
        counterRefusal(context, event) === null &&
        automaticOutcome(
          context.rules,
          applyCounter(context, event),
          context.winnerRequired,
          context.relay ?? null,
        ) !== null
      );
    },
    exchangeAllowed: ({ context, event }) => {
      assertEvent(event, ['EXCHANGE', 'UNDO_EXCHANGE']);
      return exchangeRefusal(context, event) === null;
    },
    exchangeEndsFight: ({ context, event }) => {
      assertEvent(event, ['EXCHANGE', 'UNDO_EXCHANGE']);
      return (
        exchangeRefusal(context, event) === null &&
        automaticOutcome(
          context.rules,
          applyExchangeEvent(context, event),
          context.winnerRequired,
          context.relay ?? null,
        ) !== null
      );
    },
    finishAllowed: ({ context, event }) => {
      assertEvent(event, 'FINISH');
      return finishRefusal(context, event) === null;
    },
    fixAllowed: ({ context, event }) => {
      assertEvent(event, 'FIX_RESULT');
      return fixResultRefusal(context, event) === null;
    },
  },
  actions: {
    startClock: assign({ clock: ({ context, event }) => startClock(context.clock, event.at) }),
    stopClock: assign({
      clock: ({ context, event }) => stopClock(context.clock, event.at, context.rules.durationMs),
    }),
    addTime: assign({
      clock: ({ context, event }) => {
        assertEvent(event, 'ADD_TIME');
        const { timerDirection: direction, durationMs } = context.rules;
        return addTime(context.clock, event.ms, { direction, durationMs }, event.at);
      },
    }),
    applyCounter: assign(({ context, event }) => {
      assertEvent(event, ['SCORE', 'DOUBLE', 'CARD', 'APPEAL']);
      return applyCounter(context, event);
    }),
    applyExchange: assign(({ context, event }) => {
      assertEvent(event, ['EXCHANGE', 'UNDO_EXCHANGE']);
      return applyExchangeEvent(context, event);
    }),
    finishByRules: assign(
      ({ context }) =>
        automaticOutcome(context.rules, context, context.winnerRequired, context.relay ?? null) ?? {},
    ),
    finishByJudge: assign(({ context, event }) => {
      assertEvent(event, 'FINISH');
      return {
        result: resultByScore(context.score1, context.score2),
        finishReason: event.reason,
        technicalDefeat: null,
      };
    }),
    technicalDefeat: assign(({ event }) => {
      assertEvent(event, 'TECHNICAL_DEFEAT');
      return technicalDefeatOutcome(event.side);
    }),
    fixResult: assign(({ event }) => {
      assertEvent(event, 'FIX_RESULT');
      const { score1, score2, result } = event;
      return { score1, score2, result, finishReason: 'resultFixed' as const, technicalDefeat: null };
    }),
    /** Back to a scheduled fight: counters zeroed, clock reset, no result. */
    reset: assign(() => ({
      ...ZERO_COUNTERS,
      exchanges: [],
      cards: { ...ZERO_COUNTERS.cards },
      ...NO_OUTCOME,
      clock: STOPPED_CLOCK,
    })),
    /** The key press's time, kept as ISO text: what the fight's state and the schedule show. */
    call: assign({
      calledAt: ({ event }) => {
        assertEvent(event, 'CALL');
        return new Date(event.at).toISOString();
      },
    }),
    /** A cancelled fight keeps its counters as a record but has no result. */
    cancel: assign(() => ({ ...NO_OUTCOME })),
  },
}).createMachine({
  id: 'fight',
  context: ({ input }) => contextFor(input),
  initial: 'scheduled',
  states: {
    scheduled: {
      on: {
        START: { guard: 'fightersReady', target: 'running', actions: 'startClock' },
        ADD_TIME: { guard: 'timeCanBeAdded', actions: 'addTime' },
        TECHNICAL_DEFEAT: { guard: 'fightersPresent', target: 'finished', actions: 'technicalDefeat' },
        CANCEL: { target: 'cancelled', actions: 'cancel' },
        CALL: { guard: 'fightersReady', actions: 'call' },
      },
    },
    running: {
      on: {
        PAUSE: { target: 'paused', actions: 'stopClock' },
        ADD_TIME: { guard: 'timeCanBeAdded', actions: 'addTime' },
        ...counterTransitions(),
        FINISH: { guard: 'finishAllowed', target: 'finished', actions: ['stopClock', 'finishByJudge'] },
        TECHNICAL_DEFEAT: {
          guard: 'fightersPresent',
          target: 'finished',
          actions: ['stopClock', 'technicalDefeat'],
        },
        RESTART: { target: 'scheduled', actions: 'reset' },
        CANCEL: { target: 'cancelled', actions: ['stopClock', 'cancel'] },
      },
    },
    paused: {
      on: {
        RESUME: { target: 'running', actions: 'startClock' },
        ADD_TIME: { guard: 'timeCanBeAdded', actions: 'addTime' },
        ...counterTransitions(),
        FINISH: { guard: 'finishAllowed', target: 'finished', actions: 'finishByJudge' },
        TECHNICAL_DEFEAT: { guard: 'fightersPresent', target: 'finished', actions: 'technicalDefeat' },
        RESTART: { target: 'scheduled', actions: 'reset' },
        CANCEL: { target: 'cancelled', actions: 'cancel' },
      },
    },
    finished: {
      on: {
        FIX_RESULT: { guard: 'fixAllowed', actions: 'fixResult' },
        RESTART: { target: 'scheduled', actions: 'reset' },
      },
    },
    cancelled: {
      on: {
        RESTART: { target: 'scheduled', actions: 'reset' },
      },
    },
  },
});

/**
 * `transition()` builds a throwaway actor without input on every call, which runs this factory;
 * a ready placeholder keeps that from throwing (an exception per event costs ~250 µs).
 */
const PLACEHOLDER_CONTEXT = initialFightContext({ fightId: '', fighter1: null, fighter2: null });

function contextFor(input: FightInput | undefined): FightContext {
  return input === undefined ? PLACEHOLDER_CONTEXT : initialFightContext(input);
}

/**
 * Judges' counters, allowed while running or paused (corrections happen with the clock stopped).
 * A change that reaches a limit of the rules finishes the fight at once.
 */
function counterTransitions() {
  const transitions = [
    {
      guard: 'counterEndsFight',
      target: 'finished',
      actions: ['applyCounter', 'stopClock', 'finishByRules'],
    },
    { guard: 'counterAllowed', actions: 'applyCounter' },
  ] as const;
  const exchange = [
    {
      guard: 'exchangeEndsFight',
      target: 'finished',
      actions: ['applyExchange', 'stopClock', 'finishByRules'],
    },
    { guard: 'exchangeAllowed', actions: 'applyExchange' },
  ] as const;
  return {
    SCORE: transitions,
    DOUBLE: transitions,
    CARD: transitions,
    APPEAL: transitions,
    EXCHANGE: exchange,
    UNDO_EXCHANGE: exchange,
  };
}
