import { loginSchema } from '@hema/shared/schemas/auth';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorNotification } from '../../../lib/error-notification';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLogin } from '../api/login';

/**
 * E-mail and password; a failure (wrong credentials, too many attempts and how long to wait) shows above the fields
 * in the interface language.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useContractForm(loginSchema, { initialValues: { email: '', password: '' } });
  const failure = login.error ? errorNotification(login.error).message : null;

  return (
    <form noValidate onSubmit={form.onSubmit((input) => login.mutate(input))}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" title={t('auth.login.failed')} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth.fields.email')}
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
        <Group justify="flex-end">
          <Anchor component={Link} to="/password-recovery" size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
