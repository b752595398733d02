import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useDecideOrganizerRequest,
  useOrganizerRequestsQuery,
  type OrganizerRequest,
} from '../../../features/management/api/organizer-requests';
import { formatDate } from '../../../features/management/components/format';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { ResourceTable, type ResourceColumn } from '../../../features/management/components/ResourceTable';
import { UsersListPage } from '../../../features/management/components/UsersListPage';

const STATUS_COLORS: Record<string, string> = { PENDING: 'yellow', APPROVED: 'green', REFUSED: 'red' };

/** `/admin/licenses`: requests for organizer access (approval = one-week trial, spec §1) and the organizers. */
export default function AdminLicensesRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const language = i18n.resolvedLanguage;
  const requests = useOrganizerRequestsQuery();
  const decide = useDecideOrganizerRequest();
  const columns: ResourceColumn<OrganizerRequest>[] = [
    { key: 'user', header: t('pages:management.columns.name'), render: (row) => row.user?.name ?? '—' },
    { key: 'email', header: t('pages:management.columns.email'), render: (row) => row.user?.email ?? '—' },
    { key: 'message', header: t('pages:management.columns.message'), render: (row) => row.message || '—' },
    {
      key: 'created',
      header: t('pages:management.columns.created'),
      render: (row) => formatDate(row.createdAt, language),
    },
    {
      key: 'status',
      header: t('pages:management.columns.status'),
      render: (row) =>
        row.status === 'PENDING' ? (
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-sm"
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: row._id, approve: true })}
            >
              {t('pages:management.approve')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: row._id, approve: false })}
            >
              {t('pages:management.refuse')}
            </Button>
          </Group>
        ) : (
          <Badge color={STATUS_COLORS[row.status] ?? 'gray'} variant="light">
            {t(`pages:management.requestStatus.${row.status as 'PENDING'}`, row.status)}
          </Badge>
        ),
    },
  ];
  return (
    <>
      <ManagementPage
        title={t('titles.adminLicenses')}
        purpose={t('pages:management.pages.adminLicenses')}
        back={{ to: '/admin', label: t('titles.admin') }}
      >
        <Text fw={700}>{t('pages:management.organizerRequests')}</Text>
        <ResourceTable
          columns={columns}
          rows={requests.data?.items}
          isPending={requests.isPending}
          errorText={requests.isError ? t('errors.loading') : null}
          empty={{
            title: t('pages:management.noRequests'),
            description: t('pages:management.noOrganizerRequestsText'),
          }}
          minWidth={720}
        />
      </ManagementPage>
      <UsersListPage
        title={t('pages:management.organizers')}
        purpose={t('pages:management.organizersText')}
        hrefBase="/admin/users"
        filter={{ field: 'role', values: ['ORGANIZER', 'ORGANIZER_TRIAL'] }}
        extraColumns={[
          {
            key: 'license',
            header: t('pages:management.columns.license'),
            render: (row) =>
              row.license?.till
                ? `${formatDate(row.license.from, language)} – ${formatDate(row.license.till, language)}`
                : '—',
          },
        ]}
      />
    </>
  );
}
