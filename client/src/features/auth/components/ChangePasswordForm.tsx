import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { changePasswordSchema } from '@hema/shared/schemas/auth';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangePassword } from '../api/profile';
import { SettingsSection } from '../../../components/ui/SettingsSection';

const EMPTY = { oldPassword: '', password: '', passwordConfirm: '' };

/** A new password with the rules of registration; the old one proves it is the owner (a wrong one: under its field). */
export function ChangePasswordForm() {
  const { t } = useTranslation(['translation', 'pages']);
  const change = useChangePassword();
  const form = useContractForm(changePasswordSchema, { initialValues: EMPTY });
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else notifyError(error);
  };
  const onChanged = () => {
    form.form.setValues(EMPTY);
    form.form.resetTouched();
    notifications.show({ color: 'green', message: t('pages:mySettings.passwordChanged') });
  };
  return (
    <SettingsSection title={t('pages:mySettings.password')}>
      <form
        noValidate
        aria-label={t('pages:mySettings.password')}
        onSubmit={form.onSubmit((body) => change.mutate(body, { onSuccess: onChanged, onError }))}
      >
        <Stack gap="md">
          <PasswordInput
            label={t('pages:mySettings.oldPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.inputProps('oldPassword')}
          />
          <PasswordInput
            label={t('auth.fields.newPassword')}
            description={t('auth.fields.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            {...form.inputProps('password')}
          />
          <PasswordInput
            label={t('auth.fields.passwordConfirm')}
            autoComplete="new-password"
            withAsterisk
            {...form.inputProps('passwordConfirm')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('pages:mySettings.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
