import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveZone } from '../../../lib/active-zone';
import { useUserAchievementsQuery } from '../api/achievements';
import { AchievementBadge } from './AchievementBadge';

/** A user's achievements in the active zone, for the user page; nothing at all while they hold none. */
export function UserAchievements({ userKey }: { userKey: string }) {
  const { t } = useTranslation();
  const zone = useActiveZone();
  const query = useUserAchievementsQuery(userKey, zone?._id);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="user-achievements">
      <Text fw={700} mb="sm">
        {t('achievement.userTitle', { count: items.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {items.map((item) => (
          <Group
            key={`${item.achievement._id}-${item.season ?? ''}`}
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
          >
            <AchievementBadge achievement={item.achievement} size={36} />
            {item.season && (
              <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
                {item.season}
              </Badge>
            )}
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
