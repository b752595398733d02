import { describe, it, expect } from '@jest/globals';
import { applyFightEvent, type FightSnapshot } from './fight-engine.js';
import type { FightEvent, FightEventType } from './events.js';
import type { FightStatus } from './fight-context.js';
import {
  cancelledFight,
  finishedFight,
  pausedFight,
  play,
  runningFight,
  scheduledFight,
} from './test-support/fight-scenario.js';

/**
 * Every event in every state, in one table: each cell is either the state the fight moves to
 * ("→ state") or the reason it is refused. Nothing is silently ignored.
 */

const at = 50_000;
const events: Record<FightEventType, FightEvent> = {
  START: { type: 'START', at },
  PAUSE: { type: 'PAUSE', at },
  RESUME: { type: 'RESUME', at },
  ADD_TIME: { type: 'ADD_TIME', at, ms: 5_000 },
  SCORE: { type: 'SCORE', at, side: 1, delta: 1 },
  DOUBLE: { type: 'DOUBLE', at, delta: 1 },
  CARD: { type: 'CARD', at, side: 2, card: 'yellow', delta: 1 },
  APPEAL: { type: 'APPEAL', at, side: 1, delta: 1 },
  FINISH: { type: 'FINISH', at, reason: 'byPoints' },
  TECHNICAL_DEFEAT: { type: 'TECHNICAL_DEFEAT', at, side: 2 },
  RESTART: { type: 'RESTART', at },
  CANCEL: { type: 'CANCEL', at },
  CALL: { type: 'CALL', at },
  FIX_RESULT: { type: 'FIX_RESULT', at, score1: 0, score2: 3, result: 'F2_WIN' },
};

const fights: Record<FightStatus, () => FightSnapshot> = {
  scheduled: () => scheduledFight(),
  running: () => runningFight(),
  paused: () => pausedFight(),
  finished: () => finishedFight(),
  cancelled: () => cancelledFight(),
};

const table: Record<FightStatus, Record<FightEventType, string>> = {
  scheduled: {
    START: '→ running',
    PAUSE: 'fight/not-running',
    RESUME: 'fight/not-started',
    ADD_TIME: 'fight/clock-full',
    SCORE: 'fight/not-started',
    DOUBLE: 'fight/not-started',
    CARD: 'fight/not-started',
    APPEAL: 'fight/not-started',
    FINISH: 'fight/not-started',
    TECHNICAL_DEFEAT: '→ finished',
    RESTART: 'fight/not-started',
    CANCEL: '→ cancelled',
    CALL: '→ scheduled',
    FIX_RESULT: 'fight/not-finished',
  },
  running: {
    START: 'fight/already-running',
    PAUSE: '→ paused',
    RESUME: 'fight/already-running',
    ADD_TIME: '→ running',
    SCORE: '→ running',
    DOUBLE: '→ running',
    CARD: '→ running',
    APPEAL: '→ running',
    FINISH: '→ finished',
    TECHNICAL_DEFEAT: '→ finished',
    RESTART: '→ scheduled',
    CANCEL: '→ cancelled',
    CALL: 'fight/already-started',
    FIX_RESULT: 'fight/not-finished',
  },
  paused: {
    START: 'fight/already-started',
    PAUSE: 'fight/not-running',
    RESUME: '→ running',
    ADD_TIME: '→ paused',
    SCORE: '→ paused',
    DOUBLE: '→ paused',
    CARD: '→ paused',
    APPEAL: '→ paused',
    FINISH: '→ finished',
    TECHNICAL_DEFEAT: '→ finished',
    RESTART: '→ scheduled',
    CANCEL: '→ cancelled',
    CALL: 'fight/already-started',
    FIX_RESULT: 'fight/not-finished',
  },
  finished: {
    START: 'fight/finished',
    PAUSE: 'fight/finished',
    RESUME: 'fight/finished',
    ADD_TIME: 'fight/finished',
    SCORE: 'fight/finished',
    DOUBLE: 'fight/finished',
    CARD: 'fight/finished',
    APPEAL: 'fight/finished',
    FINISH: 'fight/finished',
    TECHNICAL_DEFEAT: 'fight/finished',
    RESTART: '→ scheduled',
    CANCEL: 'fight/finished',
    CALL: 'fight/finished',
    FIX_RESULT: '→ finished',
  },
  cancelled: {
    START: 'fight/cancelled',
    PAUSE: 'fight/cancelled',
    RESUME: 'fight/cancelled',
    ADD_TIME: 'fight/cancelled',
    SCORE: 'fight/cancelled',
    DOUBLE: 'fight/cancelled',
    CARD: 'fight/cancelled',
    APPEAL: 'fight/cancelled',
    FINISH: 'fight/cancelled',
    TECHNICAL_DEFEAT: 'fight/cancelled',
    RESTART: '→ scheduled',
    CANCEL: 'fight/cancelled',
    CALL: 'fight/cancelled',
    FIX_RESULT: 'fight/cancelled',
  },
};

