import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api/standings';

/** A statistics row's fighter: name, a "dropped out" mark, club. */
export function FighterCell({
  figures,
}: {
  figures: Pick<Statistics['fighters'][number], 'fighter' | 'droppedOut'>;
}) {
  const { t } = useTranslation('pages');
  const { fighter, droppedOut } = figures;
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {fighter.name}
        </Text>
        {droppedOut && (
          <Badge size="xs" color="red" variant="light">
            {t('standings.droppedOut')}
          </Badge>
        )}
      </Group>
      {fighter.club && (
        <Text size="xs" c="dimmed">
          {fighter.club.title}
        </Text>
      )}
    </Stack>
  );
}
