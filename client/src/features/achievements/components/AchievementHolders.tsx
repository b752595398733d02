import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { useAchievementHoldersQuery, type AchievementWithAwards } from '../api/achievements';
import { AchievementBadge } from './AchievementBadge';

/** The seasonal or permanent achievements of the zone, each with who holds it (seasonal ones by season). */
export function AchievementHolders({
  kind,
  zone,
}: {
  kind: 'seasonal' | 'permanent';
  zone: { _id: string; title: string } | null;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  const query = useAchievementHoldersQuery(kind, zone?._id);
  if (!query.data) return null;
  const items = query.data.items;
  if (items.length === 0)
    return (
      <EmptyPanel
        icon="medal"
        title={t('pages:achievements.emptyTitle')}
        description={
          zone
            ? t('pages:achievements.emptyTextZone', { zone: zone.title })
            : t('pages:achievements.emptyText')
        }
      />
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {items.map((achievement) => (
        <Paper key={achievement._id} withBorder radius="lg" p="md" data-testid="achievement">
          <Stack gap="sm">
            <AchievementBadge achievement={achievement} />
            {achievement.awards.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('achievement.nobodyYet')}
              </Text>
            ) : (
              <Holders achievement={achievement} />
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Holders shown before "Show all": a card stays readable when half the fighters of the zone hold it. */
const FIRST_HOLDERS = 30;

function Holders({ achievement }: { achievement: AchievementWithAwards }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? achievement.awards : achievement.awards.slice(0, FIRST_HOLDERS);
  return (
    <Group gap={6}>
      <Text size="sm" fw={600}>
        {t('achievement.holders', { count: achievement.holders })}
      </Text>
      {shown.map((award) => (
        <Badge
          key={`${award.user._id}-${award.season ?? ''}`}
          variant="light"
          color="gray"
          style={{ textTransform: 'none' }}
          data-testid="achievement-holder"
        >
          <Anchor component={Link} to={`/users/${award.user.username}`} size="xs" inherit>
            {award.user.name}
          </Anchor>
          {award.season ? ` · ${award.season}` : ''}
        </Badge>
      ))}
      {shown.length < achievement.awards.length && (
        <Button size="compact-xs" variant="subtle" onClick={() => setAll(true)}>
          {t('achievement.showAllHolders', { count: achievement.awards.length })}
        </Button>
      )}
    </Group>
  );
}
