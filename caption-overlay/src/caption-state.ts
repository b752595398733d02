import { elapsedAt } from '@hema/shared/fight/clock';
import type { FightState } from '@hema/shared/realtime/protocol';

/**
 * What the caption shows, decided from the ring's fight states alone. The ring's current fight is the first one in
 * ring order neither finished nor cancelled — the rule the judge console and "Now on the rings" follow (to be one
 * shared module, shared/src/fight/ring-queue.ts, once it lands). A fight that ends while on air stays up for
 * `holdMs` with its result, then the caption moves on by itself: to the live fight, to a calm "next fight" bar while
 * the next one has not started, or to the ring's name when nothing is pending.
 */

const OVER = new Set(['finished', 'cancelled']);
const isOver = (state: FightState) => OVER.has(state.view.status);

export type OnAir =
  /** Before the first subscription answer: nothing is known yet, nothing shows. */
  | { mode: 'loading' }
  /** Nothing pending on the ring. */
  | { mode: 'idle' }
  /** The ring's current fight has not started: shown calmly as the next fight. */
  | { mode: 'next'; fight: FightState }
  /** Running or paused. */
  | { mode: 'live'; fight: FightState }
  /** Just ended while the caption watched: its result, for `holdMs`. */
  | { mode: 'result'; fight: FightState };

/** The ring's fights in the order the ring fights them (unordered ones last, then by id: the same on every screen). */
function ringOrder(states: Iterable<FightState>): FightState[] {
  return [...states].sort(
    (a, b) =>
      (a.areaOrder ?? Number.MAX_SAFE_INTEGER) - (b.areaOrder ?? Number.MAX_SAFE_INTEGER) ||
      a.fightId.localeCompare(b.fightId),
  );
}

export class CaptionState {
  private readonly states = new Map<string, FightState>();
  /** fightId → the newest version that left the ring (moved, deleted): older states of it are ignored. */
  private readonly gone = new Map<string, number>();
  /** Local time at which a fight was seen to end while the caption watched. */
  private readonly finishedAt = new Map<string, number>();
  private offset: number | null = null;
  private loaded = false;

  constructor(
    private readonly areaId: string,
    private readonly holdMs: number,
  ) {}

  /** Newest version wins; an older one arriving late is ignored; a fight now on another ring leaves. */
  accept(states: readonly FightState[], now: number, serverTime?: number): void {
    for (const state of states) {
      const id = state.fightId;
      const known = this.states.get(id);
      if (known && known.version > state.version) continue;
      if (state.version <= (this.gone.get(id) ?? -1)) continue;
      if (state.areaId !== this.areaId) {
        this.forget(id, state.version);
        continue;
      }
      if (known && !isOver(known) && isOver(state)) this.finishedAt.set(id, now);
      if (!isOver(state)) this.finishedAt.delete(id);
      this.states.set(id, state);
    }
    const sample = serverTime ?? states.at(-1)?.serverTime;
    if (sample !== undefined) this.measure(sample - now);
  }

  /** A subscription answer: its newer states, then the ring's member list drops what left while offline. */
  resync(
    states: readonly FightState[],
    members: readonly string[] | undefined,
    now: number,
    serverTime: number,
  ) {
    this.accept(states, now, serverTime);
    if (Array.isArray(members)) {
      const listed = new Set(members);
      for (const [id, state] of this.states) if (!listed.has(id)) this.forget(id, state.version);
    }
    this.loaded = true;
  }

  /** `fight:removed`: the fight no longer exists. */
  remove(fightId: string, version: number): void {
    this.forget(fightId, Math.max(version, this.states.get(fightId)?.version ?? -1));
  }

  /** Versions known, for the resubscription after a reconnect. */
  known(): Record<string, number> {
    return Object.fromEntries([...this.states.values()].map((s) => [s.fightId, s.version]));
  }

  /** Server time minus local time (ms). */
  get offsetMs(): number {
    return this.offset ?? 0;
  }

  /** What is on air at local time `now`. */
  onAir(now: number): OnAir {
    if (!this.loaded && this.states.size === 0) return { mode: 'loading' };
    const ring = ringOrder(this.states.values());
    const held = ring
      .filter((s) => isOver(s) && now - (this.finishedAt.get(s.fightId) ?? -Infinity) < this.holdMs)
      .sort((a, b) => this.finishedAt.get(b.fightId)! - this.finishedAt.get(a.fightId)!)[0];
    if (held) return { mode: 'result', fight: held };
    const current = ring.find((s) => !isOver(s));
    if (!current) return { mode: 'idle' };
    return current.view.status === 'scheduled'
      ? { mode: 'next', fight: current }
      : { mode: 'live', fight: current };
  }

  private forget(fightId: string, version: number): void {
    this.states.delete(fightId);
    this.finishedAt.delete(fightId);
    this.gone.set(fightId, Math.max(version, this.gone.get(fightId) ?? -1));
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
