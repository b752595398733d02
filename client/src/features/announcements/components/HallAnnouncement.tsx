import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentAnnouncements } from '../api/announcements';
import { sentAt } from './AnnouncementBanner';

const HALL_COLOURS = {
  info: { bg: 'var(--mantine-color-blue-8)', fg: 'white' },
  warning: { bg: 'var(--mantine-color-yellow-5)', fg: 'black' },
  alert: { bg: 'var(--mantine-color-red-8)', fg: 'white' },
} as const;

/**
 * The hall screen's banner: the newest current announcement to everyone, in type the hall reads, live. Nothing when
 * there is none (categories' and judges' messages stay on their own pages).
 */
export function HallAnnouncement({
  tournamentKey,
  tournamentId,
}: {
  tournamentKey: string;
  tournamentId?: string;
}) {
  const { t, i18n } = useTranslation();
  const newest = useCurrentAnnouncements(tournamentKey, tournamentId).find((a) => a.audience === 'everyone');
  if (!newest) return null;
  const colours = HALL_COLOURS[newest.level];
  return (
    <Box
      role="status"
      px="lg"
      py="sm"
      style={{ background: colours.bg, color: colours.fg, borderRadius: 14 }}
      data-testid="hall-announcement"
    >
      <Group wrap="nowrap" gap="lg" align="center">
        <Text fw={900} tt="uppercase" fz="clamp(1rem, 1.4vw, 1.8rem)" c="inherit" style={{ flexShrink: 0 }}>
          {t(`announcement.level.${newest.level}`)} · {sentAt(newest, i18n.language)}
        </Text>
        <Text fw={700} fz="clamp(1.3rem, 2.1vw, 2.7rem)" lh={1.2} c="inherit" lineClamp={2}>
          {newest.text}
        </Text>
      </Group>
    </Box>
  );
}
