import type { FightState, LiveFighter } from '@hema/shared/realtime/protocol';
import type { Pool } from '@hema/shared/contracts/stages';

/** A fight as the boards draw it: the page's row (its bracket links) with the newest live state laid over it. */
export interface StreamFight {
  fightId: string;
  poolId: string;
  index: number;
  /** Bracket links of the row; null for fights known only from the live feed. */
  bracketKey: string | null;
  nextBracketKey: string | null;
  /** The slot of the next fight the winner takes (1 or 2). */
  nextSlot: number | null;
  isBye: boolean;
  fighter1: LiveFighter | null;
  fighter2: LiveFighter | null;
  view: FightState['view'];
  version: number;
  areaId: string | null;
  areaOrder: number | null;
  /** Known from a live state only (the ring boards): the category and the group the fight belongs to. */
  live: FightState | null;
}

type Row = Pool['fights'][number];

const fighterOf = (f: Row['fighter1']): LiveFighter | null =>
  f ? { _id: f._id, name: f.name, club: f.club?.title ?? null } : null;

export function fromRow(row: Row): StreamFight {
  return {
    fightId: row._id,
    poolId: row.poolId,
    index: row.index,
    bracketKey: row.bracketKey,
    nextBracketKey: row.nextBracketKey,
    nextSlot: row.nextSlot,
    isBye: row.isBye,
    fighter1: fighterOf(row.fighter1),
    fighter2: fighterOf(row.fighter2),
    view: row.view,
    version: row.version,
    areaId: row.area?._id ?? null,
    areaOrder: row.areaOrder,
    live: null,
  };
}

function withState(base: StreamFight | undefined, state: FightState): StreamFight {
  return {
    fightId: state.fightId,
    poolId: state.poolId,
    index: base?.index ?? 0,
    bracketKey: base?.bracketKey ?? null,
    nextBracketKey: base?.nextBracketKey ?? null,
    nextSlot: base?.nextSlot ?? null,
    isBye: base?.isBye ?? false,
    fighter1: state.fighter1,
    fighter2: state.fighter2,
    view: state.view,
    version: state.version,
    areaId: state.areaId,
    areaOrder: state.areaOrder,
    live: state,
  };
}

/**
 * The fights an overlay follows: rows loaded over HTTP and the live states of its rooms. The newest version wins (a
 * late older message is ignored); a fight removed, or no longer in the overlay's rooms (`belongs`), leaves and an
 * older state of it cannot bring it back. The same rules as the caption (caption-state.ts).
 */
export class FightBook {
  private readonly fights = new Map<string, StreamFight>();
  private readonly gone = new Map<string, number>();
  private offset: number | null = null;

  constructor(private readonly belongs: (state: FightState) => boolean = () => true) {}

  /** Rows loaded over HTTP: the base the live states are laid over. */
  setRows(rows: readonly Row[]): void {
    for (const row of rows) {
      const known = this.fights.get(row._id);
      if (known && known.version > row.version) continue;
      this.fights.set(row._id, fromRow(row));
    }
  }

  /** Live states; true when anything changed. */
  accept(states: readonly FightState[], now = Date.now()): boolean {
    let changed = false;
    for (const state of states) {
      const known = this.fights.get(state.fightId);
      if (known && known.version > state.version) continue;
      if (state.version <= (this.gone.get(state.fightId) ?? -1)) continue;
      if (!this.belongs(state)) {
        changed = this.forget(state.fightId, state.version) || changed;
        continue;
      }
      this.fights.set(state.fightId, withState(known, state));
      changed = true;
    }
    const sample = states.at(-1)?.serverTime;
    if (sample !== undefined) this.measure(sample - now);
    return changed;
  }

  /**
   * A subscription answer: its newer states, then whatever the rooms no longer list (deleted or moved while the
   * overlay was offline) leaves.
   */
  resync(
    states: readonly FightState[],
    members: readonly string[] | null,
    serverTime: number,
    now = Date.now(),
  ) {
    this.accept(states, now);
    this.measure(serverTime - now);
    if (members) {
      const listed = new Set(members);
      for (const [id, fight] of this.fights) if (!listed.has(id)) this.forget(id, fight.version);
    }
  }

  /** `fight:removed`. */
  remove(fightId: string, version: number): boolean {
    return this.forget(fightId, Math.max(version, this.fights.get(fightId)?.version ?? -1));
  }

  get(fightId: string): StreamFight | undefined {
    return this.fights.get(fightId);
  }

  all(): StreamFight[] {
    return [...this.fights.values()];
  }

  /** Versions known, for the resubscription after a reconnect. */
  known(): Record<string, number> {
    return Object.fromEntries([...this.fights.values()].map((f) => [f.fightId, f.version]));
  }

  /** Server time minus local time (ms), for the clocks. */
  get offsetMs(): number {
    return this.offset ?? 0;
  }

  private forget(fightId: string, version: number): boolean {
    this.gone.set(fightId, Math.max(version, this.gone.get(fightId) ?? -1));
    return this.fights.delete(fightId);
  }

  private measure(sample: number): void {
    if (this.offset === null || sample - this.offset > 25 || this.offset - sample > 2_000)
      this.offset = sample;
  }
}
