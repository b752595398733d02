import { Anchor, Card, EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useClubQuery } from '../../features/clubs/api/club';
import { ClubHeader } from '../../features/clubs/components/ClubHeader';
import { DataGrid } from '../../components/grid/components/DataGrid';
import { useUserGrid } from '../../features/users/hooks/use-user-grid';

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
      <ClubHeader club={club.data} />
      <ClubMembers clubId={club.data._id} />
    </Stack>
  );
}

export { ClubRoute };
