import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName } from '../../../lib/countries';

interface UserProfileHeaderProps {
  user: {
    name: string;
    club?: { _id: string; title: string } | null;
    country?: string | null;
    city?: string | null;
  };
  /** E.g. the weapon badge. */
  badge?: ReactNode;
}

/** The user page heading: back link, name, club and place. */
export function UserProfileHeader({ user, badge }: UserProfileHeaderProps) {
  const { t, i18n } = useTranslation();
  const place = [user.city, countryName(user.country, i18n.resolvedLanguage ?? 'en')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={6}>
      <Anchor component={Link} to="/users" size="sm">
        ← {t('users.allUsers')}
      </Anchor>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Title>
        {badge}
      </Group>
      <Group gap="xs" wrap="wrap">
        {user.club ? (
          <Anchor component={Link} to={`/clubs/${user.club._id}`}>
            {user.club.title}
          </Anchor>
        ) : (
          <Text c="dimmed">{t('user.noClub')}</Text>
        )}
        {place && (
          <>
            <Text c="dimmed" aria-hidden="true">
              ·
            </Text>
            <Text c="dimmed">{place}</Text>
          </>
        )}
      </Group>
    </Stack>
  );
}
