import { recoveryCodeRequestSchema } from '@hema/shared/schemas/auth';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRequestRecoveryCode } from '../api/recovery-code';
import { placeRecoveryError } from './recovery-errors';

export function RecoveryEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const request = useRequestRecoveryCode();
  const form = useContractForm(recoveryCodeRequestSchema, { initialValues: { email: '' } });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) =>
        request.mutate(
          { email },
          {
            onSuccess: () => onSent(email),
            onError: (error) => placeRecoveryError(error, 'email', form.setServerErrors),
          },
        ),
      )}
    >
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <Text size="sm">{t('auth.recovery.emailIntro')}</Text>
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.inputProps('email')}
        />
        <Button type="submit" fullWidth size="md" loading={request.isPending}>
          {t('auth.recovery.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
