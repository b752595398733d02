import { setPasswordSchema } from '@hema/shared/schemas/auth';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSetPassword } from '../api/set-password';
import { placeRecoveryError } from './recovery-errors';

interface RecoveryPasswordStepProps {
  email: string;
  code: string;
  onDone: () => void;
}

export function RecoveryPasswordStep({ email, code, onDone }: RecoveryPasswordStepProps) {
  const { t } = useTranslation();
  const setPassword = useSetPassword();
  const form = useContractForm(setPasswordSchema, {
    initialValues: { password: '', passwordConfirm: '' },
    toInput: (values) => ({ ...values, email, code }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((input) =>
        setPassword.mutate(input, {
          onSuccess: onDone,
          onError: (error) => placeRecoveryError(error, 'form', form.setServerErrors),
        }),
      )}
    >
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
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
        <Button type="submit" fullWidth size="md" loading={setPassword.isPending}>
          {t('auth.recovery.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}
