import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

/** `/tournament/{id}/summary`: the tournament in figures and, once categories finish, its medallists. */
export default function TournamentSummaryRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useTournamentOutlet();
  const weaponTypes = new Set(tournament.nominations.map((n) => n.weapon?.type?._id).filter(Boolean));
  const figures = [
    { label: t('pages:tournament.summary.categories'), value: tournament.nominations.length },
    { label: t('pages:tournament.summary.weaponTypes'), value: weaponTypes.size },
    { label: t('pages:tournament.summary.status'), value: t(`tournaments.status.${tournament.status}`) },
  ];

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="lg" p="lg">
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz={28} fw={800}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <EmptyPanel
        icon="trophy"
        title={
          tournament.status === 'FINISHED'
            ? t('pages:tournament.summary.noResults')
            : t('pages:tournament.summary.notYet')
        }
        description={t('pages:tournament.summary.emptyText')}
      />
    </Stack>
  );
}
