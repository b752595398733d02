import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { weaponsContract } from '@hema/shared/contracts/catalog';
import { createNominationSchema, type Nomination } from '@hema/shared/contracts/nominations';
import { RATING_MODES } from '@hema/shared/domain-types';
import { MAX_PANEL_JUDGES, PANEL_MODES, PANEL_WINDOW_MS } from '@hema/shared/fight/panel';
import { FIGHTER_COLOURS } from '@hema/shared/ui-rules/fighter-colours';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  nominationFormValues,
  nominationInput,
  suggestedIdString,
  type NominationFormValues,
} from './nomination-form-values';

import { AFTERBLOW_RULES } from '@hema/shared/fight/exchanges';

const COUNTERS = ['doubles', 'appeals', 'yellowCards', 'redCards'] as const;

/** What the form sends: the contract's parsed body (defaults filled in). */
export type NominationBody = z.output<typeof createNominationSchema>;

interface NominationFormProps {
  /** The category being edited; a new one when left out. */
  nomination?: Nomination;
  /** Sends the body; rejects with the server's refusal, which the form places under its fields. */
  onSubmit: (body: NominationBody) => Promise<unknown>;
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
}

/**
 * Every label field of a category (spec §3): what it is, its fight rules, counters, colours and team settings.
 * Validated by the contract's schema, so the form and the server say the same thing.
 */
