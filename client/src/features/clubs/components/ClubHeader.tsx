import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName } from '../../../lib/countries';
import type { Club } from '../api/club-list';

/** The club page heading: back link, title and place. */
export function ClubHeader({ club }: { club: Club }) {
  const { t, i18n } = useTranslation();
  const place = [club.city, countryName(club.country, i18n.resolvedLanguage ?? 'en')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={6}>
      <Anchor component={Link} to="/clubs" size="sm">
        ← {t('clubs.allClubs')}
      </Anchor>
      <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
        {club.title}
      </Title>
      {place && (
        <Group gap="xs">
          <Text c="dimmed">{place}</Text>
        </Group>
      )}
    </Stack>
  );
}
