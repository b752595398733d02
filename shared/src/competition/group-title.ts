/**
 * The title of a pool or a bracket column as structured parts (a key and a number), never as English text: the
 * client translates it, so a Russian screen never shows "Semi-finals". The organizer's own title, when set, wins.
 * Zod-free, so the caption overlay can import it.
 */
export const GROUP_TITLE_KEYS = [
  /** A pool of a pool stage: "Pool {n}". */
  'pool',
  /** A round of a swiss stage: "Round {n}". */
  'swissRound',
  /** Single elimination, from the end: finals, semi-finals, quarter-finals, then "Round of {n}". */
  'finals',
  'semiFinals',
  'quarterFinals',
  'roundOf',
  /** Double elimination. */
  'upperRound',
  'upperFinal',
  'lowerRound',
  'lowerFinal',
  'grandFinal',
  'grandFinalReset',
] as const;
export type GroupTitleKey = (typeof GROUP_TITLE_KEYS)[number];

export interface GroupTitle {
  key: GroupTitleKey;
  /** The number the title names (pool 2, round 3, round of 16); null when the key needs none. */
  n: number | null;
  /** The organizer's own title of the pool, shown as it is; null when none was set. */
  custom?: string | null;
}

const ENGLISH: Record<GroupTitleKey, (n: number | null) => string> = {
  pool: (n) => `Pool ${n}`,
  swissRound: (n) => `Round ${n}`,
  finals: () => 'Finals',
  semiFinals: () => 'Semi-finals',
  quarterFinals: () => 'Quarter-finals',
  roundOf: (n) => `Round of ${n}`,
  upperRound: (n) => `Upper round ${n}`,
  upperFinal: () => 'Upper final',
  lowerRound: (n) => `Lower round ${n}`,
  lowerFinal: () => 'Lower final',
  grandFinal: () => 'Grand final',
  grandFinalReset: () => 'Grand final reset',
};

/** English text of a group title: for logs, tests and documents that are always English (HEMA Ratings export). */
export function englishGroupTitle(title: GroupTitle): string {
  return title.custom?.trim() || ENGLISH[title.key](title.n);
}

/** Keys whose title names a number. */
export const NUMBERED_GROUP_TITLE_KEYS: ReadonlySet<GroupTitleKey> = new Set([
  'pool',
  'swissRound',
  'roundOf',
  'upperRound',
  'lowerRound',
]);

export function isGroupTitleKey(key: unknown): key is GroupTitleKey {
  return (GROUP_TITLE_KEYS as readonly unknown[]).includes(key);
}

/** Reads an English title of the earlier text form back into parts (used once, by the migration of stored pools). */
export function parseEnglishGroupTitle(text: string): GroupTitle | null {
  const trimmed = text.trim();
  for (const key of GROUP_TITLE_KEYS) {
    const pattern = ENGLISH[key](0)
      .replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')
      .replace('0', '(\\d+)');
    const match = new RegExp(`^${pattern}$`).exec(trimmed);
    if (match) return { key, n: match[1] === undefined ? null : Number(match[1]) };
  }
  return null;
}
