/**
 * Cluster badges (spec §3): each option of a user's analytics cluster carries pro and con counts; its
 * probability is pro/(pro+con) shown as a whole percent, options listed most probable first.
 */

export interface ClusterOption {
  uid: string;
  tags: string[];
  color: string;
  label: string;
  pro: number;
  con: number;
}

export interface ClusterOptionProbability extends ClusterOption {
  /** Whole percent, 0–100. */
  probability: number;
}

export interface ClusterTagGroup {
  /** The tag, or null for options without tags. */
  tag: string | null;
  options: ClusterOptionProbability[];
}

/** Default minimum probability (whole percent) for an option to show on a badge (spec §9). */
export const CLUSTER_BADGE_THRESHOLD = 15;

/** pro/(pro+con) as a rounded whole percent; 0 when there are no votes at all. */
export function clusterProbability(pro: number, con: number): number {
  const total = pro + con;
  return total > 0 ? Math.round((100 * pro) / total) : 0;
}

/** Options with their probability, most probable first; equal probabilities keep their given order. */
export function rankClusterOptions(options: readonly ClusterOption[]): ClusterOptionProbability[] {
  return options
    .map((option) => ({ ...option, probability: clusterProbability(option.pro, option.con) }))
    .sort((a, b) => b.probability - a.probability);
}

/**
 * Ranked options grouped by tag, groups in the order their tag first appears among the ranked options.
 * An option with several tags appears in each of its groups; untagged options form a group with tag null.
 */
export function groupClusterOptionsByTag(options: readonly ClusterOption[]): ClusterTagGroup[] {
  const groups = new Map<string | null, ClusterOptionProbability[]>();
  for (const option of rankClusterOptions(options)) {
    const tags = option.tags.length > 0 ? option.tags : [null];
    for (const tag of tags) {
      const list = groups.get(tag);
      if (list) list.push(option);
      else groups.set(tag, [option]);
    }
  }
  return [...groups].map(([tag, list]) => ({ tag, options: list }));
}

/**
 * Options worth showing on a badge: the ranked options whose displayed (rounded) probability reaches the
 * threshold. An option exactly at the threshold is shown; one below it is not.
 */
export function badgeClusterOptions(
  options: readonly ClusterOption[],
  threshold: number = CLUSTER_BADGE_THRESHOLD,
): ClusterOptionProbability[] {
  return rankClusterOptions(options).filter((option) => option.probability >= threshold);
}
