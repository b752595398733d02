import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify-error';
import { useCreateApiKey } from '../api/api-keys';

/** A fresh idempotency key per creation: a lost answer sent again creates no second key. */
const newRequestId = () => crypto.randomUUID();

/**
 * Creates an API key for the tournament's open feed. The key itself comes back once, in the answer: it is shown here
 * with a copy button until the organizer creates another or leaves the page (the server keeps only its hash).
 */
export function ApiKeyForm({ tournamentId, locked = false }: { tournamentId: string; locked?: boolean }) {
  const { t } = useTranslation(['translation', 'pages']);
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const create = useCreateApiKey(tournamentId);
  const ready = name.trim().length > 0 && !locked;
  const submit = () =>
    create.mutate(
      { name, idempotencyKey: requestId.current },
      {
        onSuccess: (answer) => {
          setSecret(answer.secret);
          setName('');
          requestId.current = newRequestId();
        },
        onError: notifyError,
      },
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) submit();
        }}
      >
        <TextInput
          label={t('pages:apiKeys.name')}
          description={t('pages:apiKeys.nameHint')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!ready} loading={create.isPending}>
            {t('pages:apiKeys.create')}
          </Button>
        </Group>
        {secret && (
          <Alert color="green" title={t('pages:apiKeys.createdTitle')} data-testid="api-key-secret">
            <Stack gap="xs">
              <Text size="sm">{t('pages:apiKeys.createdText')}</Text>
              <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {secret}
              </Code>
              <Group>
                <CopyButton value={secret}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
                      {copied ? t('pages:apiKeys.copied') : t('pages:apiKeys.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
