import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { RULE_PARAMS_USED } from '@hema/shared/rating/achievement-rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelIcon } from '../../../components/ui/PanelIcon';
import { writtenLanguage } from '../../../lib/text-language';
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

/**
 * An achievement's icon, title and what earns it. The title and description are the administrators' own words,
 * shown as written: in the other language than the page's they carry its `lang` and a note saying so; what earns
 * it is always in the page's language.
 */
export function AchievementBadge({ achievement, size = 44 }: { achievement: Shown; size?: number }) {
  const { t, i18n } = useTranslation();
  const ruleText = useRuleText();
  const written = writtenLanguage(`${achievement.title} ${achievement.description}`);
  const foreign = written !== (i18n.resolvedLanguage === 'ru' ? 'ru' : 'en');
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
        <Text fw={700} lang={foreign ? written : undefined}>
          {achievement.title}
        </Text>
        {achievement.description && (
          <Text size="sm" c="dimmed" lang={foreign ? written : undefined}>
            {achievement.description}
          </Text>
        )}
        {foreign && (
          <Text size="xs" c="dimmed" fs="italic" data-testid="achievement-written-in">
            {t(`achievement.writtenIn.${written}`)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {ruleText(achievement)}
        </Text>
      </Stack>
    </Group>
  );
}
