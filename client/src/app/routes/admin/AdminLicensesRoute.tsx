import { Stack, Text, Title } from '@mantine/core';
import type { FilterClause } from '@hema/shared/query/list-query';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../features/grid/components/DataGrid';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { useManagedUsersGrid } from '../../../features/management/hooks/use-managed-users-grid';
import { useOrganizerRequestsGrid } from '../../../features/management/hooks/use-organizer-requests-grid';

const ORGANIZERS: FilterClause[] = [{ field: 'role', values: ['ORGANIZER', 'ORGANIZER_TRIAL'] }];

/** `/admin/licenses`: requests for organizer access (approval = one-week trial, spec §1) and the organizers. */
export default function AdminLicensesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const requests = useOrganizerRequestsGrid({ caption: t('pages:management.organizerRequests') });
  const organizers = useManagedUsersGrid({
    hrefBase: '/admin/users',
    caption: t('pages:management.organizers'),
    baseFilter: ORGANIZERS,
    withLicense: true,
  });
  return (
    <ManagementPage
      title={t('titles.adminLicenses')}
      purpose={t('pages:management.pages.adminLicenses')}
      back={{ to: '/admin', label: t('titles.admin') }}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pages:management.organizerRequests')}
        </Title>
        <DataGrid {...requests} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pages:management.organizers')}
        </Title>
        <Text c="dimmed">{t('pages:management.organizersText')}</Text>
        <DataGrid {...organizers} />
      </Stack>
    </ManagementPage>
  );
}
