import { Anchor, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { useFollowGroupQuery } from '../../features/following/api/following';
import { useGroupScheduleQuery } from '../../features/following/api/schedules';
import { GroupCard } from '../../features/following/components/GroupCard';
import { MembersSchedule } from '../../features/following/components/MembersSchedule';
import { useSchedulePushes } from '../../features/following/hooks/use-schedule-pushes';

/** `/my/following/groups/{id}`: one of the user's groups live — who fights now, on deck, next, and the day's fights. */
export default function FollowGroupRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const group = useFollowGroupQuery(id);
  const schedule = useGroupScheduleQuery(id);
  const { refetch } = schedule;
  useSchedulePushes(schedule.data, () => void refetch());
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
