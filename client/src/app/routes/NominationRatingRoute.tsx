import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { room } from '@hema/shared/realtime/protocol';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { useResultChanges } from '../../lib/live/use-result-changes';
import { useNominationStandingsQuery, useRefetchStandings } from '../../features/standings/api/standings';
import { RankingNote } from '../../features/standings/components/RankingNote';
import { StandingsTable } from '../../features/standings/components/StandingsTable';
import { useNominationOutlet } from '../../features/tournament-page/hooks/use-nomination-outlet';

/**
 * `/tournament/{id}/nomination/{idNomination}/rating`: every fighter of the category ranked by its rating mode, with
 * why each stands where they do. Fetched again when the live connection pushes a result of the category.
 */
export default function NominationRatingRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament, nomination } = useNominationOutlet();
  const query = useNominationStandingsQuery(nomination._id);
  useResultChanges([room.nomination(nomination._id)], useRefetchStandings());
  const followPath = (fighterId: string) =>
    `/tournament/${encodeURIComponent(tournament.idString)}/nomination/${nomination._id}/follow-fighter/${fighterId}`;

  if (query.isPending) return <Skeleton h={320} radius="lg" />;
  if (query.isError) return <EmptyPanel icon="alert" title={t('errors.loading')} />;
  if (query.data.finished === 0)
    return (
      <EmptyPanel
        icon="medal"
        title={t('pages:standings.rating.emptyTitle')}
        description={t('pages:standings.rating.emptyText', { nomination: nomination.title })}
      />
    );
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('pages:standings.rating.title')}
      </Title>
      <RankingNote table={query.data} />
      <StandingsTable table={query.data} fighterHref={followPath} teams={nomination.isTeam} />
    </Stack>
  );
}
