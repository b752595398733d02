import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { clubsContract } from '@hema/shared/contracts/catalog';
import { userUpdateSchema, usersContract } from '@hema/shared/contracts/users';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { PersonNameFields, PlaceFields } from '../../../components/forms/PersonFields';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { useUpdateUser } from '../api/people-writes';
import type { ManagedUserDetails } from '../api/user';
import { useNameDuplicates } from '../../../components/forms/use-name-duplicates';
import { DuplicateWarning } from '../../../components/forms/DuplicateWarning';

/** The fields an organizer may change, validated as the server does. */
const profileSchema = userUpdateSchema.pick({
  firstName: true,
  lastName: true,
  middleName: true,
  country: true,
  city: true,
  clubId: true,
});

/** What an organizer edits of a fighter (spec §2 /organizer/users): names in order, place and club. */
export function EditUserForm({ user }: { user: ManagedUserDetails }) {
  const { t } = useTranslation(['translation', 'pages']);
  const update = useUpdateUser(user._id);
  const form = useContractForm(profileSchema, {
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      middleName: user.middleName ?? '',
      country: user.country,
      city: user.city ?? '',
      clubId: user.club?._id ?? null,
    },
    toInput: (values) => ({
      ...values,
      middleName: values.middleName.trim() || null,
      city: values.city.trim() || null,
    }),
  });
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else notifyError(error);
  };
  const clubError = form.inputProps('clubId').error;
  // Spec §5: a new name that another user already has is warned about (the user's own name is not a duplicate).
  const typedName = `${form.values.firstName} ${form.values.lastName}`.trim();
  const renamed = typedName !== `${user.firstName} ${user.lastName}`;
  const duplicates = useNameDuplicates(usersContract.list, 'name', renamed ? typedName : '').filter(
    (name) => name !== user.name,
  );
  return (
    <form
      noValidate
      aria-label={t('pages:people.editUser')}
      onSubmit={form.onSubmit((body) =>
        update.mutate(body, {
          onSuccess: () => notifications.show({ color: 'green', message: t('pages:people.saved') }),
          onError,
        }),
      )}
    >
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('pages:people.editUser')}
        </Title>
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <PersonNameFields inputProps={form.inputProps} cols={{ base: 1, xs: 3 }} />
        <DuplicateWarning text={t('pages:fighters.sameNameUsers')} names={duplicates} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <AsyncSelect
            endpoint={clubsContract.list}
            label={t('pages:fighters.club')}
            placeholder={t('pages:fighters.clubPlaceholder')}
            value={form.values.clubId}
            onChange={(id) => form.form.setFieldValue('clubId', id)}
            error={typeof clubError === 'string' ? clubError : null}
          />
          <PlaceFields inputProps={form.inputProps} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('pages:people.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
