import type { FightView } from '@hema/shared/fight/fight-engine';
import { winnerOf } from '@hema/shared/fight/fight-result';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { Stage, StageFight } from './api/nomination-stages';

/** A fighter as the live state names them (the club as its title); page rows are brought to the same shape. */
export type ShownFighter = NonNullable<FightState['fighter1']>;

/** A fight as the spectator pages draw it: the page's data with the newest live state laid over it. */
export interface ShownFight {
  fightId: string;
  index: number;
  isBye: boolean;
  fighter1: ShownFighter | null;
  fighter2: ShownFighter | null;
  view: FightView;
  version: number;
  areaId: string | null;
  areaOrder: number | null;
}

const fromRow = (f: StageFight['fighter1']): ShownFighter | null =>
  f ? { _id: f._id, name: f.name, club: f.club?.title ?? null } : null;

/**
 * The live state wins when it is at least as new as the loaded row (scores, clock, status, and the fighters a
 * bracket result has moved in); the row stays while nothing newer arrived.
 */
export function shownFight(row: StageFight, live: ReadonlyMap<string, FightState>): ShownFight {
  const state = live.get(row._id);
  if (state && state.version >= row.version) {
    return {
      fightId: row._id,
      index: row.index,
      isBye: row.isBye,
      fighter1: state.fighter1,
      fighter2: state.fighter2,
      view: state.view,
      version: state.version,
      areaId: state.areaId,
      areaOrder: state.areaOrder,
    };
  }
  return {
    fightId: row._id,
    index: row.index,
    isBye: row.isBye,
    fighter1: fromRow(row.fighter1),
    fighter2: fromRow(row.fighter2),
    view: row.view,
    version: row.version,
    areaId: row.area?._id ?? null,
    areaOrder: row.areaOrder,
  };
}

export function byFightId(states: readonly FightState[]): Map<string, FightState> {
  return new Map(states.map((s) => [s.fightId, s]));
}

const OVER = new Set(['finished', 'cancelled']);

/**
 * A ring's current fight is the first of its fights in ring order neither finished nor cancelled; then the next.
 * The judge console and the caption follow the same rule (one shared module once shared/src/fight/ring-queue.ts
 * lands).
 */
export function ringCurrentAndNext(states: readonly FightState[], areaId: string) {
  const ring = states
    .filter((s) => s.areaId === areaId)
    .sort(
      (a, b) =>
        (a.areaOrder ?? Number.MAX_SAFE_INTEGER) - (b.areaOrder ?? Number.MAX_SAFE_INTEGER) ||
        a.fightId.localeCompare(b.fightId),
    );
  const at = ring.findIndex((s) => !OVER.has(s.view.status));
  if (at < 0) return { current: null, next: null, left: 0 };
  const rest = ring.slice(at + 1).filter((s) => !OVER.has(s.view.status));
  return { current: ring[at], next: rest[0] ?? null, left: rest.length + 1 };
}

/** A fight whose winner may still be predicted: not started, two fighters, not a bye. */
export const predictable = (fight: ShownFight) =>
  fight.view.status === 'scheduled' && !fight.isBye && !!fight.fighter1 && !!fight.fighter2;

/** Which side won, if the result names one. */
export function winnerSide(view: FightView): 1 | 2 | null {
  return winnerOf(view.result);
}

/**
 * The stages without the fights the live connection saw deleted (a category reset, a stage built again): the page
 * hides them at once and reloads its data, which no longer has them. `hidden` counts what was left out.
 */
export function withoutRemoved(
  stages: readonly Stage[],
  removed: ReadonlyMap<string, number>,
): { stages: Stage[]; hidden: number } {
  if (removed.size === 0) return { stages: [...stages], hidden: 0 };
  let hidden = 0;
  const kept = stages.map((stage) => ({
    ...stage,
    pools: stage.pools.map((pool) => {
      const fights = pool.fights.filter((fight) => (removed.get(fight._id) ?? -1) < fight.version);
      hidden += pool.fights.length - fights.length;
      return fights.length === pool.fights.length ? pool : { ...pool, fights };
    }),
  }));
  return { stages: kept, hidden };
}

/**
 * How many live fights the page data does not hold yet (a new swiss round, a stage built or advanced into since the
 * page loaded): the page reloads its data when this grows. Relay bouts of team matches are never in the page data
 * (their matches are), so they never count.
 */
export function unknownFights(stages: readonly Stage[] | undefined, states: readonly FightState[]): number {
  if (!stages) return 0;
  const known = new Set(stages.flatMap((s) => s.pools.flatMap((p) => p.fights.map((f) => f._id))));
  return states.filter((s) => !s.view.relay && !known.has(s.fightId)).length;
}
