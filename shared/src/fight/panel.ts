import { z } from 'zod';
import { intColumn } from '../schemas/bounds.js';
import { exchangeSchema, type Exchange } from './exchanges.js';

/**
 * Several judges per ring (issue 33, item 1). Each judge of a ring's panel calls what they saw in an exchange on their
 * own device; the category's panel rule turns the calls into one confirmed exchange, which alone enters the fight
 * (an EXCHANGE fight event with its decision), so spectators never see an unconfirmed point.
 *
 * Pure: the calls, the rule and the current time come in; what the panel decided comes out.
 */

/** `off`: today's single table console; `majority`: a majority of the judges within the window; `director`: the director confirms. */
export const PANEL_MODES = ['off', 'majority', 'director'] as const;
export type PanelMode = (typeof PANEL_MODES)[number];

/** Bounds of the calling window: below 0.3 s two people cannot agree, above 10 s calls of two exchanges merge. */
export const PANEL_WINDOW_MS = { min: 300, max: 10_000, default: 1500 } as const;
export const MAX_PANEL_JUDGES = 4;

export const panelRulesSchema = z
  .object({
    mode: z.enum(PANEL_MODES).default('off'),
    /** How many judges sit on the panel (the majority is counted of these, not of who happened to call). */
    judges: intColumn(1, MAX_PANEL_JUDGES).default(3),
    /** Calls pressed within this many ms of an exchange's first call belong to that exchange. */
    windowMs: intColumn(PANEL_WINDOW_MS.min, PANEL_WINDOW_MS.max).default(PANEL_WINDOW_MS.default),
  })
  .prefault({});
export type PanelRules = z.output<typeof panelRulesSchema>;

/** A seat at a ring's panel: the director or judge 1–4. */
export const PANEL_SEATS = ['director', 'judge1', 'judge2', 'judge3', 'judge4'] as const;
export type PanelSeat = (typeof PANEL_SEATS)[number];
export const panelSeatSchema = z.enum(PANEL_SEATS);
export const JUDGE_SEATS = PANEL_SEATS.filter((seat) => seat !== 'director') as Exclude<
  PanelSeat,
  'director'
>[];

/** One judge's call as the panel combines it. */
export interface PanelCall {
  id: string;
  seat: PanelSeat;
  exchange: Exchange;
  /** When the judge pressed (epoch ms, the server's clock as the device knows it). */
  pressedAt: number;
}

/** Votes needed to confirm: more than half of the panel's judges (2 of 3, 3 of 4, 2 of 2, 1 of 1). */
export function majorityOf(judges: number): number {
  return Math.floor(judges / 2) + 1;
}

/** A stable text of an exchange, so equal calls compare equal whatever the key order of their JSON. */
export function exchangeKey(exchange: Exchange): string {
  switch (exchange.kind) {
    case 'clean':
      return `clean:${exchange.side}:${exchange.points}`;
    case 'afterblow':
      return `afterblow:${exchange.side}:${exchange.points}:${exchange.afterblowPoints}`;
    case 'double':
    case 'none':
      return exchange.kind;
  }
}

/**
 * The calls grouped into exchanges: a window opens at the earliest call not yet in one and takes every call pressed
 * before it closes (`windowMs` later). Sorted by pressing time then id, so every replica and every arrival order
 * groups the same calls the same way.
 */
export function groupWindows<T extends PanelCall>(calls: readonly T[], windowMs: number): T[][] {
  const sorted = [...calls].sort(
    (a, b) => a.pressedAt - b.pressedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const windows: T[][] = [];
  for (const call of sorted) {
    const open = windows.at(-1);
    if (open && call.pressedAt < open[0].pressedAt + windowMs) open.push(call);
    else windows.push([call]);
  }
  return windows;
}

/**
 * Whether a call that arrives after its exchange was decided (a device back from offline) belongs to that exchange:
 * pressed within the window on either side of the exchange's first call. Either side, because the offline judge may
 * well have pressed first — had the call arrived in time, it would have opened the window itself.
 */
export function joinsDecidedExchange(pressedAt: number, openedAt: number, windowMs: number): boolean {
  return Math.abs(pressedAt - openedAt) < windowMs;
}

/** What the panel makes of one exchange's calls. */
export type PanelOutcome =
  /** A majority called the same: `calls` are the ids of the agreeing calls. */
  | { status: 'confirmed'; exchange: Exchange; calls: string[] }
  /** No majority yet, and the window is still open (or the rule waits for the director). */
  | { status: 'pending'; leading: Exchange | null }
  /** The window closed (or every judge called) without a majority: the director decides. */
  | { status: 'split'; leading: Exchange | null };

/**
 * The outcome of one exchange window under the rule. Only a judge's last call in the window counts (a judge may
 * correct a slip); the director's calls never vote. Under `director` nothing confirms by itself: the director does.
 */
export function combineWindow(rules: PanelRules, calls: readonly PanelCall[], now: number): PanelOutcome {
  const latest = new Map<PanelSeat, PanelCall>();
  for (const call of [...calls].sort((a, b) => a.pressedAt - b.pressedAt))
    if (call.seat !== 'director') latest.set(call.seat, call);
  const tally = new Map<string, PanelCall[]>();
  for (const call of latest.values()) {
    const key = exchangeKey(call.exchange);
    tally.set(key, [...(tally.get(key) ?? []), call]);
  }
  const ranked = [...tally.values()].sort((a, b) => b.length - a.length);
  const top = ranked[0];
  const leading = top && (ranked.length === 1 || ranked[1].length < top.length) ? top[0].exchange : null;
  const needed = majorityOf(rules.judges);
  if (rules.mode === 'majority' && top && top.length >= needed)
    return { status: 'confirmed', exchange: top[0].exchange, calls: top.map((call) => call.id) };
  const opened = Math.min(...calls.map((call) => call.pressedAt));
  const everyoneCalled = latest.size >= rules.judges;
  const closed = calls.length > 0 && now >= opened + rules.windowMs;
  if (rules.mode === 'majority' && (everyoneCalled || closed)) return { status: 'split', leading };
  return { status: 'pending', leading };
}

/** A judge's call as a device sends it: the call's own id (made on the device, for exactly-once), the seat's call. */
export const panelCallInputSchema = z
  .object({
    callId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'callId must be 8–64 letters, digits, - or _'),
    fightId: z.string().max(100),
    exchange: exchangeSchema,
    pressedAt: z.number().int().nonnegative(),
  })
  .strict();
export type PanelCallInput = z.output<typeof panelCallInputSchema>;
