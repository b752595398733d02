import { recoveryCodeRequestSchema } from '@hema/shared/schemas/auth';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestRecoveryCode } from '../api/recovery-code';
import { placeRecoveryError } from './recovery-errors';

export function RecoveryEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const request = useRequestRecoveryCode();
  const form = useSchemaForm(recoveryCodeRequestSchema, { email: '' });

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
