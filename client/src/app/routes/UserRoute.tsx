import { Anchor, Card, EmptyState, Skeleton, Stack, Tabs } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useActiveZone } from '../../lib/active-zone';
import { UserAchievements } from '../../features/achievements/components/UserAchievements';
import { UserPredictions } from '../../features/predictions/components/UserPredictions';
import { useUserProfileQuery } from '../../features/user-popup/api/user-profile';
import { summaryRowsOf, UserSummaryTable } from '../../features/user-popup/components/UserSummaryTable';
import { WeaponBadge } from '../../features/user-popup/components/WeaponBadge';
import { USER_TABS, userTabOf, userTabPath, type UserTab } from '../../features/users/components/user-tabs';
import { UserProfileHeader } from '../../features/users/components/UserProfileHeader';
import { UserStats } from '../../features/users/components/UserStats';
import { FollowButton } from '../../features/following/components/FollowButton';

// The chart library is large: only the graph tab loads it.
const UserRatingGraph = lazy(() => import('../../features/users/components/UserRatingGraph'));

function TabEmpty({ title, text }: { title: string; text: string }) {
  return (
    <Card withBorder radius="md" py="xl">
      <EmptyState title={title} description={text} />
    </Card>
  );
}

/**
 * `/users/{id}` and its subpages summary (default), stats, predictions and graph (spec §2), as tabs that follow
 * the address. `{id}` is the user's id or username.
 */
export default function UserRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const zone = useActiveZone();
  const tab = userTabOf(pathname);
  const profile = useUserProfileQuery(id, { silent: true });

  if (profile.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={14} w={90} />
        <Skeleton h={36} w="45%" />
        <Skeleton h={16} w="30%" />
        <Skeleton h={220} mt="lg" />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState title={t('errors.loading')} description={t('users.notFound')}>
          <Anchor component={Link} to="/users">
            {t('users.allUsers')}
          </Anchor>
        </EmptyState>
      </Card>
    );
  }

  const user = profile.data;
  const zoneId = zone?._id ?? null;
  const panels: Record<UserTab, ReactNode> = {
    summary:
      summaryRowsOf(user, zoneId).length > 0 ? (
        <Card withBorder radius="md" p={0}>
          <UserSummaryTable profile={user} zoneId={zoneId} />
        </Card>
      ) : (
        <TabEmpty title={t('userPopup.noUserData')} text={t('userPopup.noUserDataHint')} />
      ),
    stats: <UserStats userId={user._id} />,
    predictions: <UserPredictions userKey={id} />,
    graph: (
      <Suspense fallback={<Skeleton h={320} />}>
        <UserRatingGraph userId={user._id} zoneId={zoneId} />
      </Suspense>
    ),
  };

  return (
    <Stack gap="xl">
      <UserProfileHeader
        user={user}
        badge={
          <>
            <WeaponBadge clusters={user.analytics.clusters} />
            <FollowButton kind="fighter" id={user._id} name={user.name} />
          </>
        }
      />
      <UserAchievements userKey={id} />
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(userTabPath(id, next as UserTab))}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {USER_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} style={{ whiteSpace: 'nowrap' }}>
              {t(`users.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {USER_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="lg">
            {panels[name]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

export { UserRoute };