export function NominationForm({
  nomination,
  onSubmit,
  submitLabel,
  pending,
  onCancel,
}: NominationFormProps) {
  const { t } = useTranslation(['translation', 'pages']);
  // The contract's create body: every field the form shows, the title and the address required.
  const form = useContractForm(createNominationSchema, {
    initialValues: nominationFormValues(nomination),
    toInput: nominationInput,
  });
  const values = form.values as NominationFormValues;
  // A new category's address follows its title until the organizer types one.
  const idStringTouched = useRef(!!nomination);
  const label = (key: string) => t(`pages:categoryForm.fields.${key}` as never);
  const hint = (key: string) => t(`pages:categoryForm.hints.${key}` as never);

  function submit(body: NominationBody) {
    onSubmit(body).catch((error: unknown) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setServerErrors(error.fieldErrors);
      } else if (error instanceof ApiError && error.code === 'competition/nomination-address-taken') {
        form.setServerErrors({ idString: error.serverMessage ?? '' });
      } else notifyError(error);
    });
  }

  const titleProps = form.inputProps('title');
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <Fieldset legend={t('pages:categoryForm.sections.category')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={label('title')}
              withAsterisk
              {...titleProps}
              onChange={(event) => {
                titleProps.onChange(event);
                if (!idStringTouched.current)
                  form.form.setFieldValue('idString', suggestedIdString(event.currentTarget.value));
              }}
            />
            <TextInput
              label={label('idString')}
              description={hint('idString')}
              withAsterisk
              {...form.inputProps('idString')}
              onChange={(event) => {
                idStringTouched.current = true;
                form.form.setFieldValue('idString', event.currentTarget.value);
              }}
            />
            <AsyncSelect
              endpoint={weaponsContract.list}
              label={label('weapon')}
              placeholder={t('pages:categoryForm.searchWeapon')}
              value={values.weaponId}
              onChange={(id) => form.form.setFieldValue('weaponId', id)}
              error={form.form.errors.weaponId as string | undefined}
            />
            <NumberInput
              label={label('fighterLimit')}
              description={hint('fighterLimit')}
              min={1}
              allowDecimal={false}
              {...form.inputProps('fighterLimit')}
            />
            <Select
              label={label('ratingMode')}
              allowDeselect={false}
              data={RATING_MODES.map((mode) => ({
                value: mode,
                label: t(`competition.ratingModes.${mode}`),
              }))}
              {...form.inputProps('ratingMode')}
            />
            <Switch
              mt={{ sm: 'xl' }}
              label={label('isFighting')}
              description={hint('isFighting')}
              {...form.inputProps('isFighting', { type: 'checkbox' })}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label={label('registrationNote')}
            description={hint('registrationNote')}
            rows={3}
            {...form.inputProps('registrationNote')}
          />
        </Fieldset>

        <Fieldset legend={t('pages:categoryForm.sections.fight')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="timer-direction">
                {label('timerDirection')}
              </Text>
              <SegmentedControl
                aria-labelledby="timer-direction"
                data={[
                  { value: 'down', label: t('pages:categoryForm.timer.down') },
                  { value: 'up', label: t('pages:categoryForm.timer.up') },
                ]}
                {...form.inputProps('rules.timerDirection')}
              />
            </Stack>
            <NumberInput
              label={label('fightTime')}
              withAsterisk
              min={1}
              max={3600}
              {...form.inputProps('rules.durationMs')}
            />
            <NumberInput
              label={label('addedValue')}
              description={hint('addedValue')}
              withAsterisk
              min={1}
              allowDecimal={false}
              {...form.inputProps('rules.addedValue')}
            />
            <NumberInput
              label={label('scoreCap')}
              description={hint('scoreCap')}
              min={1}
              allowDecimal={false}
              {...form.inputProps('rules.scoreCap')}
            />
            <NumberInput
              label={label('doublesLimit')}
              description={hint('doublesLimit')}
              min={1}
              allowDecimal={false}
              {...form.inputProps('rules.doublesLimit')}
            />
            <Select
              label={label('doublesOutResult')}
              allowDeselect={false}
              data={(['NO_WIN', 'BY_SCORE'] as const).map((value) => ({
                value,
                label: t(`pages:categoryForm.doublesOut.${value}`),
              }))}
              {...form.inputProps('rules.doublesOutResult')}
            />
            <Select
              label={label('afterblow')}
              description={hint('afterblow')}
              allowDeselect={false}
              data={AFTERBLOW_RULES.map((value) => ({
                value,
                label: t(`pages:categoryForm.afterblow.${value}`),
              }))}
              {...form.inputProps('rules.afterblow')}
            />
            <NumberInput
              label={label('redCardsToLose')}
              description={hint('redCardsToLose')}
              min={1}
              allowDecimal={false}
              {...form.inputProps('rules.redCardsToLose')}
            />
            <NumberInput
              label={label('hitPoints')}
              description={hint('hitPoints')}
              min={1}
              allowDecimal={false}
              {...form.inputProps('rules.hitPoints')}
            />
            <Switch
              label={label('showTimer')}
              {...form.inputProps('rules.showTimer', { type: 'checkbox' })}
            />
            <Switch
              label={label('drawsInElimination')}
              {...form.inputProps('rules.drawsInElimination', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('pages:categoryForm.sections.panel')}>
          <Text size="sm" c="dimmed" mb="sm">
            {hint('panel')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={label('panelMode')}
              allowDeselect={false}
              data={PANEL_MODES.map((value) => ({
                value,
                label: t(`pages:categoryForm.panelModes.${value}`),
              }))}
              {...form.inputProps('rules.panel.mode')}
            />
            <NumberInput
              label={label('panelJudges')}
              min={1}
              max={MAX_PANEL_JUDGES}
              allowDecimal={false}
              disabled={form.values.rules.panel.mode === 'off'}
              {...form.inputProps('rules.panel.judges')}
            />
            <NumberInput
              label={label('panelWindow')}
              description={hint('panelWindow')}
              min={PANEL_WINDOW_MS.min / 1000}
              max={PANEL_WINDOW_MS.max / 1000}
              step={0.1}
              decimalScale={1}
              disabled={form.values.rules.panel.mode !== 'majority'}
              {...form.inputProps('rules.panel.windowMs')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('pages:categoryForm.sections.counters')}>
          <Text size="sm" c="dimmed" mb="sm">
            {hint('counters')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {COUNTERS.map((counter) => (
              <Checkbox
                key={counter}
                label={t(`competition.counters.${counter}`)}
                {...form.inputProps(`rules.counters.${counter}`, { type: 'checkbox' })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('pages:categoryForm.sections.colours')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {(['colorLeft', 'colorRight'] as const).map((side) => (
              <Select
                key={side}
                label={label(side)}
                allowDeselect={false}
                data={FIGHTER_COLOURS.map((colour) => ({
                  value: colour,
                  label: t(`live.colours.${colour}`),
                }))}
                {...form.inputProps(side)}
              />
            ))}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="red-side">
                {label('redSide')}
              </Text>
              <SegmentedControl
                aria-labelledby="red-side"
                data={[
                  { value: '1', label: t('pages:categoryForm.sides.left') },
                  { value: '2', label: t('pages:categoryForm.sides.right') },
                ]}
                {...form.inputProps('redSide')}
              />
            </Stack>
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('pages:categoryForm.sections.team')}>
          <Stack gap="md">
            <Switch label={label('isTeam')} {...form.inputProps('isTeam', { type: 'checkbox' })} />
            {values.isTeam && (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <NumberInput
                  label={label('teamMembers')}
                  min={1}
                  allowDecimal={false}
                  {...form.inputProps('teamMembers')}
                />
                <NumberInput
                  label={label('teamScoreLimit')}
                  description={hint('teamScoreLimit')}
                  min={1}
                  allowDecimal={false}
                  {...form.inputProps('rules.team.teamScoreLimit')}
                />
                <Select
                  label={label('scoringPlacement')}
                  allowDeselect={false}
                  data={(['TEAM', 'FIGHT'] as const).map((value) => ({
                    value,
                    label: t(`pages:categoryForm.placement.${value}`),
                  }))}
                  {...form.inputProps('scoringPlacement')}
                />
              </SimpleGrid>
            )}
            {values.isTeam && (
              <Switch
                label={t('pages:teams.rated')}
                description={t('pages:teams.ratedHint')}
                {...form.inputProps('teamRated', { type: 'checkbox' })}
              />
            )}
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('pages:categoryForm.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
