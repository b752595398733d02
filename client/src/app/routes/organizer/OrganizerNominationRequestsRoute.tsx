import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParticipantsQuery } from '../../../features/management/api/nomination-participants';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { ResourceTable } from '../../../features/management/components/ResourceTable';
import { useManagedNominationOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** Requests: the fighters of the category, their seeds and whether they dropped out. */
export default function OrganizerNominationRequestsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useManagedNominationOutlet();
  const query = useParticipantsQuery(nomination._id);
  return (
    <ManagementPage
      title={t('pages:management.tabs.requests')}
      purpose={t('pages:management.pages.nominationRequests')}
    >
      <ResourceTable
        columns={[
          { key: 'name', header: t('pages:management.columns.name'), render: (row) => row.name },
          {
            key: 'club',
            header: t('pages:management.columns.club'),
            render: (row) => row.club?.title ?? '—',
          },
          { key: 'seed', header: t('pages:management.columns.seed'), render: (row) => row.seed ?? '—' },
          {
            key: 'state',
            header: t('pages:management.columns.state'),
            render: (row) =>
              row.droppedOut ? (
                <Badge color="red" variant="light">
                  {t('pages:tournament.applications.droppedOut')}
                </Badge>
              ) : (
                <Badge color="green" variant="light">
                  {t('pages:management.active')}
                </Badge>
              ),
          },
        ]}
        rows={query.data?.items}
        isPending={query.isPending}
        errorText={query.isError ? t('errors.loading') : null}
        empty={{
          title: t('pages:tournament.applications.emptyTitle'),
          description: t('pages:management.noRequestsText'),
        }}
      />
    </ManagementPage>
  );
}
