import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotification } from '../../../lib/error-notification';
import { formatDate } from '../../../lib/format-date';
import { useAskLicence, useMyLicenceRequest } from '../api/licence-requests';
import { READ_ONLY } from '../../../components/ui/read-only';

/**
 * The organizer's own licence request: its state (waiting, granted, refused with the reason) and, unless one waits,
 * a button to ask the administrators for more (a short message). Never locked: asking is how a lapsed licence ends.
 */
export function LicenceRequestPanel({
  full = false,
}: {
  /** Word the button as asking for a full licence. */ full?: boolean;
}) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const language = i18n.resolvedLanguage;
  const mine = useMyLicenceRequest(true);
  const [asking, setAsking] = useState(false);
  const request = mine.data?.request ?? null;
  const pending = request?.status === 'PENDING';
  return (
    <Stack gap={6} data-testid="licence-request">
      {request && (
        <Text size="sm" data-testid="licence-request-state">
          {request.status === 'PENDING' &&
            t('pages:license.pending', { date: formatDate(request.createdAt, language) })}
          {request.status === 'GRANTED' &&
            t('pages:license.granted', { till: formatDate(request.grantedTill, language) })}
          {request.status === 'REFUSED' &&
            t('pages:license.refused', {
              date: formatDate(request.createdAt, language),
              reason: request.refusalReason ?? '',
            })}
        </Text>
      )}
      {!pending && mine.isSuccess && (
        <Group>
          <Button size="xs" variant="white" {...READ_ONLY} onClick={() => setAsking(true)}>
            {full ? t('pages:license.askFull') : t('pages:license.ask')}
          </Button>
        </Group>
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('pages:license.askTitle')} centered>
        {asking && <AskForm onDone={() => setAsking(false)} />}
      </Modal>
    </Stack>
  );
}

function AskForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const ask = useAskLicence();
  const [message, setMessage] = useState('');
  const error = ask.error ? errorNotification(ask.error).message : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!message.trim()) return;
        ask.mutate(message.trim(), {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('pages:license.sent') });
            onDone();
          },
        });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('pages:license.askText')}</Text>
        <Textarea
          label={t('pages:license.message')}
          placeholder={t('pages:license.messagePlaceholder')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={2000}
          required
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" {...READ_ONLY} onClick={onDone}>
            {t('grid.cancel')}
          </Button>
          <Button type="submit" disabled={!message.trim()} loading={ask.isPending}>
            {t('pages:license.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
