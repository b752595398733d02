import { Anchor, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { AnnouncementForm } from '../../../features/announcements/components/AnnouncementForm';
import { AnnouncementsList } from '../../../features/announcements/components/AnnouncementsList';
import { useManagementWrites } from '../../../features/licence/management-writes';
import { useManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';

/**
 * Announcements: the organizer sends a short message to everyone at the tournament, a category's fighters or the
 * judges, and sees (and withdraws) what went out. Sending runs the event, so the author of a started tournament keeps
 * it when the licence lapses, as the server allows.
 */
export default function OrganizerAnnouncementsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useManagedTournamentOutlet();
  const { locked, canRun } = useManagementWrites();
  const blocked = locked && !canRun;
  return (
    <ManagementPage
      title={t('pages:management.tabs.announcements')}
      purpose={t('pages:announcements.purpose')}
      actions={
        <Anchor component={Link} to={`/tournament/${encodeURIComponent(tournament.idString)}/hall`} size="sm">
          {t('pages:announcements.hallScreen')}
        </Anchor>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AnnouncementForm
            tournamentId={tournament._id}
            categories={tournament.nominations}
            locked={blocked}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AnnouncementsList tournamentId={tournament._id} locked={blocked} />
        </Grid.Col>
      </Grid>
    </ManagementPage>
  );
}
