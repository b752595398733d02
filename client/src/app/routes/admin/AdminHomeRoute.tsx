import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { usePendingLicenceRequests } from '../../../features/licence/api/licence-requests';
import type pages from '../../../i18n/pages/en.json';

type Section = keyof typeof pages.management.adminSections;

const SECTIONS: { to: string; key: Section }[] = [
  { to: '/admin/tournaments', key: 'tournaments' },
  { to: '/admin/users', key: 'users' },
  { to: '/admin/licenses', key: 'licenses' },
  { to: '/admin/clubs', key: 'clubs' },
  { to: '/admin/weapons', key: 'weapons' },
  { to: '/admin/weapon-types', key: 'weaponTypes' },
  { to: '/admin/zones', key: 'zones' },
  { to: '/admin/achievements', key: 'achievements' },
  { to: '/admin/tournament-imports', key: 'imports' },
  { to: '/admin/users/merge', key: 'merge' },
  { to: '/admin/users/analytics', key: 'analytics' },
  { to: '/admin/controls', key: 'controls' },
];

/** `/admin`: every administration section and what it is for; licence requests waiting are counted on theirs. */
export default function AdminHomeRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  // Licence requests wait for an admin: their count is shown where the admin starts.
  const pending = usePendingLicenceRequests().data?.count ?? 0;
  return (
    <Stack gap={0}>
      <PageHeader title={t('titles.admin')} description={t('pages:management.pages.admin')} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {SECTIONS.map((section) => (
          <Paper key={section.to} withBorder radius="lg" p="lg">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Anchor component={Link} to={section.to} fw={700} size="lg">
                {t(`pages:management.adminSections.${section.key}.title`)}
              </Anchor>
              {section.key === 'licenses' && pending > 0 && (
                <Badge color="red" variant="filled" data-testid="pending-licence-requests">
                  {t('pages:admin.license.pendingCount', { count: pending })}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`pages:management.adminSections.${section.key}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
