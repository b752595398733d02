import { elapsedAt } from '@hema/shared/fight/clock';
import type { FightState } from '@hema/shared/realtime/protocol';

/**
 * What the caption shows, decided from the ring's fight states alone: the current fight is the first one in ring
 * order neither finished nor cancelled. A fight that finishes while on air stays up for `holdMs` with its result,
 * then the caption moves on to the next fight by itself.
 */

const OVER = new Set(['finished', 'cancelled']);
const isOver = (state: FightState) => OVER.has(state.view.status);

export class CaptionState {
  private readonly states = new Map<string, FightState>();
  /** Local time at which a fight was seen to finish while the caption watched. */
  private readonly finishedAt = new Map<string, number>();
  private offset: number | null = null;

  constructor(
    private readonly areaId: string,
    private readonly holdMs: number,
  ) {}

  /** Newest version wins; an older one arriving late is ignored. */
  accept(states: readonly FightState[], now: number, serverTime?: number): void {
    for (const state of states) {
      const known = this.states.get(state.fightId);
      if (known && known.version > state.version) continue;
      if (known && !isOver(known) && isOver(state)) this.finishedAt.set(state.fightId, now);
      if (!isOver(state)) this.finishedAt.delete(state.fightId);
      this.states.set(state.fightId, state);
    }
    const sample = serverTime ?? states.at(-1)?.serverTime;
    if (sample !== undefined) this.measure(sample - now);
  }

  /** Versions known, for the resubscription after a reconnect. */
  known(): Record<string, number> {
    return Object.fromEntries([...this.states.values()].map((s) => [s.fightId, s.version]));
  }

  /** Server time minus local time (ms). */
  get offsetMs(): number {
    return this.offset ?? 0;
  }

  /** The fight on air at local time `now`, or null (the caption hides). */
  onAir(now: number): FightState | null {
    const ring = [...this.states.values()]
      .filter((s) => s.areaId === this.areaId)
      .sort((a, b) => (a.areaOrder ?? Number.MAX_SAFE_INTEGER) - (b.areaOrder ?? Number.MAX_SAFE_INTEGER));
    const held = ring
      .filter((s) => isOver(s) && now - (this.finishedAt.get(s.fightId) ?? -Infinity) < this.holdMs)
      .sort((a, b) => this.finishedAt.get(b.fightId)! - this.finishedAt.get(a.fightId)!)[0];
    return held ?? ring.find((s) => !isOver(s)) ?? null;
  }

  private measure(sample: number): void {
    // Latency only makes the server look behind: keep the latest-looking sample, unless the local clock jumped.
    if (this.offset === null || sample - this.offset > 25 || this.offset - sample > 2_000)
      this.offset = sample;
  }
}

/** The time the clock shows at server time `now`: left on a count-down clock, fought on a count-up one. */
export function clockText(view: FightState['view'], now: number): string {
  const { clock } = view;
  const elapsed = elapsedAt(clock, now);
  const shown = clock.direction === 'down' ? Math.max(0, clock.durationMs - elapsed) : elapsed;
  const seconds = clock.direction === 'down' ? Math.ceil(shown / 1000) : Math.floor(shown / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
