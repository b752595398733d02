import { recoveryCodeVerifySchema } from '@hema/shared/schemas/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form';
import { useVerifyRecoveryCode } from '../api/recovery-code-verify';
import { placeRecoveryError } from './recovery-errors';

interface RecoveryCodeStepProps {
  email: string;
  onVerified: (code: string) => void;
  onChangeEmail: () => void;
}

export function RecoveryCodeStep({ email, onVerified, onChangeEmail }: RecoveryCodeStepProps) {
  const { t } = useTranslation();
  const verify = useVerifyRecoveryCode();
  const form = useContractForm(recoveryCodeVerifySchema, {
    initialValues: { code: '' },
    toInput: (values) => ({ ...values, email }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ code }) =>
        verify.mutate(
          { email, code },
          {
            onSuccess: (valid) =>
              valid ? onVerified(code) : form.setServerErrors({ code: t('auth.recovery.invalidCode') }),
            onError: (error) => placeRecoveryError(error, 'code', form.setServerErrors),
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
        <Text size="sm">{t('auth.recovery.codeSent', { email })}</Text>
        <TextInput
          label={t('auth.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          {...form.inputProps('code')}
        />
        <Button type="submit" fullWidth size="md" loading={verify.isPending}>
          {t('auth.recovery.verifyCode')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
          {t('auth.recovery.changeEmail')}
        </Anchor>
      </Stack>
    </form>
  );
}
