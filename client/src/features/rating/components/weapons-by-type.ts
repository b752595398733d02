import type { Weapon } from '../api/weapons';

export interface WeaponTypeGroup {
  type: { _id: string; title: string } | null;
  weapons: Weapon[];
}

/** Weapons grouped by weapon type, types by title; weapons without a type last. */
export function weaponsByType(weapons: readonly Weapon[]): WeaponTypeGroup[] {
  const groups = new Map<string, WeaponTypeGroup>();
  for (const weapon of weapons) {
    const key = weapon.type?._id ?? '';
    const group = groups.get(key) ?? { type: weapon.type ?? null, weapons: [] };
    group.weapons.push(weapon);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.type) return 1;
    if (!b.type) return -1;
    return a.type.title.localeCompare(b.type.title);
  });
}
