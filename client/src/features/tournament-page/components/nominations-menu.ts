/** Spec §2: with 3 or fewer nominations the menu lists them; with more they are grouped by weapon type. */
export const DIRECT_NOMINATIONS_LIMIT = 3;

export interface MenuNomination {
  _id: string;
  title: string;
  weapon?: { type?: { _id: string; title: string } | null } | null;
}

export interface NominationGroup<N> {
  /** Weapon type id, or null for nominations without one. */
  typeId: string | null;
  typeTitle: string | null;
  nominations: N[];
}

export type NominationsMenu<N> =
  { kind: 'direct'; nominations: N[] } | { kind: 'grouped'; groups: NominationGroup<N>[] };

/** Groups keep the order in which their weapon types first appear; nominations without a type come last. */
export function nominationsMenu<N extends MenuNomination>(nominations: readonly N[]): NominationsMenu<N> {
  if (nominations.length <= DIRECT_NOMINATIONS_LIMIT)
    return { kind: 'direct', nominations: [...nominations] };
  const groups = new Map<string | null, NominationGroup<N>>();
  for (const nomination of nominations) {
    const type = nomination.weapon?.type ?? null;
    const key = type?._id ?? null;
    let group = groups.get(key);
    if (!group) {
      group = { typeId: key, typeTitle: type?.title ?? null, nominations: [] };
      groups.set(key, group);
    }
    group.nominations.push(nomination);
  }
  const ordered = [...groups.values()];
  return {
    kind: 'grouped',
    groups: [
      ...ordered.filter((group) => group.typeId !== null),
      ...ordered.filter((group) => group.typeId === null),
    ],
  };
}
