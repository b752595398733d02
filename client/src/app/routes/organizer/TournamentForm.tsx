import {
  Alert,
  Button,
  Fieldset,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { licenceEndsBefore, sessionFlags } from '@hema/shared/auth/roles';
import { STALE_RING_MINUTES } from '@hema/shared/contracts/schedule';
import { createTournamentSchema } from '@hema/shared/contracts/tournaments';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../features/auth/api/session-store';
import { DatePickerField } from '../../../components/grid/components/DatePickerField';
import { LicenceRequestPanel } from '../../../features/licence/components/LicenceRequestPanel';
import { useLicenceRuns } from '../../../features/licence/management-writes';
import { formatDate } from '../../../lib/format-date';
import { TournamentZoneSelect } from '../../../features/locale/components/TournamentZoneSelect';
import {
  useAddressCheck,
  type TournamentCreateBody,
} from '../../../features/tournament-admin/api/tournament-writes';
import { ApiError } from '../../../lib/api-client';
import { COUNTRY_CODES, countryName } from '../../../lib/countries';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { translateValidationMessage } from '../../../lib/validation-message';
import { DayPlanFields } from './DayPlanFields';
import { tournamentBody, type TournamentFormValues } from './tournament-form-values';

const ADDRESS_TAKEN = 'This tournament address is taken';
/** How long typing pauses before the address is checked. */
const CHECK_DEBOUNCE_MS = 400;

interface TournamentFormProps {
  initialValues: TournamentFormValues;
  /** The tournament being edited: its own address is not "taken". */
  tournamentId?: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the body; a rejection with field errors is shown under the fields. */
  onSubmit: (body: TournamentCreateBody) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The organizer's tournament form (create and settings): every spec §3 field an organizer sets, validated by the
 * create contract; the address is checked while typing and, until the organizer types one, follows the title.
 */
export function TournamentForm({
  initialValues,
  tournamentId,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: TournamentFormProps) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const form = useContractForm(createTournamentSchema, { initialValues, toInput: tournamentBody });
  const { values } = form;
  const user = useSessionUser();
  // A new tournament's address follows its title until the organizer types one.
  const addressEdited = useRef(initialValues.idString !== '');

  const [idString] = useDebouncedValue(values.idString.trim(), CHECK_DEBOUNCE_MS);
  const [title] = useDebouncedValue(values.title.trim(), CHECK_DEBOUNCE_MS);
  // The address check is a write-side call, refused once the licence has run out (the form is locked then anyway).
  const licenceRuns = useLicenceRuns();
  const check = useAddressCheck(
    tournamentId ? { idString, title, except: tournamentId } : { idString, title },
    licenceRuns,
  );
  const answer = check.data?.idString === values.idString.trim() ? check.data : undefined;
  const suggestion = check.data?.suggestion;

  // The form object is new on every render: the effect reads it through a ref and runs only for a new suggestion.
  const formRef = useRef(form.form);
  formRef.current = form.form;
  useEffect(() => {
    const current = formRef.current;
    if (!addressEdited.current && suggestion && current.getValues().idString !== suggestion)
      current.setFieldValue('idString', suggestion);
  }, [suggestion]);

  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [locale],
  );

  // The licence ends before the event does: say so next to the dates, with how to ask for a full licence.
  const licenceTill =
    user &&
    !sessionFlags(user, new Date()).isAdmin &&
    licenceEndsBefore(user.license, values.dateEnd || values.dateStart)
      ? user.license.till
      : null;

  const addressMessage = (message: string) =>
    message === ADDRESS_TAKEN
      ? t('pages:tournamentForm.addressTaken')
      : translateValidationMessage(t, message);
  const addressProps = form.inputProps('idString');
  const addressError =
    addressProps.error ??
    (answer && !answer.available && answer.message ? addressMessage(answer.message) : null);

  async function submit() {
    try {
      // Runs only after the create contract accepted these values (form.onSubmit), so the body has its shape.
      await onSubmit(tournamentBody(form.values) as TournamentCreateBody);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'competition/tournament-address-taken')
        form.setServerErrors({ idString: ADDRESS_TAKEN });
      else if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        form.setServerErrors(error.fieldErrors);
      else notifyError(error);
    }
  }

  const dateProps = (path: 'dateStart' | 'dateEnd' | 'registrationDateStart' | 'registrationDateEnd') => {
    const props = form.inputProps(path);
    return {
      value: values[path],
      onChange: (next: string | null) => form.form.setFieldValue(path, next),
      error: (props.error as string | undefined) ?? null,
    };
  };

  return (
    <form noValidate onSubmit={form.onSubmit(() => void submit())} aria-label={submitLabel}>
      <Stack gap="lg">
        {form.formError && (
          <Alert color="red" variant="light">
            {form.formError}
          </Alert>
        )}
        <Fieldset legend={t('pages:tournamentForm.main')} variant="filled" radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('pages:tournamentForm.title')}
              required
              maxLength={200}
              {...form.inputProps('title')}
            />
            <TextInput
              label={t('pages:tournamentForm.idString')}
              description={
                answer?.available
                  ? t('pages:tournamentForm.addressFree', { address: answer.idString })
                  : t('pages:tournamentForm.idStringHint')
              }
              required
              maxLength={64}
              {...addressProps}
              onChange={(event) => {
                addressEdited.current = true;
                form.form.setFieldValue('idString', event.currentTarget.value);
              }}
              error={addressError}
              autoComplete="off"
            />
            {answer && !answer.available && suggestion && suggestion !== values.idString && (
              <Group gap="xs">
                <Text size="sm">{t('pages:tournamentForm.suggestion', { address: suggestion })}</Text>
                <Button
                  variant="light"
                  size="compact-sm"
                  onClick={() => form.form.setFieldValue('idString', suggestion)}
                >
                  {t('pages:tournamentForm.useSuggestion')}
                </Button>
              </Group>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DatePickerField
                label={t('pages:tournamentForm.dateStart')}
                required
                {...dateProps('dateStart')}
              />
              <DatePickerField label={t('pages:tournamentForm.dateEnd')} required {...dateProps('dateEnd')} />
            </SimpleGrid>
            {licenceTill && (
              <Alert color="yellow" variant="light" data-testid="licence-ends-before-event">
                <Stack gap="xs">
                  <Text size="sm">
                    {t('pages:license.endsBeforeEvent', { till: formatDate(licenceTill, locale) })}
                  </Text>
                  <LicenceRequestPanel full />
                </Stack>
              </Alert>
            )}
            <div>
              {/* Styled as the other fields' labels; a segmented control has no label of its own. */}
              <Input.Label component="div" id="tournament-purpose" mb={4}>
                {t('pages:tournamentForm.purpose')}
              </Input.Label>
              <SegmentedControl
                aria-labelledby="tournament-purpose"
                value={values.isTest ? 'test' : 'real'}
                onChange={(value) => form.form.setFieldValue('isTest', value === 'test')}
                data={[
                  { value: 'real', label: t('pages:tournamentForm.real') },
                  { value: 'test', label: t('pages:tournamentForm.test') },
                ]}
              />
            </div>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('pages:tournamentForm.place')} variant="filled" radius="md">
          <Stack gap="sm">
            <TournamentZoneSelect
              label={t('pages:tournamentForm.zone')}
              description={t('pages:tournamentForm.zoneHint')}
              placeholder={t('pages:tournamentForm.zoneDefault')}
              chooser={user}
              currentZoneId={initialValues.zoneId}
              value={values.zoneId}
              onChange={(zoneId) => form.form.setFieldValue('zoneId', zoneId)}
              error={(form.inputProps('zoneId').error as string | undefined) ?? null}
              clearable={!tournamentId}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={t('pages:tournamentForm.country')}
                data={countries}
                searchable
                clearable
                nothingFoundMessage={t('pages:tournamentForm.noCountry')}
                {...form.inputProps('country')}
              />
              <TextInput
                label={t('pages:tournamentForm.city')}
                maxLength={100}
                {...form.inputProps('city')}
              />
              <TextInput
                label={t('pages:tournamentForm.address')}
                maxLength={300}
                {...form.inputProps('address')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('pages:tournamentForm.texts')} variant="filled" radius="md">
          <Stack gap="sm">
            <Textarea
              label={t('pages:tournamentForm.description')}
              description={t('pages:tournamentForm.plainTextHint')}
              autosize
              minRows={3}
              maxRows={14}
              {...form.inputProps('description')}
            />
            <Textarea
              label={t('pages:tournamentForm.descriptionPayment')}
              description={t('pages:tournamentForm.plainTextHint')}
              autosize
              minRows={2}
              maxRows={10}
              {...form.inputProps('descriptionPayment')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('pages:tournamentForm.links')} variant="filled" radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('pages:tournamentForm.stream')}
              placeholder="https://"
              type="url"
              {...form.inputProps('stream')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('pages:tournamentForm.linkUrl')}
                placeholder="https://"
                type="url"
                {...form.inputProps('link.url')}
              />
              <TextInput
                label={t('pages:tournamentForm.linkLabel')}
                maxLength={100}
                {...form.inputProps('link.label')}
              />
              <TextInput
                label={t('pages:tournamentForm.rulesUrl')}
                placeholder="https://"
                type="url"
                {...form.inputProps('linkRules.url')}
              />
              <TextInput
                label={t('pages:tournamentForm.rulesLabel')}
                maxLength={100}
                {...form.inputProps('linkRules.label')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('pages:tournamentForm.registration')} variant="filled" radius="md">
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
        </Fieldset>

        <Fieldset legend={t('pages:tournamentForm.eventDay')} variant="filled" radius="md">
          <NumberInput
            label={t('pages:tournamentForm.staleRingMinutes')}
            description={t('pages:tournamentForm.staleRingMinutesHint', { minutes: STALE_RING_MINUTES })}
            placeholder={String(STALE_RING_MINUTES)}
            min={1}
            max={240}
            allowDecimal={false}
            maw={{ base: '100%', sm: 360 }}
            {...form.inputProps('staleRingMinutes')}
          />
        </Fieldset>

        <Fieldset legend={t('pages:tournamentForm.dayPlan')} variant="filled" radius="md">
          <DayPlanFields inputProps={(path) => form.inputProps(path)} />
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('pages:tournamentForm.cancel')}
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
