import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/grid/components/DataGrid';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { notifyError } from '../../../lib/notify-error';
import { useRevokeApiKey, type ApiKey } from '../../../features/api-keys/api/api-keys';
import { ApiKeyForm } from '../../../features/api-keys/components/ApiKeyForm';
import { useApiKeysGrid } from '../../../features/api-keys/hooks/use-api-keys-grid';
import { useManagementWrites } from '../../../features/licence/management-writes';
import { useManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';

/**
 * API keys of the tournament's open live feed (issue 33 item 3): the organizer creates a key for a streamer's overlay
 * or a club's site (shown once), sees the keys handed out and revokes one (confirmed). Reading the feed needs no key;
 * a key raises its rate limit. Creating and revoking are running the event, as the server allows.
 */
export default function OrganizerApiKeysRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useManagedTournamentOutlet();
  const { locked, canRun } = useManagementWrites();
  const blocked = locked && !canRun;
  const [asked, setAsked] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey(tournament._id);
  const onRevoke = useCallback((key: ApiKey) => setAsked(key), []);
  const grid = useApiKeysGrid({
    tournamentId: tournament._id,
    caption: t('pages:apiKeys.list'),
    onRevoke,
    locked: blocked,
  });
  const feedUrl = `${window.location.origin}/api/public/v1/tournaments/${tournament.idString}/feed`;
  return (
    <ManagementPage
      title={t('pages:management.tabs.apiKeys')}
      purpose={t('pages:apiKeys.purpose')}
      actions={
        <Anchor href="/api/docs" target="_blank" rel="noreferrer" size="sm">
          {t('pages:apiKeys.reference')}
        </Anchor>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ApiKeyForm tournamentId={tournament._id} locked={blocked} />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('pages:apiKeys.feedAddress')}
              </Text>
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {feedUrl}
              </Text>
              <Text size="xs" c="dimmed">
                {t('pages:apiKeys.feedHint')}
              </Text>
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DataGrid {...grid} />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={!!asked}
        title={t('pages:apiKeys.confirmTitle')}
        text={t('pages:apiKeys.confirmText')}
        action={t('pages:apiKeys.revoke')}
        pending={revoke.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() =>
          asked &&
          revoke.mutate(asked._id, {
            onSuccess: () => {
              setAsked(null);
              notifications.show({ color: 'green', message: t('pages:apiKeys.revokedNotice') });
            },
            onError: notifyError,
          })
        }
      >
        {asked && (
          <Text size="sm" mt="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {asked.name} ({asked.prefix}…)
          </Text>
        )}
      </ConfirmModal>
    </ManagementPage>
  );
}
