import { Badge, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AnnouncementRecord } from '@hema/shared/contracts/announcements';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { notifyError } from '../../../lib/notify-error';
import { useAnnouncementsListQuery, useWithdrawAnnouncement } from '../api/announcements';
import { LEVEL_COLOURS } from './AnnouncementBanner';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';

const PER_PAGE = 10;

/** The tournament's announcements, newest first, a page at a time; a current one can be withdrawn (confirmed). */
export function AnnouncementsList({
  tournamentId,
  locked = false,
}: {
  tournamentId: string;
  locked?: boolean;
}) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<AnnouncementRecord | null>(null);
  const list = useAnnouncementsListQuery(tournamentId, page, PER_PAGE);
  const withdraw = useWithdrawAnnouncement(tournamentId);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PER_PAGE));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('pages:announcements.list')}
      </Title>
      {list.isSuccess && items.length === 0 ? (
        <EmptyPanel
          icon="mail"
          title={t('pages:announcements.empty')}
          description={t('pages:announcements.emptyText')}
        />
      ) : (
        items.map((item) => (
          <Paper key={item._id} withBorder radius="md" p="sm" data-testid="announcement-record">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Badge color={LEVEL_COLOURS[item.level]} variant="light">
                    {t(`announcement.level.${item.level}`)}
                  </Badge>
                  <Badge color="gray" variant="outline">
                    {item.nomination?.title ?? t(`announcement.audience.${item.audience}`)}
                  </Badge>
                </Group>
                <Text
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  td={item.withdrawnAt ? 'line-through' : undefined}
                  c={item.withdrawnAt ? 'dimmed' : undefined}
                >
                  {item.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('pages:announcements.by', {
                    name: item.author?.name ?? '—',
                    time: when(item.createdAt),
                  })}
                  {item.withdrawnAt &&
                    ` · ${t('pages:announcements.withdrawn', { time: when(item.withdrawnAt) })}`}
                </Text>
              </Stack>
              {!item.withdrawnAt && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={locked}
                  onClick={() => setAsked(item)}
                  style={{ flexShrink: 0 }}
                >
                  {t('pages:announcements.withdraw')}
                </Button>
              )}
            </Group>
          </Paper>
        ))
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      <ConfirmModal
        opened={!!asked}
        title={t('pages:announcements.confirmTitle')}
        text={t('pages:announcements.confirmText')}
        action={t('pages:announcements.withdraw')}
        pending={withdraw.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() =>
          asked &&
          withdraw.mutate(asked._id, {
            onSuccess: () => {
              setAsked(null);
              notifications.show({ color: 'green', message: t('pages:announcements.withdrawnNotice') });
            },
            onError: notifyError,
          })
        }
      >
        {asked && (
          <Text size="sm" mt="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            {asked.text}
          </Text>
        )}
      </ConfirmModal>
    </Stack>
  );
}
