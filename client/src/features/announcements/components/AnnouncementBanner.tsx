import { Alert, Stack, Text } from '@mantine/core';
import type { Announcement, AnnouncementLevel } from '@hema/shared/contracts/announcements';
import { useTranslation } from 'react-i18next';
import { useCurrentAnnouncements } from '../api/announcements';
import { useDismissedAnnouncements } from '../hooks/use-dismissed';
import { formatTimeOfDay } from '../../../lib/format-date';

export const LEVEL_COLOURS: Record<AnnouncementLevel, string> = {
  info: 'blue',
  warning: 'orange',
  alert: 'red',
};

/** Where the banner shows: which announcements belong there. */
export type BannerPlace =
  /** A tournament's pages: everyone's, and a category's on that category's pages. */
  | { kind: 'page'; nominationId?: string }
  /** A ring's judge console: everyone's and the judges'. */
  | { kind: 'console' };

export function shownAt(place: BannerPlace, announcement: Announcement): boolean {
  switch (announcement.audience) {
    case 'everyone':
      return true;
    case 'category':
      return place.kind === 'page' && announcement.nomination?._id === place.nominationId;
    case 'judges':
      return place.kind === 'console';
  }
}

/** The time of an announcement as the reader's clock shows it ("14:05"). */
export function sentAt(announcement: Announcement, language: string): string {
  return formatTimeOfDay(announcement.createdAt, language);
}

/**
 * The tournament's current announcements that belong on this page, live, newest first; each can be closed, and stays
 * closed in this browser. Nothing when there are none.
 */
export function AnnouncementBanner({
  tournamentKey,
  tournamentId,
  place,
}: {
  tournamentKey: string;
  tournamentId: string | undefined;
  place: BannerPlace;
}) {
  const { t, i18n } = useTranslation();
  const announcements = useCurrentAnnouncements(tournamentKey, tournamentId);
  const { dismissed, dismiss } = useDismissedAnnouncements();
  const shown = announcements.filter((a) => shownAt(place, a) && !dismissed.has(a._id));
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" role="region" aria-label={t('announcement.region')}>
      {shown.map((announcement) => (
        <Alert
          key={announcement._id}
          color={LEVEL_COLOURS[announcement.level]}
          variant={announcement.level === 'alert' ? 'filled' : 'light'}
          withCloseButton
          closeButtonLabel={t('announcement.close')}
          onClose={() => dismiss(announcement._id)}
          title={t(`announcement.title.${announcement.audience}`, {
            category: announcement.nomination?.title ?? '',
            time: sentAt(announcement, i18n.language),
          })}
          data-testid="announcement"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {announcement.text}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
