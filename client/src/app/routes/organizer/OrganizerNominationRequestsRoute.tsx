import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkApplicationActions } from '../../../features/applications/components/BulkApplicationActions';
import { useApplicationsReviewGrid } from '../../../features/applications/hooks/use-applications-review-grid';
import { DataGrid } from '../../../components/grid/components/DataGrid';
import { AddFighterModal } from '../../../features/participants/components/AddFighterModal';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { SeedOrderModal } from '../../../features/participants/components/SeedOrderModal';
import { useManagedNominationOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { useParticipantsGrid } from '../../../features/participants/hooks/use-participants-grid';
import { TeamFormModal } from '../../../features/participants/components/TeamFormModal';
import { useTeamsGrid } from '../../../features/participants/hooks/use-teams-grid';
import type { Team } from '@hema/shared/contracts/teams';

/**
 * Requests: the category's applications to review (approved ones become its fighters), then the fighters — add
 * (existing or new on the spot), seeds, dropped out, removal.
 */
export default function OrganizerNominationRequestsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination, tournament } = useManagedNominationOutlet();
  const applicationsTitle = t('pages:management.tabs.applications');
  const applications = useApplicationsReviewGrid({
    tournament,
    nominationId: nomination._id,
    caption: applicationsTitle,
  });
  const title = t('pages:management.tabs.requests');
  const grid = useParticipantsGrid({ nominationId: nomination._id, caption: title });
  const [adding, setAdding] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const [editing, setEditing] = useState<Team | null>(null);
  const [addingTeam, setAddingTeam] = useState(false);
  const teamsTitle = t('pages:teams.title');
  const teams = useTeamsGrid({ nominationId: nomination._id, caption: teamsTitle, onEdit: setEditing });
  return (
    <ManagementPage
      title={title}
      purpose={
        nomination.isTeam
          ? t('pages:management.pages.nominationTeamRequests')
          : t('pages:management.pages.nominationRequests')
      }
    >
      <Stack gap="xl">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz="lg">
              {applicationsTitle}
            </Title>
            <BulkApplicationActions tournamentId={tournament._id} nominationId={nomination._id} />
          </Group>
          <DataGrid {...applications} />
        </Stack>
        {nomination.isTeam && (
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz="lg">
                {teamsTitle}
              </Title>
              <Button onClick={() => setAddingTeam(true)}>{t('pages:teams.add')}</Button>
            </Group>
            <DataGrid {...teams} />
          </Stack>
        )}
        {!nomination.isTeam && (
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz="lg">
                {t('pages:fighters.title')}
              </Title>
              <Group gap="sm">
                <Button variant="default" onClick={() => setOrdering(true)}>
                  {t('pages:fighters.seedOrder')}
                </Button>
                <Button onClick={() => setAdding(true)}>{t('pages:fighters.add')}</Button>
              </Group>
            </Group>
            <DataGrid {...grid} />
          </Stack>
        )}
      </Stack>
      <AddFighterModal nominationId={nomination._id} opened={adding} onClose={() => setAdding(false)} />
      <SeedOrderModal nominationId={nomination._id} opened={ordering} onClose={() => setOrdering(false)} />
      <TeamFormModal
        nominationId={nomination._id}
        members={nomination.teamMembers ?? 3}
        team={editing}
        opened={addingTeam || editing !== null}
        onClose={() => {
          setAddingTeam(false);
          setEditing(null);
        }}
      />
    </ManagementPage>
  );
}
