import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  REGISTRATION_FIELD_TYPES,
  type RegistrationFieldType,
} from '@hema/shared/applications/application-rules';
import { checkDates, updateTournamentSchema, type Tournament } from '@hema/shared/contracts/tournaments';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { DatePickerField } from '../../../components/grid/components/DatePickerField';

dayjs.extend(customParseFormat);

const LOCAL_TIME = 'YYYY-MM-DD HH:mm';
const toLocal = (iso: string | null) => (iso ? dayjs(iso).format(LOCAL_TIME) : null);
const toInstant = (local: string | null) => {
  if (!local) return null;
  const parsed = dayjs(local, LOCAL_TIME, true);
  return parsed.isValid() ? parsed.toISOString() : local;
};

const schema = updateTournamentSchema
  .pick({
    registrationEnabled: true,
    registrationDateStart: true,
    registrationDateEnd: true,
    registrationText: true,
    registrationFields: true,
    registrationNominationIds: true,
    applicationsAccess: true,
    applicationsShowPayments: true,
    applicationsShowWaitingList: true,
  })
  .required();
export type RegistrationSettingsBody = z.input<typeof schema>;

type FieldValues = {
  label: string;
  type: RegistrationFieldType;
  required: boolean;
  options: string[];
  paid: boolean;
};
type Values = {
  registrationEnabled: boolean;
  registrationDateStart: string | null;
  registrationDateEnd: string | null;
  registrationText: string;
  registrationFields: FieldValues[];
  /** Every category is chosen when all are ticked: null is sent, so categories added later take applications too. */
  categories: string[];
  applicationsAccess: 'PUBLIC' | 'PRIVATE';
  applicationsShowPayments: boolean;
  applicationsShowWaitingList: boolean;
};

function initialValues(t: Tournament): Values {
  return {
    registrationEnabled: t.registrationEnabled,
    registrationDateStart: toLocal(t.registrationDateStart),
    registrationDateEnd: toLocal(t.registrationDateEnd),
    registrationText: t.registrationText,
    registrationFields: t.registrationFields.map((f) => ({ ...f, options: [...f.options] })),
    categories: t.registrationNominationIds ?? t.nominations.map((n) => n._id),
    applicationsAccess: t.applicationsAccess === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC',
    applicationsShowPayments: t.applicationsShowPayments,
    applicationsShowWaitingList: t.applicationsShowWaitingList,
  };
}

function body(tournament: Tournament, values: Values): RegistrationSettingsBody {
  const { categories, ...rest } = values;
  const all = tournament.nominations.every((n) => categories.includes(n._id));
  return {
    ...rest,
    registrationDateStart: toInstant(values.registrationDateStart),
    registrationDateEnd: toInstant(values.registrationDateEnd),
    registrationNominationIds: all ? null : categories,
    registrationFields: values.registrationFields.map((f) => ({
      ...f,
      options: f.type === 'oneOption' || f.type === 'manyOptions' ? f.options : [],
    })),
  };
}

const hasOptions = (type: RegistrationFieldType) => type === 'oneOption' || type === 'manyOptions';

interface Props {
  tournament: Tournament;
  pending: boolean;
  onSubmit: (body: RegistrationSettingsBody) => Promise<unknown>;
}

