import { Anchor, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { useFollowGroupQuery } from '../../features/following/api/following';
import { GroupCard } from '../../features/following/components/GroupCard';
import { MembersSchedule } from '../../features/following/components/MembersSchedule';
import { useGroupSchedule } from '../../features/schedule/api/schedule';

/** `/my/following/groups/{id}`: one of the user's groups live — who fights now, on deck, next, and the day's fights. */
export default function FollowGroupRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const group = useFollowGroupQuery(id);
  // The group's own read shows the error; the schedule's just leaves the list empty.
  const schedule = useGroupSchedule(id, { silent: true });
  const members = useMemo(() => new Set(group.data?.members.map((m) => m._id)), [group.data]);
  const isMember = useCallback((fighterId: string) => members.has(fighterId), [members]);

  if (group.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={36} w="50%" />
        <Skeleton h={200} mt="lg" />
      </Stack>
    );
  }
  if (group.isError) {
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState title={t('errors.loading')} description={t('following.groupNotFound')}>
          <Anchor component={Link} to="/my/following">
            {t('following.backToFollowing')}
          </Anchor>
        </EmptyState>
      </Card>
    );
  }
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow={
          <Anchor component={Link} to="/my/following" size="sm">
            ← {t('following.backToFollowing')}
          </Anchor>
        }
        title={group.data.name}
      />
      <MembersSchedule schedule={schedule.data} isMember={isMember} loading={schedule.isPending} />
      <GroupCard group={group.data} linkToPage={false} />
    </Stack>
  );
}
