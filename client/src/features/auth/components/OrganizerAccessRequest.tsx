import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { organizerRequestBodySchema } from '@hema/shared/contracts/auth';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRequestOrganizerAccess } from '../api/organizer-request';

/** Spec §1: organizer access is a trial of one week once an administrator approves the request. */
export function OrganizerAccessRequest() {
  const { t } = useTranslation(['translation', 'pages']);
  const request = useRequestOrganizerAccess();
  const form = useContractForm(organizerRequestBodySchema, { initialValues: { message: '' } });

  function onFailure(error: Error) {
    // A pending request or access already held (409) is said where the form is, like a field error.
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      form.setServerErrors(
        Object.keys(error.fieldErrors).length > 0
          ? error.fieldErrors
          : { message: error.serverMessage ?? error.message },
      );
    } else notifyError(error);
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720} mx="auto" w="100%">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pages:organizerAccess.title')}
        </Title>
        <Text c="dimmed">{t('pages:organizerAccess.text')}</Text>
        {request.isSuccess ? (
          <Alert color="green" variant="light">
            {t('pages:organizerAccess.sent')}
          </Alert>
        ) : (
          <form noValidate onSubmit={form.onSubmit((body) => request.mutate(body, { onError: onFailure }))}>
            <Stack gap="sm">
              <Textarea
                label={t('pages:organizerAccess.message')}
                placeholder={t('pages:organizerAccess.placeholder')}
                maxLength={2000}
                autosize
                minRows={3}
                {...form.inputProps('message')}
              />
              <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('pages:organizerAccess.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