/** Registration settings (spec §3 tournament fields): on/off, dates, text, categories, the form builder, visibility. */
export function RegistrationSettingsForm({ tournament, pending, onSubmit }: Props) {
  const { t } = useTranslation(['translation', 'pages']);
  // The registration must close by the event's last day: the tournament's dates take part in the check.
  const checked = useMemo(
    () =>
      schema.superRefine((values, context) =>
        checkDates({ ...values, dateStart: tournament.dateStart, dateEnd: tournament.dateEnd }, context),
      ),
    [tournament.dateStart, tournament.dateEnd],
  );
  const form = useContractForm(checked, {
    initialValues: initialValues(tournament),
    toInput: (values) => body(tournament, values),
  });
  const { values } = form;
  const fields = values.registrationFields;

  async function submit() {
    try {
      await onSubmit(body(tournament, form.values));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        form.setServerErrors(error.fieldErrors);
      else notifyError(error);
    }
  }

  const dateProps = (path: 'registrationDateStart' | 'registrationDateEnd') => ({
    value: values[path],
    onChange: (next: string | null) => form.form.setFieldValue(path, next),
    error: (form.inputProps(path).error as string | undefined) ?? null,
  });

  const typeOptions = REGISTRATION_FIELD_TYPES.map((type) => ({
    value: type,
    label: t(`pages:registrationSettings.types.${type}`),
  }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(() => void submit())}
      aria-label={t('pages:registrationSettings.title')}
    >
      <Stack gap="lg">
        {form.formError && (
          <Alert color="red" variant="light">
            {form.formError}
          </Alert>
        )}
        <Fieldset legend={t('pages:registrationSettings.main')} variant="filled" radius="md">
          <Stack gap="sm">
            <Switch
              label={t('pages:registrationSettings.enabled')}
              description={t('pages:registrationSettings.enabledHint')}
              {...form.inputProps('registrationEnabled', { type: 'checkbox' })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DatePickerField
                label={t('pages:tournamentForm.registrationDateStart')}
                minimumView="time"
                placeholder="yyyy-MM-dd HH:mm"
                {...dateProps('registrationDateStart')}
              />
              <DatePickerField
                label={t('pages:tournamentForm.registrationDateEnd')}
                minimumView="time"
                placeholder="yyyy-MM-dd HH:mm"
                {...dateProps('registrationDateEnd')}
              />
            </SimpleGrid>
            <Textarea
              label={t('pages:registrationSettings.text')}
              description={t('pages:registrationSettings.textHint')}
              autosize
              minRows={3}
              {...form.inputProps('registrationText')}
            />
            <Checkbox.Group
              label={t('pages:registrationSettings.categories')}
              description={t('pages:registrationSettings.categoriesHint')}
              {...form.inputProps('categories')}
            >
              <Stack gap={6} mt={6}>
                {tournament.nominations.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('pages:registrationSettings.noCategories')}
                  </Text>
                )}
                {tournament.nominations.map((n) => (
                  <Checkbox key={n._id} value={n._id} label={n.title} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('pages:registrationSettings.formFields')} variant="filled" radius="md">
          <Stack gap="sm">
            {fields.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('pages:registrationSettings.noFields')}
              </Text>
            )}
            {fields.map((field, i) => (
              <Paper key={i} withBorder radius="md" p="sm">
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs">
                    <Text fw={600} size="sm">
                      {t('pages:registrationSettings.fieldNumber', { n: i + 1 })}
                    </Text>
                    <Group gap={4}>
                      <Tooltip label={t('pages:registrationSettings.moveUp')}>
                        <ActionIcon
                          variant="subtle"
                          disabled={i === 0}
                          aria-label={`${t('pages:registrationSettings.moveUp')}: ${field.label || i + 1}`}
                          onClick={() =>
                            form.form.reorderListItem('registrationFields', { from: i, to: i - 1 })
                          }
                        >
                          ↑
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('pages:registrationSettings.removeField')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t('pages:registrationSettings.removeField')}: ${field.label || i + 1}`}
                          onClick={() => form.form.removeListItem('registrationFields', i)}
                        >
                          ✕
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <TextInput
                      label={t('pages:registrationSettings.label')}
                      required
                      maxLength={200}
                      {...form.inputProps(`registrationFields.${i}.label`)}
                    />
                    <Select
                      label={t('pages:registrationSettings.type')}
                      data={typeOptions}
                      allowDeselect={false}
                      {...form.inputProps(`registrationFields.${i}.type`)}
                    />
                  </SimpleGrid>
                  {hasOptions(field.type) && (
                    <TagsInput
                      label={t('pages:registrationSettings.options')}
                      description={t('pages:registrationSettings.optionsHint')}
                      required
                      {...form.inputProps(`registrationFields.${i}.options`)}
                    />
                  )}
                  <Switch
                    label={t('pages:registrationSettings.required')}
                    {...form.inputProps(`registrationFields.${i}.required`, { type: 'checkbox' })}
                  />
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  form.form.insertListItem('registrationFields', {
                    label: '',
                    type: 'shortString',
                    required: false,
                    options: [],
                    paid: false,
                  })
                }
              >
                {t('pages:registrationSettings.addField')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('pages:registrationSettings.visibility')} variant="filled" radius="md">
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('pages:registrationSettings.access')}
              </Text>
              <SegmentedControl
                data={[
                  { value: 'PUBLIC', label: t('pages:registrationSettings.accessPublic') },
                  { value: 'PRIVATE', label: t('pages:registrationSettings.accessPrivate') },
                ]}
                {...form.inputProps('applicationsAccess')}
              />
            </div>
            <Switch
              label={t('pages:registrationSettings.showPayments')}
              {...form.inputProps('applicationsShowPayments', { type: 'checkbox' })}
            />
            <Switch
              label={t('pages:registrationSettings.showWaitingList')}
              {...form.inputProps('applicationsShowWaitingList', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>

        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('pages:registrationSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
