import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { RULE_PARAMS_USED } from '@hema/shared/rating/achievement-rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelIcon } from '../../../components/ui/PanelIcon';
import type { Achievement } from '../api/achievements';

type Shown = Pick<Achievement, 'title' | 'description' | 'icon' | 'kind' | 'rule' | 'params'>;

/** What an achievement asks for, in the interface language (its rule and parameters). */
export function useRuleText() {
  const { t } = useTranslation();
  return useCallback(
    (a: Pick<Shown, 'rule' | 'params'>) =>
      t(`achievement.ruleText.${a.rule satisfies keyof typeof RULE_PARAMS_USED}`, {
        count: a.params.count,
        place: t(`achievement.bestPlace.${a.params.bestPlace}`),
        gap: a.params.ratingGap,
      }),
    [t],
  );
}

/** An achievement's icon, title and what earns it. */
export function AchievementBadge({ achievement, size = 44 }: { achievement: Shown; size?: number }) {
  const ruleText = useRuleText();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon
        size={size}
        radius="xl"
        variant="light"
        color={achievement.kind === 'seasonal' ? 'orange' : 'indigo'}
        style={{ flexShrink: 0 }}
      >
        <PanelIcon name={achievement.icon} size={Math.round(size * 0.55)} />
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={700}>{achievement.title}</Text>
        {achievement.description && (
          <Text size="sm" c="dimmed">
            {achievement.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {ruleText(achievement)}
        </Text>
      </Stack>
    </Group>
  );
}
