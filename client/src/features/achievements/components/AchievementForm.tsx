import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { ACHIEVEMENT_ICONS, achievementFieldsSchema } from '@hema/shared/contracts/achievements';
import {
  ACHIEVEMENT_RULE_TYPES,
  DEFAULT_RULE_PARAMS,
  RULE_PARAMS_USED,
  type AchievementRuleType,
} from '@hema/shared/rating/achievement-rules';
import { SEASONAL_TOURNAMENTS_TO_EXCEED } from '@hema/shared/rating/achievements';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PanelIcon } from '../../../components/ui/PanelIcon';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { useZonesQuery } from '../../locale/api/zones';
import { useSaveAchievement, type Achievement } from '../api/achievements';

interface AchievementFormProps {
  /** The achievement being changed; a new one when absent. */
  achievement?: Achievement;
  onSaved?: (achievement: Achievement) => void;
}

/** An achievement's look (title, description, icon), its kind, and the rule with the parameters it uses. */
export function AchievementForm({ achievement, onSaved }: AchievementFormProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const save = useSaveAchievement(achievement?._id);
  const zones = useZonesQuery();
  const form = useContractForm(achievementFieldsSchema, {
    initialValues: {
      title: achievement?.title ?? '',
      description: achievement?.description ?? '',
      icon: achievement?.icon ?? 'medal',
      kind: achievement?.kind ?? 'permanent',
      rule: achievement?.rule ?? 'wins',
      params: achievement?.params ?? DEFAULT_RULE_PARAMS,
      zoneId: achievement?.zone?._id ?? null,
    },
  });
  const rule = form.values.rule as AchievementRuleType;
  const uses = (param: keyof typeof DEFAULT_RULE_PARAMS) => RULE_PARAMS_USED[rule].includes(param);
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else notifyError(error);
  };
  const saved = (result: Achievement) => {
    notifications.show({ color: 'green', message: t('pages:people.saved') });
    onSaved?.(result);
  };
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body, { onSuccess: saved, onError }))}>
      <Stack gap="md" maw={720}>
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <TextInput label={t('achievement.fields.title')} withAsterisk {...form.inputProps('title')} />
        <Textarea
          label={t('achievement.fields.description')}
          autosize
          minRows={2}
          {...form.inputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t('achievement.fields.icon')}
            data={ACHIEVEMENT_ICONS.map((icon) => ({ value: icon, label: t(`achievement.icons.${icon}`) }))}
            allowDeselect={false}
            leftSection={<PanelIcon name={form.values.icon} size={18} />}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <PanelIcon name={option.value as (typeof ACHIEVEMENT_ICONS)[number]} size={18} />
                {option.label}
              </Group>
            )}
            {...form.inputProps('icon')}
          />
          <Select
            label={t('achievement.fields.zone')}
            placeholder={t('achievement.everyZone')}
            clearable
            data={(zones.data ?? []).map((zone) => ({ value: zone._id, label: zone.title }))}
            {...form.inputProps('zoneId')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('achievement.fields.kind')}
          </Text>
          <SegmentedControl
            data={[
              { value: 'permanent', label: t('achievement.kind.permanent') },
              { value: 'seasonal', label: t('achievement.kind.seasonal') },
            ]}
            {...form.inputProps('kind')}
          />
          {form.values.kind === 'seasonal' && (
            <Text size="xs" c="dimmed">
              {t('achievement.seasonalGate', { count: SEASONAL_TOURNAMENTS_TO_EXCEED })}
            </Text>
          )}
        </Stack>
        <Select
          label={t('achievement.fields.rule')}
          data={ACHIEVEMENT_RULE_TYPES.map((type) => ({ value: type, label: t(`achievement.rule.${type}`) }))}
          allowDeselect={false}
          {...form.inputProps('rule')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {uses('count') && (
            <NumberInput
              label={t(`achievement.countLabel.${rule}`)}
              min={1}
              max={1000}
              allowDecimal={false}
              {...form.inputProps('params.count')}
            />
          )}
          {uses('bestPlace') && (
            <Select
              label={t('achievement.fields.bestPlace')}
              data={([1, 2, 3] as const).map((place) => ({
                value: String(place),
                label: t(`achievement.bestPlace.${place}`),
              }))}
              allowDeselect={false}
              value={String(form.values.params.bestPlace)}
              onChange={(value) => form.form.setFieldValue('params.bestPlace', Number(value) as 1 | 2 | 3)}
            />
          )}
          {uses('ratingGap') && (
            <NumberInput
              label={t('achievement.fields.ratingGap')}
              min={0}
              max={3000}
              step={50}
              allowDecimal={false}
              {...form.inputProps('params.ratingGap')}
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {achievement ? t('achievement.save') : t('achievement.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
