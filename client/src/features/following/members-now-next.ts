import type { FightersSchedule } from '@hema/shared/contracts/schedule';

export type MemberFight = FightersSchedule['fights'][number];
type FighterRef = NonNullable<MemberFight['fighter1']>;

export interface NowNextEntry {
  fight: MemberFight;
  /** The followed fighters in this fight (one, or both when two members meet). */
  members: FighterRef[];
}

export interface NowNext {
  /** On a ring now (running, or the ring's first fight waiting to start). */
  now: NowNextEntry[];
  onDeck: NowNextEntry[];
  /** Each other member's soonest fight. */
  next: NowNextEntry[];
}

/** Soonest first: by estimate when both have one, then by fights before on the ring. */
export function bySoonest(a: MemberFight, b: MemberFight): number {
  if (a.estimatedStart && b.estimatedStart && a.estimatedStart !== b.estimatedStart)
    return a.estimatedStart < b.estimatedStart ? -1 : 1;
  if (!!a.estimatedStart !== !!b.estimatedStart) return a.estimatedStart ? -1 : 1;
  return a.fightsBefore - b.fightsBefore;
}

/**
 * A club's or a group's "fighting now / on deck / next": every fight of a member on a ring now or on deck, then
 * for each member not already shown there, their soonest coming fight. `isMember` says who counts (a club page:
 * everyone in its schedule; a group: its members).
 */
export function membersNowNext(
  fights: readonly MemberFight[],
  isMember: (fighterId: string) => boolean,
): NowNext {
  const entry = (fight: MemberFight): NowNextEntry => ({
    fight,
    members: [fight.fighter1, fight.fighter2].filter((f): f is FighterRef => !!f && isMember(f._id)),
  });
  const sorted = [...fights].sort(bySoonest);
  const now = sorted.filter((f) => f.place === 'now').map(entry);
  const onDeck = sorted.filter((f) => f.place === 'onDeck').map(entry);
  const shown = new Set([...now, ...onDeck].flatMap((e) => e.members.map((m) => m._id)));
  const next: NowNextEntry[] = [];
  for (const fight of sorted) {
    if (fight.place === 'now' || fight.place === 'onDeck') continue;
    const e = entry(fight);
    const waiting = e.members.filter((m) => !shown.has(m._id));
    if (waiting.length === 0) continue;
    waiting.forEach((m) => shown.add(m._id));
    next.push(e);
  }
  return {
    now: now.filter((e) => e.members.length > 0),
    onDeck: onDeck.filter((e) => e.members.length > 0),
    next,
  };
}
