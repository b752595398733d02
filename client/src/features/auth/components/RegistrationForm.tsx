import { registerSchema } from '@hema/shared/schemas/auth';
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { useNamesake } from '../api/profile';
import { useRegister } from '../api/register';

const EMPTY = { firstName: '', lastName: '', middleName: '', email: '', password: '', passwordConfirm: '' };

/**
 * Registration (spec §5): first name, then last name — the order is mandatory — an optional middle name,
 * e-mail, password and its confirmation. On success the user is signed in.
 */
export function RegistrationForm() {
  const { t } = useTranslation();
  const registration = useRegister();
  const form = useContractForm(registerSchema, { initialValues: EMPTY });
  // A warning, never a refusal: namesakes register as they are.
  const namesake = useNamesake(form.values.firstName, form.values.lastName);

  function onFailure(error: Error) {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      form.setServerErrors(error.fieldErrors);
    } else if (error instanceof ApiError && error.code === 'auth/email-taken') {
      form.setServerErrors({ email: error.serverMessage ?? t('auth.registration.emailTaken') });
    } else {
      notifyError(error);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((input) => registration.mutate(input, { onError: onFailure }))}>
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            withAsterisk
            {...form.inputProps('firstName')}
          />
          <TextInput
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            withAsterisk
            {...form.inputProps('lastName')}
          />
        </SimpleGrid>
        {namesake && (
          <Alert color="yellow" variant="light" role="status" p="xs">
            {t('auth.registration.namesake')}{' '}
            <Anchor component={Link} to="/password-recovery" fz="sm">
              {t('auth.registration.namesakeLink')}
            </Anchor>
          </Alert>
        )}
        <TextInput
          label={t('auth.fields.middleName')}
          description={t('auth.fields.optional')}
          autoComplete="additional-name"
          {...form.inputProps('middleName')}
        />
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.inputProps('email')}
        />
        <PasswordInput
          label={t('auth.fields.password')}
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
        <Button type="submit" fullWidth size="md" loading={registration.isPending}>
          {t('auth.registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
