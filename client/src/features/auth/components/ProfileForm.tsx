import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { profileUpdateSchema } from '@hema/shared/contracts/auth';
import { clubsContract, weaponsContract, zonesContract } from '@hema/shared/contracts/catalog';
import { usersContract } from '@hema/shared/contracts/users';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { changedFields } from '../../../lib/changed-fields';
import { PersonNameFields, PlaceFields } from '../../../components/forms/PersonFields';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { DuplicateWarning } from '../../../components/forms/DuplicateWarning';
import { useNameDuplicates } from '../../../components/forms/use-name-duplicates';
import { useUpdateProfile } from '../api/profile';
import type { SessionUser } from '../api/session-user';
import { CatalogMultiSelect } from '../../../components/forms/CatalogMultiSelect';
import { SettingsSection } from '../../../components/ui/SettingsSection';

type ClubMode = 'existing' | 'new';

const fieldError = (error: unknown) => (typeof error === 'string' ? error : null);

/** The form's values of the stored profile. */
function profileValues(user: SessionUser) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName ?? '',
    clubMode: 'existing' as ClubMode,
    clubId: user.club?._id ?? null,
    newClubTitle: '',
    country: user.country,
    city: user.city ?? '',
    favouriteWeapons: user.favouriteWeapons,
    zones: user.zones,
  };
}
type ProfileValues = ReturnType<typeof profileValues>;

const toInput = ({ clubMode, clubId, newClubTitle, ...values }: ProfileValues) => ({
  ...values,
  ...(clubMode === 'new' ? { newClubTitle } : { clubId }),
});

/** The body the loaded values make, as the schema parses it, so only real changes differ from it. */
function loadedBody(values: ProfileValues): Record<string, unknown> {
  const parsed = profileUpdateSchema.safeParse(toInput(values));
  return parsed.success ? parsed.data : toInput(values);
}

/**
 * The fighter's own profile: first name, then last name (spec §5), the middle name, a club through
 * the async select or a new club with the duplicate warnings, country, city, favourite weapons and locations.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['translation', 'pages']);
  const update = useUpdateProfile();
  const form = useContractForm(profileUpdateSchema, { initialValues: profileValues(user), toInput });
  // What the form was loaded with: only fields changed since go to the server, so an admin's change made while
  // this page was open (a zone assigned, the club corrected) is not written back with the old value.
  const loaded = useRef(profileValues(user));
  const { values } = form;
  // Spec §5: a new name another user already has is warned about (one's own name is not a duplicate).
  const typedName = `${values.firstName} ${values.lastName}`.trim();
  const renamed = typedName !== `${user.firstName} ${user.lastName}`;
  const sameName = useNameDuplicates(usersContract.list, 'name', renamed ? typedName : '').filter(
    (name) => name !== user.name,
  );
  const sameClub = useNameDuplicates(
    clubsContract.list,
    'title',
    values.clubMode === 'new' ? values.newClubTitle : '',
  );
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else notifyError(error);
  };
  const onSaved = (saved: SessionUser) => {
    // The form reloads from the answer: the new club is now the user's club (the select shows it, the "new club"
    // field empties), and what others changed meanwhile shows too.
    loaded.current = profileValues(saved);
    form.form.setValues(loaded.current);
    form.form.resetDirty(loaded.current);
    notifications.show({ color: 'green', message: t('pages:mySettings.profileSaved') });
  };
  return (
    <SettingsSection title={t('pages:mySettings.profile')}>
      <form
        noValidate
        aria-label={t('pages:mySettings.profile')}
        onSubmit={form.onSubmit((body) =>
          update.mutate(changedFields(body, loadedBody(loaded.current)), { onSuccess: onSaved, onError }),
        )}
      >
        <Stack gap="md">
          {form.formError && (
            <Alert color="red" variant="light" role="alert">
              {form.formError}
            </Alert>
          )}
          <PersonNameFields inputProps={form.inputProps} />
          <DuplicateWarning text={t('pages:fighters.sameNameUsers')} names={sameName} />
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
              error={fieldError(form.inputProps('clubId').error)}
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PlaceFields inputProps={form.inputProps} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CatalogMultiSelect
              endpoint={weaponsContract.list}
              label={t('pages:mySettings.favouriteWeapons')}
              placeholder={t('pages:mySettings.choose')}
              value={values.favouriteWeapons}
              onChange={(ids) => form.form.setFieldValue('favouriteWeapons', ids)}
              error={fieldError(form.inputProps('favouriteWeapons').error)}
            />
            <CatalogMultiSelect
              endpoint={zonesContract.list}
              label={t('pages:mySettings.locations')}
              placeholder={t('pages:mySettings.choose')}
              value={values.zones}
              onChange={(ids) => form.form.setFieldValue('zones', ids)}
              error={fieldError(form.inputProps('zones').error)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('pages:mySettings.saveProfile')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