const cells = Object.entries(table).flatMap(([status, row]) =>
  Object.entries(row).map(([type, expected]) => ({
    status: status as FightStatus,
    type: type as FightEventType,
    expected,
  })),
);

describe('every event in every state is applied or refused with a reason', () => {
  it.each(cells)('$status fight, $type: $expected', ({ status, type, expected }) => {
    const fight = fights[status]();
    const outcome = applyFightEvent(fight, events[type]);
    expect(outcome.ok ? `→ ${outcome.snapshot.value}` : outcome.reason).toBe(expected);
    if (outcome.ok) expect(outcome.snapshot).not.toEqual(fight);
  });
});

/**
 * The decisive events where the result rules speak: a tied bracket bout (winner required), and fixes whose winner
 * the score contradicts. Same cells: the state the fight moves to, or the reason.
 */
const tiedBracketBout = () =>
  play(
    scheduledFight({}, { winnerRequired: true }),
    { type: 'START', at: 1_000 },
    { type: 'SCORE', at: 2_000, side: 1, delta: 1 },
    { type: 'SCORE', at: 3_000, side: 2, delta: 1 },
  );
const finishedBracketBout = () =>
  play(
    tiedBracketBout(),
    { type: 'SCORE', at: 4_000, side: 1, delta: 1 },
    { type: 'FINISH', at, reason: 'byPoints' },
  );

const resultCells: { fight: string; make: () => FightSnapshot; event: FightEvent; expected: string }[] = [
  {
    fight: 'tied bracket bout',
    make: tiedBracketBout,
    event: { type: 'FINISH', at, reason: 'victory' },
    expected: 'fight/tied-score',
  },
  {
    fight: 'tied bracket bout',
    make: tiedBracketBout,
    event: { type: 'FINISH', at, reason: 'overTime' },
    expected: 'fight/winner-required',
  },
  {
    fight: 'tied bracket bout',
    make: tiedBracketBout,
    event: { type: 'FINISH', at, reason: 'byPoints' },
    expected: 'fight/winner-required',
  },
  {
    fight: 'tied bracket bout',
    make: tiedBracketBout,
    event: { type: 'TECHNICAL_DEFEAT', at, side: 1 },
    expected: '→ finished',
  },
  {
    fight: 'tied bracket bout',
    make: tiedBracketBout,
    event: { type: 'CANCEL', at },
    expected: '→ cancelled',
  },
  {
    fight: 'finished bracket bout',
    make: finishedBracketBout,
    event: { type: 'FIX_RESULT', at, score1: 2, score2: 2, result: 'DRAW' },
    expected: 'fight/winner-required',
  },
  {
    fight: 'finished bracket bout',
    make: finishedBracketBout,
    event: { type: 'FIX_RESULT', at, score1: 2, score2: 2, result: 'NO_WIN', override: true },
    expected: 'fight/winner-required',
  },
  {
    fight: 'finished bracket bout',
    make: finishedBracketBout,
    event: { type: 'FIX_RESULT', at, score1: 1, score2: 2, result: 'F2_WIN' },
    expected: '→ finished',
  },
  {
    fight: 'finished pool fight',
    make: () => finishedFight(),
    event: { type: 'FIX_RESULT', at, score1: 1, score2: 3, result: 'F1_WIN' },
    expected: 'fight/result-contradicts-score',
  },
  {
    fight: 'finished pool fight',
    make: () => finishedFight(),
    event: { type: 'FIX_RESULT', at, score1: 1, score2: 3, result: 'F1_WIN', override: true },
    expected: '→ finished',
  },
];

const cellName = (event: FightEvent) =>
  [
    event.type,
    event.type === 'FINISH' ? event.reason : '',
    event.type === 'FIX_RESULT' ? `${event.score1}:${event.score2} ${event.result}` : '',
    event.type === 'FIX_RESULT' && event.override ? 'with override' : '',
  ]
    .filter(Boolean)
    .join(' ');

describe('finishing and fixing follow the result rules', () => {
  it.each(resultCells.map((cell) => ({ ...cell, name: cellName(cell.event) })))(
    '$fight, $name: $expected',
    ({ make, event, expected }) => {
      const outcome = applyFightEvent(make(), event);
      expect(outcome.ok ? `→ ${outcome.snapshot.value}` : outcome.reason).toBe(expected);
    },
  );
});
