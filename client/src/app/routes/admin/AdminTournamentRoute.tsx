import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { useTournamentQuery } from '../../../features/tournament-page/api/tournament';
import { DetailsTable } from '../../../components/management/DetailsTable';
import { formatDate } from '../../../lib/format-date';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { TournamentApproval } from './TournamentApproval';
import { TournamentPurpose } from './TournamentPurpose';
import { TournamentZone } from './TournamentZone';

/** `/admin/tournaments/{id}`: one tournament as the administrators review it. */
export default function AdminTournamentRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  const query = useTournamentQuery(id);
  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:tournament.notFound')}
        description={t('pages:management.notFoundText')}
      />
    );
  const tournament = query.data;
  const language = i18n.resolvedLanguage;
  return (
    <ManagementPage
      title={tournament.title}
      purpose={t('pages:management.pages.adminTournament')}
      back={{ to: '/admin/tournaments', label: t('titles.adminTournaments') }}
      actions={
        <Group gap="md" wrap="wrap" align="flex-end">
          <TournamentApproval tournament={tournament} />
          <TournamentPurpose tournament={tournament} />
          <TournamentZone tournament={tournament} />
          <Anchor component={Link} to={`/tournament/${encodeURIComponent(tournament.idString)}`}>
            {t('pages:management.publicPage')}
          </Anchor>
          <Anchor component={Link} to={`/organizer/tournaments/${tournament._id}`}>
            {t('pages:management.organizerPage')}
          </Anchor>
        </Group>
      }
    >
      <DetailsTable
        rows={[
          [t('pages:management.columns.organizer'), tournament.author?.name],
          [t('pages:management.columns.status'), t(`tournaments.status.${tournament.status}`)],
          [
            t('pages:management.columns.approved'),
            tournament.approved ? t('pages:management.yes') : t('pages:management.no'),
          ],
          [
            t('pages:management.columns.purpose'),
            tournament.isTest ? t('pages:management.test') : t('pages:management.real'),
          ],
          [t('pages:management.columns.starts'), formatDate(tournament.dateStart, language)],
          [t('pages:management.columns.ends'), formatDate(tournament.dateEnd, language)],
          [
            t('pages:management.columns.place'),
            [tournament.city, tournament.country].filter(Boolean).join(', '),
          ],
          [t('pages:management.columns.categories'), tournament.nominations.length],
        ]}
      />
    </ManagementPage>
  );
}
