import { useTranslation } from 'react-i18next';
import { useManagedNominationOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';
import { useParticipantsGrid } from '../../../features/management/hooks/use-participants-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** Requests: the fighters of the category, their seeds and whether they dropped out. */
export default function OrganizerNominationRequestsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useManagedNominationOutlet();
  const title = t('pages:management.tabs.requests');
  const grid = useParticipantsGrid({ nominationId: nomination._id, caption: title });
  return (
    <ManagementGridPage title={title} purpose={t('pages:management.pages.nominationRequests')} grid={grid} />
  );
}
