import { Anchor, Card, EmptyState, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useClubQuery } from '../../features/clubs/api/club';
import { ClubHeader } from '../../features/clubs/components/ClubHeader';
import { DataGrid } from '../../components/grid/components/DataGrid';
import { useUserGrid } from '../../features/users/hooks/use-user-grid';
import { FollowButton } from '../../features/following/components/FollowButton';
import { MembersSchedule } from '../../features/following/components/MembersSchedule';
import { useClubSchedule } from '../../features/schedule/api/schedule';

/** The club's members on the rings now and today (only when any of them has a fight waiting). */
function ClubSchedule({ clubId }: { clubId: string }) {
  // A side panel of the club's page: a failed read just leaves it out.
  const schedule = useClubSchedule(clubId, { silent: true });
  const isMember = useCallback(
    (fighterId: string) =>
      !!schedule.data?.fights.some((f) =>
        [f.fighter1, f.fighter2].some((x) => x?._id === fighterId && x.club?._id === clubId),
      ),
    [schedule.data, clubId],
  );
  if (!schedule.data?.fights.length) return null;
  return <MembersSchedule schedule={schedule.data} isMember={isMember} />;
}

function ClubMembers({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const grid = useUserGrid({ clubId });
  return (
    <Stack gap="sm">
      <Title order={2} fz="xl">
        {t('clubs.members')}
      </Title>
      <DataGrid {...grid} />
    </Stack>
  );
}

/** `/clubs/{id}`: the club and its members (`/users?filter=club:{id}`). */
export default function ClubRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const club = useClubQuery(id);

  if (club.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={14} w={90} />
        <Skeleton h={36} w="50%" />
        <Skeleton h={200} mt="lg" />
      </Stack>
    );
  }
  if (club.isError) {
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState title={t('errors.loading')} description={t('clubs.notFound')}>
          <Anchor component={Link} to="/clubs">
            {t('clubs.allClubs')}
          </Anchor>
        </EmptyState>
      </Card>
    );
  }
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ClubHeader club={club.data} />
        <FollowButton kind="club" id={club.data._id} name={club.data.title} />
      </Group>
      <ClubSchedule clubId={club.data._id} />
      <ClubMembers clubId={club.data._id} />
    </Stack>
  );
}

export { ClubRoute };
