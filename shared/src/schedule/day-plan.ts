/**
 * The organizer's plan of a tournament day — when fighting starts and ends and the lunch break, as wall-clock times
 * of the venue's time zone — turned into the planned breaks the estimates keep clear of (estimate.ts `breaks`).
 * Pure: the caller passes `now`; time zones come from the platform's Intl database.
 */

export interface DayPlan {
  /** IANA zone of the venue ("Europe/Moscow"); without one the plan cannot be placed in time. */
  timeZone: string | null;
  /** "HH:MM" wall-clock times of the venue; each may be missing. */
  dayStartsAt: string | null;
  dayEndsAt: string | null;
  lunchFrom: string | null;
  lunchTo: string | null;
}

export interface PlannedBreak {
  from: number;
  to: number;
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One formatter per known zone, built once (building one costs far more than using it); null for a zone unknown here,
 * which is not kept (the zones a request may name are unbounded, the known ones are a few hundred).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat | null {
  let format = formatters.get(timeZone) ?? null;
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      formatters.set(timeZone, format);
    } catch {
      // An unknown zone would throw deep inside a schedule read: it plans nothing instead.
    }
  }
  return format;
}

/** Whether the platform knows the zone. */
export function isTimeZone(zone: string): boolean {
  return formatter(zone) !== null;
}

/** The zone's wall clock at `ms`, as if it were UTC (so differences give the zone's offset). */
function wallClock(ms: number, format: Intl.DateTimeFormat): number {
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

/** Epoch ms of a wall-clock time on a day (UTC midnight of the date `dayMs`) in the zone. */
function zoned(dayMs: number, time: string, format: Intl.DateTimeFormat): number {
  const [hours, minutes] = time.split(':').map(Number);
  const guess = dayMs + (hours * 60 + minutes) * 60_000;
  // The offset at the guess, then again at the answer: right on both sides of a daylight-saving change.
  const first = guess - (wallClock(guess, format) - guess);
  return guess - (wallClock(first, format) - first);
}

const DAY_MS = 86_400_000;

/**
 * The plan's breaks around `now` (the day before to two days after, in the venue's zone): the night between a day's
 * end and the next day's start (from midnight when no end is set, to midnight when no start is), and lunch.
 */
export function plannedBreaks(plan: DayPlan, now: number): PlannedBreak[] {
  const format = plan.timeZone ? formatter(plan.timeZone) : null;
  if (!format) return [];
  const wallNow = wallClock(now, format);
  const today = wallNow - (((wallNow % DAY_MS) + DAY_MS) % DAY_MS);
  const breaks: PlannedBreak[] = [];
  for (let offset = -1; offset <= 2; offset++) {
    const day = today + offset * DAY_MS;
    const at = (time: string) => zoned(day, time, format);
    if (plan.dayStartsAt || plan.dayEndsAt) {
      const start = plan.dayStartsAt ? at(plan.dayStartsAt) : at('00:00');
      const previousEnd = plan.dayEndsAt ? zoned(day - DAY_MS, plan.dayEndsAt, format) : at('00:00');
      if (start > previousEnd) breaks.push({ from: previousEnd, to: start });
    }
    if (plan.lunchFrom && plan.lunchTo && plan.lunchTo > plan.lunchFrom)
      breaks.push({ from: at(plan.lunchFrom), to: at(plan.lunchTo) });
  }
  return breaks.sort((a, b) => a.from - b.from);
}

/** What is wrong with a plan, by field (both ends of lunch or neither; each end after its start). */
export function dayPlanErrors(plan: Partial<DayPlan>): Record<string, 'lunchIncomplete' | 'endBeforeStart'> {
  const errors: Record<string, 'lunchIncomplete' | 'endBeforeStart'> = {};
  if (!!plan.lunchFrom !== !!plan.lunchTo)
    errors[plan.lunchFrom ? 'lunchTo' : 'lunchFrom'] = 'lunchIncomplete';
  else if (plan.lunchFrom && plan.lunchTo && plan.lunchTo <= plan.lunchFrom)
    errors.lunchTo = 'endBeforeStart';
  if (plan.dayStartsAt && plan.dayEndsAt && plan.dayEndsAt <= plan.dayStartsAt)
    errors.dayEndsAt = 'endBeforeStart';
  return errors;
}
