import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LEVELS,
  ANNOUNCEMENT_MAX_LENGTH,
  type AnnouncementAudience,
  type AnnouncementLevel,
} from '@hema/shared/contracts/announcements';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify-error';
import { useSendAnnouncement } from '../api/announcements';

/**
 * The organizer's form: the message (at most 280 characters), its level and who it is for — everyone, a category's
 * fighters (then which category) or the judges.
 */
export function AnnouncementForm({
  tournamentId,
  categories,
  locked = false,
}: {
  tournamentId: string;
  categories: readonly { _id: string; title: string }[];
  locked?: boolean;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  const [text, setText] = useState('');
  const [level, setLevel] = useState<AnnouncementLevel>('info');
  const [audience, setAudience] = useState<AnnouncementAudience>('everyone');
  const [category, setCategory] = useState<string | null>(null);
  const send = useSendAnnouncement(tournamentId);
  const ready = text.trim().length > 0 && (audience !== 'category' || !!category);
  const submit = () =>
    send.mutate(
      {
        text,
        level,
        audience,
        nominationId: audience === 'category' ? category : undefined,
      },
      {
        onSuccess: () => {
          setText('');
          notifications.show({ color: 'green', message: t('pages:announcements.sent') });
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
          if (ready && !locked) submit();
        }}
      >
        <Textarea
          label={t('pages:announcements.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={ANNOUNCEMENT_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
          required
          description={t('pages:announcements.textHint', {
            count: text.length,
            max: ANNOUNCEMENT_MAX_LENGTH,
          })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="announcement-level">
            {t('pages:announcements.level')}
          </Text>
          <SegmentedControl
            aria-labelledby="announcement-level"
            value={level}
            onChange={(value) => setLevel(value as AnnouncementLevel)}
            data={ANNOUNCEMENT_LEVELS.map((value) => ({ value, label: t(`announcement.level.${value}`) }))}
            fullWidth
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="announcement-audience">
            {t('pages:announcements.audience')}
          </Text>
          <SegmentedControl
            aria-labelledby="announcement-audience"
            value={audience}
            onChange={(value) => setAudience(value as AnnouncementAudience)}
            data={ANNOUNCEMENT_AUDIENCES.map((value) => ({
              value,
              label: t(`announcement.audience.${value}`),
            }))}
            orientation="horizontal"
            fullWidth
            styles={{ label: { whiteSpace: 'normal' } }}
          />
        </Stack>
        {audience === 'category' && (
          <Select
            label={t('pages:announcements.category')}
            data={categories.map((c) => ({ value: c._id, label: c.title }))}
            value={category}
            onChange={setCategory}
            required
            searchable
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!ready || locked} loading={send.isPending}>
            {t('pages:announcements.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
