import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ROLES, type Role } from '@hema/shared/auth/roles';
import { useTranslation } from 'react-i18next';
import { useUserCountQuery } from '../../../features/management/api/users';
import { ManagementPage } from '../../../features/management/components/ManagementPage';

function RoleCount({ role }: { role: Role | null }) {
  const { t } = useTranslation(['translation', 'pages']);
  const count = useUserCountQuery(role);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Text size="sm" c="dimmed">
        {role ? t(`user.roles.${role}`) : t('pages:management.allUsers')}
      </Text>
      {count.isPending ? (
        <Skeleton h={34} w={80} mt={4} />
      ) : (
        <Text fz={30} fw={800}>
          {count.data ?? '—'}
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
