import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLES, type Role } from '@hema/shared/auth/roles';
import { clubsContract, zonesContract } from '@hema/shared/contracts/catalog';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { userUpdateSchema, type usersContract } from '@hema/shared/contracts/users';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../../lib/changed-fields';
import { PersonNameFields, PlaceFields } from '../../../components/forms/PersonFields';
import { useContractForm } from '../../../lib/use-contract-form';
import { CatalogMultiSelect } from '../../../components/forms/CatalogMultiSelect';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { DatePickerField } from '../../../components/grid/components/DatePickerField';
import { useAdminUpdateUser } from '../api/user-admin';
import type { ManagedUserDetails } from '../api/user';
import { dayOf, licenseEnd, licenseStart } from '../../../lib/licence-dates';

type AdminUserValues = {
  firstName: string;
  lastName: string;
  middleName: string;
  country: string | null;
  city: string;
  clubId: string | null;
  role: Role;
  licenseFrom: string | null;
  licenseTill: string | null;
  zones: string[];
  tester: boolean;
};

function bodyOf(values: AdminUserValues): BodyOf<typeof usersContract.update> {
  return {
    ...values,
    middleName: values.middleName.trim() || null,
    city: values.city.trim() || null,
    licenseFrom: licenseStart(values.licenseFrom),
    licenseTill: licenseEnd(values.licenseTill),
  };
}

/**
 * Everything an admin changes on an account (spec §2 /admin/users/{id}): names, place, club, role, licence dates,
 * zones and the tester flag (favourite weapons are the person's own choice, on /my/settings) — validated by the
 * contract's own schema, sent as only the fields the admin changed. The server re-reads the account on every
 * request, so the person's menus follow on their next page.
 */
export function AdminUserForm({ user }: { user: ManagedUserDetails }) {
  const { t } = useTranslation(['translation', 'pages']);
  const update = useAdminUpdateUser(user._id);
  const initialValues = {
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName ?? '',
    country: user.country,
    city: user.city ?? '',
    clubId: user.club?._id ?? null,
    role: user.role ?? 'USER',
    licenseFrom: dayOf(user.license?.from),
    licenseTill: dayOf(user.license?.till),
    zones: user.zones ?? [],
    tester: user.tester ?? false,
  } as AdminUserValues;
  const form = useContractForm(userUpdateSchema, { initialValues, toInput: (values) => bodyOf(values) });
  // What the form was loaded with (then what it saved): only fields changed since are sent, so a change the person
  // made on /my/settings while this page was open is not written back with the old value.
  const loaded = useRef(initialValues);
  const clubError = form.inputProps('clubId').error;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        aria-label={t('pages:admin.user.edit')}
        onSubmit={form.onSubmit(() => {
          // The body as sent (dates as text); the schema's parsed output holds them as Date objects.
          const sent = form.values;
          update.mutate(changedFields(bodyOf(sent), bodyOf(loaded.current)), {
            onSuccess: () => {
              loaded.current = sent;
              notifications.show({ color: 'green', message: t('pages:admin.user.saved') });
            },
          });
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('pages:admin.user.edit')}
          </Title>
          <PersonNameFields inputProps={form.inputProps} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
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
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={t('pages:management.columns.role')}
              data={ROLES.map((value) => ({ value, label: t(`user.roles.${value}`) }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.inputProps('role')}
            />
            <DatePickerField
              label={t('pages:admin.license.from')}
              value={form.values.licenseFrom}
              onChange={(value) => form.form.setFieldValue('licenseFrom', value)}
            />
            <DatePickerField
              label={t('pages:admin.license.till')}
              value={form.values.licenseTill}
              onChange={(value) => form.form.setFieldValue('licenseTill', value)}
              min={form.values.licenseFrom}
            />
          </SimpleGrid>
          <CatalogMultiSelect
            endpoint={zonesContract.list}
            label={t('pages:admin.user.zones')}
            placeholder={t('pages:admin.user.zonesPlaceholder')}
            value={form.values.zones}
            onChange={(ids) => form.form.setFieldValue('zones', ids)}
          />
          <Checkbox
            label={t('pages:admin.user.tester')}
            description={t('pages:admin.user.testerText')}
            checked={form.values.tester}
            onChange={(event) => form.form.setFieldValue('tester', event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('pages:people.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
