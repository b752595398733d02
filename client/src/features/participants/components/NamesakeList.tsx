import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { publicUserSchema } from '@hema/shared/contracts/users';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';

export type Namesake = Pick<z.output<typeof publicUserSchema>, '_id' | 'name' | 'club' | 'country'>;

/**
 * Users who already have the typed name, each with club and country and "Use this one": the organizer picks the
 * person who is already there instead of making a second account of them.
 */
export function NamesakeList({
  namesakes,
  onUse,
  pending,
}: {
  namesakes: Namesake[];
  onUse: (user: Namesake) => void;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  return (
    <Alert color="yellow" variant="light" p="sm" title={t('pages:fighters.namesakesTitle')}>
      <Stack gap="xs" role="list" aria-label={t('pages:fighters.namesakesTitle')}>
        {namesakes.map((user) => {
          const where = [
            user.club?.title ?? t('pages:fighters.noClub'),
            user.country
              ? countryName(user.country, i18n.resolvedLanguage ?? 'en')
              : t('pages:fighters.noCountry'),
          ].join(' · ');
          return (
            <Group key={user._id} justify="space-between" gap="xs" wrap="wrap" role="listitem">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {user.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {where}
                </Text>
              </Stack>
              <Button size="xs" variant="light" disabled={pending} onClick={() => onUse(user)}>
                {t('pages:fighters.useThisOne')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}
