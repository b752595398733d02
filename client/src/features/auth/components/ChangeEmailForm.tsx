import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { changeEmailSchema } from '@hema/shared/schemas/auth';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangeEmail } from '../api/profile';
import type { SessionUser } from '../api/session-user';
import { SettingsSection } from '../../../components/ui/SettingsSection';

/** The e-mail signs in, so changing it asks the password; a taken one is said under the e-mail field. */
export function ChangeEmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['translation', 'pages']);
  const change = useChangeEmail();
  const form = useContractForm(changeEmailSchema, { initialValues: { email: user.email, password: '' } });
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else if (error instanceof ApiError && error.code === 'auth/email-taken')
      form.setServerErrors({ email: t('errors.codes.auth/email-taken') });
    else notifyError(error);
  };
  const onChanged = () => {
    form.form.setFieldValue('password', '');
    notifications.show({ color: 'green', message: t('pages:mySettings.emailChanged') });
  };
  return (
    <SettingsSection title={t('pages:mySettings.email')}>
      <form
        noValidate
        aria-label={t('pages:mySettings.email')}
        onSubmit={form.onSubmit((body) => change.mutate(body, { onSuccess: onChanged, onError }))}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('pages:mySettings.newEmail')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.inputProps('email')}
            />
            <PasswordInput
              label={t('auth.fields.password')}
              autoComplete="current-password"
              withAsterisk
              {...form.inputProps('password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('pages:mySettings.changeEmail')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
