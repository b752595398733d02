import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { clubFields, clubsContract } from '@hema/shared/contracts/catalog';
import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { PlaceFields } from '../../../components/forms/PersonFields';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveClub } from '../../user-admin/api/people-writes';
import { useNameDuplicates } from '../../../components/forms/use-name-duplicates';
import { DuplicateWarning } from '../../../components/forms/DuplicateWarning';

type Club = ParsedResponseOf<typeof clubsContract.get>;

interface ClubFormProps {
  /** The club being edited; a new club when absent. */
  club?: Pick<Club, '_id' | 'title'> & Partial<Pick<Club, 'country' | 'city'>>;
  onSaved?: (club: Club) => void;
}

/** A club's title, country and city; a new title that exists already is warned about (spec §5). */
export function ClubForm({ club, onSaved }: ClubFormProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const save = useSaveClub(club?._id);
  const form = useContractForm(clubFields, {
    initialValues: { title: club?.title ?? '', country: club?.country ?? null, city: club?.city ?? '' },
    toInput: (values) => ({ ...values, city: values.city.trim() || null }),
  });
  const duplicates = useNameDuplicates(
    clubsContract.list,
    'title',
    form.values.title.trim() === club?.title ? '' : form.values.title,
  ).filter((title) => title !== club?.title);
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else if (error instanceof ApiError && error.code === 'catalog/duplicate')
      form.setServerErrors({ title: error.serverMessage ?? error.message });
    else notifyError(error);
  };
  // Saving says so (the form stays on an edit page; a new club's page opens after it).
  const saved = (result: Club) => {
    notifications.show({ color: 'green', message: t('pages:people.saved') });
    onSaved?.(result);
  };
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body, { onSuccess: saved, onError }))}>
      <Stack gap="md">
        {club && (
          <Title order={3} fz="lg">
            {t('pages:people.editClub')}
          </Title>
        )}
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <TextInput label={t('pages:management.columns.title')} withAsterisk {...form.inputProps('title')} />
        <DuplicateWarning text={t('pages:fighters.sameNameClubs')} names={duplicates} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PlaceFields inputProps={form.inputProps} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {club ? t('pages:people.save') : t('pages:people.addClub')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
