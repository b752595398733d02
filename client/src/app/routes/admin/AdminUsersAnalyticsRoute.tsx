import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ROLES, type Role } from '@hema/shared/auth/roles';
import { buildFilter } from '@hema/shared/query/list-query';
import { useTranslation } from 'react-i18next';
import { useUsersQuery } from '../../../features/management/api/users';
import { ManagementPage } from '../../../features/management/components/ManagementPage';

function RoleCount({ role }: { role: Role | null }) {
  const { t } = useTranslation(['translation', 'pages']);
  const query = useUsersQuery({
    page: 1,
    perPage: 1,
    filter: role ? buildFilter([{ field: 'role', values: [role] }]) : undefined,
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Text size="sm" c="dimmed">
        {role ? t(`user.roles.${role}`) : t('pages:management.allUsers')}
      </Text>
      {query.isPending ? (
        <Skeleton h={34} w={80} mt={4} />
      ) : (
        <Text fz={30} fw={800}>
          {query.data?.count ?? '—'}
        </Text>
      )}
    </Paper>
  );
}

/** `/admin/users/analytics`: how many accounts there are, by role. */
export default function AdminUsersAnalyticsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <ManagementPage
      title={t('titles.adminUsersAnalytics')}
      purpose={t('pages:management.pages.adminUsersAnalytics')}
      back={{ to: '/admin/users', label: t('titles.adminUsers') }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        <RoleCount role={null} />
        {ROLES.map((role) => (
          <RoleCount key={role} role={role} />
        ))}
      </SimpleGrid>
    </ManagementPage>
  );
}
