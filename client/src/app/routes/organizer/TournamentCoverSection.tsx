import { Alert, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COVER_MAX_BYTES, COVER_TYPES, type Tournament } from '@hema/shared/contracts/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/grid/components/DeleteConfirmModal';
import {
  useCoverPreview,
  useTournamentCover,
} from '../../../features/tournament-admin/api/tournament-writes';

const MAX_MB = COVER_MAX_BYTES / 1024 / 1024;

/**
 * The cover image (spec §3 "cover image", the page's preview image): PNG, JPEG or WebP up to 2 MB, checked here
 * before it is sent and again by the server by its first bytes.
 */
export function TournamentCoverSection({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(['translation', 'pages']);
  const { upload, remove } = useTournamentCover(tournament);
  const preview = useCoverPreview(tournament.imagePreviewProxyPath);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    if (!(COVER_TYPES as readonly string[]).includes(file.type) || file.size > COVER_MAX_BYTES) {
      setRefusal(t('pages:tournamentCover.refused', { size: MAX_MB }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('pages:tournamentCover.uploaded') }),
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('pages:tournamentCover.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pages:tournamentCover.hint', { size: MAX_MB })}
        </Text>
        {preview && (
          <Image
            src={preview}
            alt={t('pages:tournamentCover.alt', { title: tournament.title })}
            radius="md"
            maw={480}
            mah={270}
            fit="contain"
            data-testid="cover-preview"
          />
        )}
        {refusal && (
          <Alert color="red" variant="light">
            {refusal}
          </Alert>
        )}
        <Group gap="sm">
          <FileButton onChange={choose} accept={COVER_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                {t(
                  tournament.imagePreviewProxyPath
                    ? 'pages:tournamentCover.replace'
                    : 'pages:tournamentCover.upload',
                )}
              </Button>
            )}
          </FileButton>
          {tournament.imagePreviewProxyPath && (
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('pages:tournamentCover.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <DeleteConfirmModal
        label={t('pages:tournamentCover.removeLabel', { title: tournament.title })}
        opened={confirming}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Paper>
  );
}
