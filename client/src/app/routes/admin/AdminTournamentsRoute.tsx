import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useMyTournamentsQuery,
  type ManagedTournament,
} from '../../../features/management/api/my-tournaments';
import { formatDate } from '../../../features/management/components/format';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { ResourceTable, type ResourceColumn } from '../../../features/management/components/ResourceTable';

/** `/admin/tournaments`: every tournament in every status, with its approval. */
export default function AdminTournamentsRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const query = useMyTournamentsQuery();
  const columns: ResourceColumn<ManagedTournament>[] = [
    { key: 'title', header: t('pages:management.columns.title'), render: (row) => row.title },
    {
      key: 'author',
      header: t('pages:management.columns.organizer'),
      render: (row) => row.author?.name ?? '—',
    },
    {
      key: 'status',
      header: t('pages:management.columns.status'),
      render: (row) => (
        <Badge variant="light">{t(`tournaments.status.${row.status as 'UPCOMING'}`, row.status)}</Badge>
      ),
    },
    {
      key: 'approved',
      header: t('pages:management.columns.approved'),
      render: (row) => (row.approved ? t('pages:management.yes') : t('pages:management.no')),
    },
    {
      key: 'starts',
      header: t('pages:management.columns.starts'),
      render: (row) => formatDate(row.dateStart, i18n.resolvedLanguage),
    },
  ];
  return (
    <ManagementPage
      title={t('titles.adminTournaments')}
      purpose={t('pages:management.pages.adminTournaments')}
      back={{ to: '/admin', label: t('titles.admin') }}
    >
      <ResourceTable
        columns={columns}
        rows={query.data?.items}
        isPending={query.isPending}
        errorText={query.isError ? t('errors.loading') : null}
        empty={{
          title: t('pages:management.noTournaments'),
          description: t('pages:management.noTournamentsAdminText'),
        }}
        rowHref={(row) => `/admin/tournaments/${row._id}`}
      />
    </ManagementPage>
  );
}
