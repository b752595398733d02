import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { clubsContract } from '@hema/shared/contracts/catalog';
import { newFighterSchema } from '@hema/shared/contracts/participants';
import { usersContract } from '@hema/shared/contracts/users';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { useNameDuplicateItems, useNameDuplicates } from '../../../components/forms/use-name-duplicates';
import { DuplicateWarning } from '../../../components/forms/DuplicateWarning';
import { NamesakeList, type Namesake } from './NamesakeList';

export type NewFighter = z.output<typeof newFighterSchema>;

interface NewFighterFormProps {
  submitLabel: string;
  pending: boolean;
  /** Sends the fighter; `onError` places the server's field messages under the fields. */
  onCreate: (fighter: NewFighter, callbacks: { onError: (error: Error) => void }) => void;
  /** The prefix of the answer's field errors (`fighter.` when the fighter travels inside another body). */
  fieldPrefix?: string;
  /**
   * Offers each namesake with club and country and "Use this one" before "Create anyway": a second account for the
   * same person is the mistake this form invites. Without it the namesakes are only a warning.
   */
  onUseExisting?: (user: Namesake) => void;
}

type ClubMode = 'existing' | 'new';

const EMPTY = {
  firstName: '',
  lastName: '',
  clubMode: 'existing' as ClubMode,
  clubId: null as string | null,
  newClubTitle: '',
};

/**
 * A fighter created on the spot: first name, then last name (spec §5), a club through the async select or a new
 * club, with the duplicate warnings of spec §5 when a user or club of that name exists.
 */
export function NewFighterForm({
  submitLabel,
  pending,
  onCreate,
  fieldPrefix = '',
  onUseExisting,
}: NewFighterFormProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const form = useContractForm(newFighterSchema, {
    initialValues: EMPTY,
    toInput: ({ firstName, lastName, clubMode, clubId, newClubTitle }) =>
      clubMode === 'new'
        ? { firstName, lastName, newClubTitle }
        : { firstName, lastName, clubId: clubId ?? null },
  });
  const { values } = form;
  const namesakes = useNameDuplicateItems<Namesake>(
    usersContract.list,
    'name',
    `${values.firstName} ${values.lastName}`,
  );
  const sameName = namesakes.map((user) => user.name);
  const offer = !!onUseExisting && namesakes.length > 0;
  const sameClub = useNameDuplicates(
    clubsContract.list,
    'title',
    values.clubMode === 'new' ? values.newClubTitle : '',
  );
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(
        Object.fromEntries(
          Object.entries(error.fieldErrors).map(([path, message]) => [
            path.startsWith(fieldPrefix) ? path.slice(fieldPrefix.length) : path,
            message,
          ]),
        ),
      );
    else notifyError(error);
  };
  const clubError = form.inputProps('clubId').error;
  return (
    <form noValidate onSubmit={form.onSubmit((fighter) => onCreate(fighter, { onError }))}>
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        {/* Spec §5: first name, then last name. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('auth.fields.firstName')} withAsterisk {...form.inputProps('firstName')} />
          <TextInput label={t('auth.fields.lastName')} withAsterisk {...form.inputProps('lastName')} />
        </SimpleGrid>
        {offer ? (
          <NamesakeList namesakes={namesakes} onUse={onUseExisting} pending={pending} />
        ) : (
          <DuplicateWarning text={t('pages:fighters.sameNameUsers')} names={sameName} />
        )}
        <SegmentedControl
          fullWidth
          size="xs"
          aria-label={t('pages:fighters.club')}
          value={values.clubMode}
          onChange={(value) => form.form.setFieldValue('clubMode', value as ClubMode)}
          data={[
            { value: 'existing', label: t('pages:fighters.existingClub') },
            { value: 'new', label: t('pages:fighters.newClub') },
          ]}
        />
        {values.clubMode === 'existing' ? (
          <AsyncSelect
            endpoint={clubsContract.list}
            label={t('pages:fighters.club')}
            placeholder={t('pages:fighters.clubPlaceholder')}
            value={values.clubId}
            onChange={(id) => form.form.setFieldValue('clubId', id)}
            error={typeof clubError === 'string' ? clubError : null}
          />
        ) : (
          <>
            <TextInput
              label={t('pages:fighters.newClubTitle')}
              withAsterisk
              {...form.inputProps('newClubTitle')}
            />
            <DuplicateWarning text={t('pages:fighters.sameNameClubs')} names={sameClub} />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending} variant={offer ? 'default' : 'filled'}>
            {offer ? t('pages:fighters.createAnyway') : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
