import { Avatar, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout';
import type { SessionUser } from '../api/session-user';
import { displayName } from './display-name';
import { BADGE_COLORS, sessionBadges, type SessionBadge } from './session-badges';
import { countryName } from '../../../lib/countries';

/** The signed-in user on the home page: name, role, derived flags as badges, details, and sign-out. */
export function SessionUserCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  const [now] = useState(() => new Date());
  const name = displayName(user);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  function badgeLabel(badge: SessionBadge): string {
    if (badge.kind === 'licenseActiveUntil')
      return t('user.badges.licenseActiveUntil', { date: dateFormat.format(badge.till) });
    return t(`user.badges.${badge.kind}`);
  }

  const badges = sessionBadges(user, now);
  const location = [user.city, user.country && countryName(user.country, i18n.resolvedLanguage ?? 'en')]
    .filter(Boolean)
    .join(', ');
  const details: [string, string][] = [
    [t('user.fields.email'), user.email],
    [t('user.fields.role'), t(`user.roles.${user.role}`)],
    [t('user.fields.club'), user.club?.title ?? t('user.noClub')],
    ...(location ? ([[t('user.fields.location'), location]] as [string, string][]) : []),
  ];

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720} mx="auto">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar size={64} radius="xl" color="indigo" variant="filled" name={name} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('home.signedInAs')}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
          </Stack>
        </Group>
        {badges.length > 0 && (
          <Group gap={6}>
            {badges.map((badge) => (
              <Badge
                key={badge.kind}
                color={BADGE_COLORS[badge.kind]}
                variant="light"
                size="lg"
                tt="none"
                maw="100%"
              >
                {badgeLabel(badge)}
              </Badge>
            ))}
          </Group>
        )}
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {details.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 110, sm: 160 }}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
            {t('auth.signOut')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
