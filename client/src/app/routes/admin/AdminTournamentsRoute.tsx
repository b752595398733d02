import { useTranslation } from 'react-i18next';
import { useManagedTournamentsGrid } from '../../../features/tournament-admin/hooks/use-managed-tournaments-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/tournaments`: every tournament in every status, with its organizer and approval. */
export default function AdminTournamentsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminTournaments');
  const grid = useManagedTournamentsGrid({
    hrefBase: '/admin/tournaments',
    caption: title,
    emptyText: t('pages:management.noTournamentsAdminText'),
    review: true,
  });
  return (
    <ManagementGridPage
      title={title}
      purpose={t('pages:management.pages.adminTournaments')}
      back={{ to: '/admin', label: t('titles.admin') }}
      grid={grid}
    />
  );
}
