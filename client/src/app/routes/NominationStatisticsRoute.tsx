import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { room } from '@hema/shared/realtime/protocol';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { useResultChanges } from '../../lib/live/use-result-changes';
import { useRefetchStandings, useStatisticsQuery } from '../../features/standings/api/standings';
import { ExchangeFiguresTable } from '../../features/standings/components/ExchangeFiguresTable';
import { FighterFiguresTable } from '../../features/standings/components/FighterFiguresTable';
import { useNominationOutlet } from '../../features/tournament-page/hooks/use-nomination-outlet';

const CATEGORY_FIGURES = [
  'fights',
  'fightsLeft',
  'decided',
  'draws',
  'noWins',
  'points',
  'pointsPerFight',
  'doubles',
  'doublesPerFight',
  'cards',
  'fighters',
] as const;

/** `/tournament/{id}/nomination/{idNomination}/statistics`: the category's and each fighter's figures, kept live. */
export default function NominationStatisticsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useNominationOutlet();
  const query = useStatisticsQuery(nomination._id);
  useResultChanges([room.nomination(nomination._id)], useRefetchStandings());

  if (query.isPending) return <Skeleton h={320} radius="lg" />;
  if (query.isError) return <EmptyPanel icon="alert" title={t('errors.loading')} />;
  const { category, fighters } = query.data;
  if (category.fights === 0)
    return (
      <EmptyPanel
        icon="chart"
        title={t('pages:standings.statistics.emptyTitle')}
        description={t('pages:standings.statistics.emptyText', { nomination: nomination.title })}
      />
    );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="category-figures">
        {CATEGORY_FIGURES.map((key) => (
          <Paper key={key} withBorder radius="lg" p="md">
            <Text size="xs" c="dimmed">
              {t(`pages:standings.statistics.${key}`)}
            </Text>
            <Text fz={24} fw={800}>
              {category[key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={2} fz="lg">
        {t('pages:standings.statistics.perFighter')}
      </Title>
      <FighterFiguresTable fighters={fighters.filter((f) => f.fights > 0)} />
      {fighters.some((f) => f.exchanges) && (
        <>
          <Title order={2} fz="lg">
            {t('pages:standings.statistics.exchangesTitle')}
          </Title>
          <ExchangeFiguresTable fighters={fighters} />
        </>
      )}
    </Stack>
  );
}
