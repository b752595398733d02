import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../auth/api/session-store';
import { useMyFollowingQuery, useToggleFollow } from '../api/following';

interface FollowButtonProps {
  kind: 'fighter' | 'club';
  /** The fighter's or club's id. */
  id: string;
  /** Who is followed, for screen readers ("Follow Anna Petrova"). */
  name: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * "Follow" / "Following": a toggle (aria-pressed) beside a fighter's or a club's name. Shown to signed-in people
 * only, and never on one's own profile; its state is the one `/my/following` answer every page shares.
 */
export function FollowButton({ kind, id, name, size = 'sm' }: FollowButtonProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const mine = useMyFollowingQuery();
  const toggle = useToggleFollow(kind);
  if (!user || (kind === 'fighter' && user._id === id) || !mine.data) return null;
  const list: readonly { _id: string }[] = kind === 'fighter' ? mine.data.fighters : mine.data.clubs;
  // While a toggle is on its way the button shows where it is going.
  const following = toggle.isPending ? !!toggle.variables?.follow : list.some((x) => x._id === id);
  return (
    <Button
      size={size}
      radius="xl"
      variant={following ? 'light' : 'filled'}
      aria-pressed={following}
      aria-label={t(following ? 'following.followingNamed' : 'following.followNamed', { name })}
      title={following ? t('following.unfollowHint') : undefined}
      onClick={() => toggle.mutate({ id, follow: !following })}
      leftSection={<span aria-hidden>{following ? '✓' : '+'}</span>}
      data-testid="follow-toggle"
    >
      {following ? t('following.following') : t('following.follow')}
    </Button>
  );
}
