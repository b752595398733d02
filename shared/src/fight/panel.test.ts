import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Exchange } from './exchanges.js';
import {
  JUDGE_SEATS,
  combineWindow,
  exchangeKey,
  groupWindows,
  majorityOf,
  panelRulesSchema,
  type PanelCall,
  type PanelSeat,
} from './panel.js';
import { fightRules } from './rules.js';

const majority = panelRulesSchema.parse({ mode: 'majority', judges: 3, windowMs: 1500 });
const left1: Exchange = { kind: 'clean', side: 1, points: 1 };
const right2: Exchange = { kind: 'clean', side: 2, points: 2 };
const call = (id: string, seat: PanelSeat, exchange: Exchange, pressedAt: number): PanelCall => ({
  id,
  seat,
  exchange,
  pressedAt,
});

describe('panel rules', () => {
  it('are off by default, so a category keeps its single table console', () => {
    expect(fightRules().panel).toEqual({ mode: 'off', judges: 3, windowMs: 1500 });
  });

  it('refuse more than four judges and a window shorter than people can agree in', () => {
    expect(panelRulesSchema.safeParse({ mode: 'majority', judges: 5 }).success).toBe(false);
    expect(panelRulesSchema.safeParse({ mode: 'majority', windowMs: 100 }).success).toBe(false);
  });

  it('count a majority of the seated judges', () => {
    expect([1, 2, 3, 4].map(majorityOf)).toEqual([1, 2, 2, 3]);
  });
});

describe('combineWindow', () => {
  it('confirms when two of three judges call the same within the window', () => {
    const outcome = combineWindow(
      majority,
      [call('a', 'judge1', left1, 1000), call('b', 'judge2', left1, 1400)],
      1500,
    );
    expect(outcome).toEqual({ status: 'confirmed', exchange: left1, calls: ['a', 'b'] });
  });

  it('keeps one call pending while the window is open, and splits it once the window closes', () => {
    const calls = [call('a', 'judge1', left1, 1000)];
    expect(combineWindow(majority, calls, 2000).status).toBe('pending');
    expect(combineWindow(majority, calls, 2500)).toEqual({ status: 'split', leading: left1 });
  });

  it('splits when every judge called something different', () => {
    const calls = [
      call('a', 'judge1', left1, 1000),
      call('b', 'judge2', right2, 1100),
      call('c', 'judge3', { kind: 'double' }, 1200),
    ];
    expect(combineWindow(majority, calls, 1300)).toEqual({ status: 'split', leading: null });
  });

  it("counts only a judge's last call: one judge pressing twice is not a majority", () => {
    const calls = [call('a', 'judge1', left1, 1000), call('b', 'judge1', left1, 1100)];
    expect(combineWindow(majority, calls, 1200).status).toBe('pending');
  });

  it("never counts the director's call as a vote", () => {
    const calls = [call('a', 'judge1', left1, 1000), call('d', 'director', left1, 1100)];
    expect(combineWindow(majority, calls, 1200).status).toBe('pending');
  });

  it('waits for the director under the director rule, whatever the judges agree on', () => {
    const rules = panelRulesSchema.parse({ mode: 'director', judges: 3 });
    const calls = JUDGE_SEATS.slice(0, 3).map((seat, i) => call(`c${i}`, seat, left1, 1000 + i));
    expect(combineWindow(rules, calls, 99_999)).toEqual({ status: 'pending', leading: left1 });
  });

  it('never confirms an exchange fewer than a majority of judges called (property)', () => {
    const exchange = fc.constantFrom<Exchange>(left1, right2, { kind: 'double' }, { kind: 'none' });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.record({ seat: fc.constantFrom(...JUDGE_SEATS), exchange, at: fc.nat(1400) }), {
          maxLength: 12,
        }),
        fc.nat(5000),
        (judges, raw, now) => {
          const rules = panelRulesSchema.parse({ mode: 'majority', judges, windowMs: 1500 });
          const calls = raw.map((r, i) => call(`c${i}`, r.seat, r.exchange, r.at));
          const outcome = combineWindow(rules, calls, now);
          if (outcome.status !== 'confirmed') return;
          const agreeing = calls.filter((c) => outcome.calls.includes(c.id));
          // Distinct seats, all calling the confirmed exchange, at least a majority of the panel.
          expect(new Set(agreeing.map((c) => c.seat)).size).toBe(agreeing.length);
          expect(agreeing.every((c) => exchangeKey(c.exchange) === exchangeKey(outcome.exchange))).toBe(true);
          expect(agreeing.length).toBeGreaterThanOrEqual(majorityOf(judges));
        },
      ),
    );
  });

  it('decides the same whatever order the calls arrived in (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ seat: fc.constantFrom(...JUDGE_SEATS), side: fc.constantFrom(1, 2), at: fc.nat(1400) }),
          { maxLength: 8 },
        ),
        fc.nat(3000),
        (raw, now) => {
          const calls = raw.map((r, i) =>
            call(`c${i}`, r.seat, { kind: 'clean', side: r.side as 1 | 2, points: 1 }, r.at),
          );
          const rules = panelRulesSchema.parse({ mode: 'majority', judges: 4 });
          const a = combineWindow(rules, calls, now);
          const b = combineWindow(rules, [...calls].reverse(), now);
          expect(a.status).toBe(b.status);
          if (a.status === 'confirmed' && b.status === 'confirmed')
            expect(exchangeKey(a.exchange)).toBe(exchangeKey(b.exchange));
        },
      ),
    );
  });
});

describe('groupWindows', () => {
  it('puts calls pressed within the window of the first into one exchange, later ones into the next', () => {
    const calls = [
      call('c', 'judge3', left1, 5000),
      call('a', 'judge1', left1, 1000),
      call('b', 'judge2', left1, 2499),
      call('d', 'judge1', left1, 2500),
    ];
    expect(groupWindows(calls, 1500).map((w) => w.map((c) => c.id))).toEqual([['a', 'b'], ['d'], ['c']]);
  });

  it('groups every arrival order alike and loses no call (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20_000), { maxLength: 20 }), (times) => {
        const calls = times.map((at, i) => call(`c${i}`, 'judge1', left1, at));
        const ids = (windows: PanelCall[][]) => windows.map((w) => w.map((c) => c.id));
        const windows = groupWindows(calls, 1500);
        expect(ids(groupWindows([...calls].reverse(), 1500))).toEqual(ids(windows));
        expect(windows.flat()).toHaveLength(calls.length);
        for (const w of windows) expect(w.at(-1)!.pressedAt - w[0].pressedAt).toBeLessThan(1500);
      }),
    );
  });
});
