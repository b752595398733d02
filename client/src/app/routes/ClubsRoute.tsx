import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubGrid } from '../../features/clubs/hooks/use-club-grid';
import { DataGrid } from '../../components/grid/components/DataGrid';

/** `/clubs`: every club, filtered and sorted in the grid. */
export default function ClubsRoute() {
  const { t } = useTranslation();
  const grid = useClubGrid();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('clubs.title')}
        </Title>
        <Text c="dimmed" maw={640}>
          {t('clubs.subtitle')}
        </Text>
      </Stack>
      <DataGrid {...grid} />
    </Stack>
  );
}

export { ClubsRoute };
