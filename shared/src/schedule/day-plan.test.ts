import { dayPlanErrors, isTimeZone, plannedBreaks, type DayPlan } from './day-plan.js';
import { estimateRing } from './estimate.js';

const plan = (over: Partial<DayPlan> = {}): DayPlan => ({
  timeZone: 'Europe/Moscow',
  dayStartsAt: '09:00',
  dayEndsAt: '19:00',
  lunchFrom: '13:00',
  lunchTo: '14:00',
  ...over,
});
const iso = (ms: number) => new Date(ms).toISOString();

describe('the day plan', () => {
  // 12:30 in Moscow (UTC+3 all year).
  const now = Date.parse('2026-06-13T09:30:00Z');

  it('places the night and lunch in the venue zone around now', () => {
    const breaks = plannedBreaks(plan(), now).map((b) => [iso(b.from), iso(b.to)]);
    expect(breaks).toContainEqual(['2026-06-12T16:00:00.000Z', '2026-06-13T06:00:00.000Z']);
    expect(breaks).toContainEqual(['2026-06-13T10:00:00.000Z', '2026-06-13T11:00:00.000Z']);
    expect(breaks).toContainEqual(['2026-06-13T16:00:00.000Z', '2026-06-14T06:00:00.000Z']);
  });

  it('follows daylight saving: 09:00 in Berlin is 07:00 UTC in summer and 08:00 UTC in winter', () => {
    const starts = (at: string) =>
      plannedBreaks(
        plan({ timeZone: 'Europe/Berlin', dayEndsAt: null, lunchFrom: null, lunchTo: null }),
        Date.parse(at),
      )
        .map((b) => iso(b.to))
        .filter((to) => to.startsWith(at.slice(0, 10)));
    expect(starts('2026-07-01T12:00:00Z')).toEqual(['2026-07-01T07:00:00.000Z']);
    expect(starts('2026-12-01T12:00:00Z')).toEqual(['2026-12-01T08:00:00.000Z']);
  });

  it('plans nothing without a known zone', () => {
    expect(plannedBreaks(plan({ timeZone: null }), now)).toEqual([]);
    expect(plannedBreaks(plan({ timeZone: 'Mars/Olympus' }), now)).toEqual([]);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Asia/Novosibirsk')).toBe(true);
  });

  it('asks for both ends of lunch and ends after starts', () => {
    expect(dayPlanErrors({ lunchFrom: '13:00', lunchTo: null })).toEqual({ lunchTo: 'lunchIncomplete' });
    expect(dayPlanErrors({ lunchFrom: '14:00', lunchTo: '13:00' })).toEqual({ lunchTo: 'endBeforeStart' });
    expect(dayPlanErrors({ dayStartsAt: '19:00', dayEndsAt: '09:00' })).toEqual({
      dayEndsAt: 'endBeforeStart',
    });
    expect(dayPlanErrors(plan())).toEqual({});
  });

  it('keeps the estimates out of lunch and the night', () => {
    const queue = Array.from({ length: 20 }, (_, i) => ({
      fightId: `f${i}`,
      nominationId: 'n',
      stageId: 's',
      startedAt: null,
    }));
    const categories = new Map([['n', { durationMs: 10 * 60_000 }]]);
    const breaks = plannedBreaks(plan(), now);
    const { fights } = estimateRing({ now, ringId: 'r', queue, finished: [], categories, breaks });
    const starts = fights.map((f) => f.estimatedStart!);
    for (const start of starts)
      for (const pause of breaks) expect(start >= pause.from && start < pause.to).toBe(false);
    // Twenty fights of ~26.5 min from 12:30 run past lunch and past 19:00: one starts just after lunch (its
    // changeover), some the next morning from 09:00.
    expect(
      starts.filter((s) => s >= Date.parse('2026-06-13T11:00:00Z') && s < Date.parse('2026-06-13T11:05:00Z')),
    ).toHaveLength(1);
    expect(starts.some((s) => s >= Date.parse('2026-06-14T06:00:00Z'))).toBe(true);
  });
});
