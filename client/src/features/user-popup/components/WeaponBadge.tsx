import { Badge } from '@mantine/core';
import { badgeClusterOptions } from '@hema/shared/rating/clusters';
import type { UserProfile } from '../api/user-profile';

/** The user's weapon badge: the most probable option of the personal weapon cluster (spec §2, §3). */
export function WeaponBadge({ clusters }: { clusters: UserProfile['analytics']['clusters'] }) {
  const cluster = clusters.find((c) => c.type === 'personal' && c.subtype === 'weapon');
  const top = cluster ? badgeClusterOptions(cluster.options)[0] : undefined;
  if (!top) return null;
  return (
    <Badge color={top.color} variant="light" radius="sm" data-testid="weapon-badge">
      {top.label} {top.probability}%
    </Badge>
  );
}
