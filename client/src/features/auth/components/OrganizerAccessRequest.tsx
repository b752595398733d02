import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestOrganizerAccess } from '../api/organizer-request';

/** Spec §1: organizer access is a trial of one week once an administrator approves the request. */
export function OrganizerAccessRequest() {
  const { t } = useTranslation(['translation', 'pages']);
  const [message, setMessage] = useState('');
  const request = useRequestOrganizerAccess();

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
          <form
            onSubmit={(event) => {
              event.preventDefault();
              request.mutate(message);
            }}
          >
            <Stack gap="sm">
              <Textarea
                label={t('pages:organizerAccess.message')}
                placeholder={t('pages:organizerAccess.placeholder')}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                maxLength={2000}
                autosize
                minRows={3}
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
