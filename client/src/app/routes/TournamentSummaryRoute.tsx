import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { room } from '@hema/shared/realtime/protocol';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { useFightTitles } from '../../lib/fight-titles';
import { useResultChanges } from '../../lib/live/use-result-changes';
import { useRefetchStandings, useSummaryQuery } from '../../features/standings/api/standings';
import { CategorySummary } from '../../features/standings/components/CategorySummary';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

/**
 * `/tournament/{id}/summary`: the tournament in figures and each category's medallists (from its stage marked to
 * the finals) and final places, fetched again whenever the live connection pushes a result of the tournament.
 */
export default function TournamentSummaryRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useTournamentOutlet();
  const query = useSummaryQuery(tournament._id);
  const titles = useFightTitles();
  useResultChanges([room.tournament(tournament._id)], useRefetchStandings());
  const weaponTypes = new Set(tournament.nominations.map((n) => n.weapon?.type?._id).filter(Boolean));
  const figures = [
    { label: t('pages:tournament.summary.categories'), value: tournament.nominations.length },
    { label: t('pages:tournament.summary.weaponTypes'), value: weaponTypes.size },
    { label: t('pages:tournament.summary.status'), value: t(`tournaments.status.${tournament.status}`) },
  ];
  const withResults = (query.data?.categories ?? []).filter((c) => c.places.some((p) => p.place !== null));

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
      {query.isPending ? (
        <Skeleton h={200} radius="lg" />
      ) : withResults.length === 0 ? (
        <EmptyPanel
          icon="trophy"
          title={
            tournament.status === 'FINISHED'
              ? t('pages:tournament.summary.noResults')
              : t('pages:tournament.summary.notYet')
          }
          description={t('pages:tournament.summary.emptyText')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {withResults.map((result) => (
            <CategorySummary key={result.nomination._id} result={result} stageTitle={titles.stage} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
