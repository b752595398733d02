import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PublicApplications } from '../../features/applications/components/PublicApplications';
import { DataGrid } from '../../components/grid/components/DataGrid';
import { useApplicationsGrid } from '../../features/tournament-page/hooks/use-applications-grid';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

/** `/tournament/{id}/applications/{idNomination?}`: who takes part in each category, paged on the server. */
export default function TournamentApplicationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const navigate = useNavigate();
  const { tournament } = useTournamentOutlet();
  const { idNomination } = useParams();
  const nominationId = idNomination ?? tournament.nominations[0]?._id ?? '';
  const grid = useApplicationsGrid(nominationId);
  const base = `/tournament/${encodeURIComponent(tournament.idString)}/applications`;

  if (tournament.nominations.length === 0) {
    return (
      <EmptyPanel
        icon="mail"
        title={t('pages:tournament.noCategories')}
        description={t('pages:tournament.noCategoriesText')}
      />
    );
  }

  return (
    <Stack gap="md">
      <Select
        label={t('pages:tournament.applications.category')}
        data={tournament.nominations.map((n) => ({ value: n._id, label: n.title }))}
        value={nominationId}
        onChange={(value) => value && navigate(`${base}/${value}`)}
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
      />
      <DataGrid key={nominationId} {...grid} />
      <PublicApplications key={`applications-${nominationId}`} nominationId={nominationId} />
    </Stack>
  );
}
