import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { createStageSchema } from '@hema/shared/contracts/stages';
import { STAGE_TYPES, type StageType } from '@hema/shared/domain-types';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { BYE_MODES, FEEDING_RING, stageBody, stageFields, type StageFormValues } from './stage-form-values';

interface StageFormModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialValues: StageFormValues;
  pending: boolean;
  /** The tournament's rings, for the ring of next fights. */
  rings: { value: string; label: string }[];
  /** The parsed body: the contract's schema checked it. */
  onSubmit: (body: z.output<typeof createStageSchema>) => Promise<unknown>;
  onClose: () => void;
}

/** "Add stage" and a stage's settings: the type, then every setting of that type (spec §3). */
export function StageFormModal({ opened, onClose, title, ...form }: StageFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened && <StageForm {...form} onClose={onClose} />}
    </Modal>
  );
}

const NUMBER_FIELDS = [
  'poolsCount',
  'roundsCount',
  'eliminationSize',
  'minimumFromEachPool',
  'goesToNextStage',
  'initialHp',
] as const;
const CHECK_FIELDS = ['bronze', 'grandFinalReset', 'combineStats', 'toTheFinals'] as const;

function StageForm({
  rings,
  submitLabel,
  initialValues,
  pending,
  onSubmit,
  onClose,
}: Omit<StageFormModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation(['translation', 'pages']);
  const form = useContractForm(createStageSchema, { initialValues, toInput: stageBody });
  const fields = new Set<string>(stageFields(form.values.type));
  const shows = (key: string) => fields.has(key);
  const label = (key: string) => t(`pages:stageForm.fields.${key}` as 'pages:stageForm.fields.poolsCount');
  const hint = (key: string) => t(`pages:stageForm.hints.${key}` as 'pages:stageForm.hints.poolsCount');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        onSubmit(body).catch((error: unknown) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
            form.setServerErrors(error.fieldErrors);
          else notifyError(error);
        }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('pages:stageForm.type')}
            withAsterisk
            allowDeselect={false}
            data={STAGE_TYPES.map((type) => ({ value: type, label: t(`spectator.stageTypes.${type}`) }))}
            {...form.inputProps('type')}
            onChange={(value) => value && form.form.setFieldValue('type', value as StageType)}
          />
          <TextInput
            label={t('pages:stageForm.label')}
            description={t('pages:stageForm.labelHint')}
            {...form.inputProps('label')}
          />
          {NUMBER_FIELDS.filter(shows).map((key) => (
            <NumberInput
              key={key}
              label={label(key)}
              description={hint(key)}
              allowDecimal={false}
              allowNegative={false}
              {...form.inputProps(`settings.${key}`)}
            />
          ))}
          {shows('qualification') && (
            <Select
              label={label('qualification')}
              description={hint('qualification')}
              allowDeselect={false}
              data={(['ADVANCED', 'BASIC'] as const).map((value) => ({
                value,
                label: t(`pages:stageForm.qualifications.${value}`),
              }))}
              {...form.inputProps('settings.qualification')}
            />
          )}
          {shows('byeMode') && (
            <Select
              label={label('byeMode')}
              description={hint('byeMode')}
              allowDeselect={false}
              data={BYE_MODES.map((value) => ({ value, label: t(`pages:stageForm.byeModes.${value}`) }))}
              {...form.inputProps('settings.byeMode')}
            />
          )}
          {shows('byeWinScores') && form.values.settings.byeMode === 'WIN' && (
            <TextInput
              label={label('byeWinScores')}
              description={hint('byeWinScores')}
              inputMode="numeric"
              {...form.inputProps('settings.byeWinScores')}
            />
          )}
          {shows('nextFightsAreaId') && (
            <Select
              label={label('nextFightsAreaId')}
              description={hint('nextFightsAreaId')}
              allowDeselect={false}
              data={[{ value: FEEDING_RING, label: t('pages:stageForm.sameRing') }, ...rings]}
              comboboxProps={{ withinPortal: true }}
              {...form.inputProps('settings.nextFightsAreaId')}
            />
          )}
        </SimpleGrid>
        <Stack gap="xs">
          {CHECK_FIELDS.filter(shows).map((key) => (
            <Checkbox
              key={key}
              label={label(key)}
              description={hint(key)}
              {...form.inputProps(`settings.${key}`, { type: 'checkbox' })}
            />
          ))}
        </Stack>
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('pages:stageForm.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
