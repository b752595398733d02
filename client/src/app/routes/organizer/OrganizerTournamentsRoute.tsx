import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../features/auth/hooks/session-store';
import {
  useMyTournamentsQuery,
  type ManagedTournament,
} from '../../../features/management/api/my-tournaments';
import { formatDate } from '../../../features/management/components/format';
import { LicenseNotice } from '../../../features/management/components/LicenseNotice';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { ResourceTable, type ResourceColumn } from '../../../features/management/components/ResourceTable';

/** `/organizer/tournaments`: the tournaments this organizer runs (an admin: all), in every status. */
export default function OrganizerTournamentsRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const user = useSessionUser();
  const query = useMyTournamentsQuery();
  const columns: ResourceColumn<ManagedTournament>[] = [
    { key: 'title', header: t('pages:management.columns.title'), render: (row) => row.title },
    {
      key: 'status',
      header: t('pages:management.columns.status'),
      render: (row) => (
        <Badge variant="light">{t(`tournaments.status.${row.status as 'UPCOMING'}`, row.status)}</Badge>
      ),
    },
    {
      key: 'dates',
      header: t('pages:management.columns.starts'),
      render: (row) => formatDate(row.dateStart, i18n.resolvedLanguage),
    },
    {
      key: 'place',
      header: t('pages:management.columns.place'),
      render: (row) => [row.city, row.country].filter(Boolean).join(', ') || '—',
    },
  ];
  return (
    <ManagementPage
      title={t('titles.organizerTournaments')}
      purpose={t('pages:management.pages.organizerTournaments')}
    >
      {user && <LicenseNotice user={user} />}
      <ResourceTable
        columns={columns}
        rows={query.data?.items}
        isPending={query.isPending}
        errorText={query.isError ? t('errors.loading') : null}
        empty={{
          title: t('pages:management.noTournaments'),
          description: t('pages:management.noTournamentsText'),
        }}
        rowHref={(row) => `/organizer/tournaments/${row._id}`}
      />
    </ManagementPage>
  );
}
