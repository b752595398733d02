import { Box, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { room, type FightState } from '@hema/shared/realtime/protocol';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionLostNotice } from '../../../components/ui/ConnectionLostNotice';
import { useFightStates } from '../../../lib/live/use-live';
import { RINGS_PER_PAGE, useRingPages } from '../hooks/use-ring-pages';
import { useTournamentSchedule, type ScheduledFight } from '../../schedule/api/schedule';
import { HallClock } from './HallClock';
import { HallRing } from './HallRing';

export interface HallRingRef {
  _id: string;
  title: string;
}

/** Columns for the rings of one page: a big pair up to four, then three across. */
const columnsFor = (count: number) => (count <= 1 ? 1 : count <= 4 ? 2 : 3);

/**
 * The hall's TV (1920×1080, read from 10 m): every ring's now / on deck / in the hole with names, clubs and times,
 * live over the socket, a page of rings at a time when more than fit, the clock in the corner, the current
 * announcement above and where to find one's own schedule below. Dark, high contrast, no site chrome.
 */
export function HallBoard({
  tournamentId,
  title,
  rings,
  ringsReady,
  announcement,
  scheduleUrl,
}: {
  tournamentId: string | undefined;
  title: string;
  rings: readonly HallRingRef[];
  ringsReady: boolean;
  announcement?: ReactNode;
  /** The public schedule's full address: written out and as a QR code a phone in the hall can scan from afar. */
  scheduleUrl?: string;
}) {
  const { t } = useTranslation();
  // Every ring's room at once and kept: paging does not subscribe again every few seconds.
  const rooms = useMemo(() => rings.map((ring) => room.area(ring._id)), [rings]);
  const { states, ready } = useFightStates(rooms);
  const byRing = useMemo(() => {
    const map = new Map<string, FightState[]>();
    for (const state of states)
      if (state.areaId) map.set(state.areaId, [...(map.get(state.areaId) ?? []), state]);
    return map;
  }, [states]);
  // The schedule's estimates, fetched again whenever a fight starts, ends or moves and every minute besides (the
  // schedule's one live hook); the board shows without them until they come, so a failed read stays quiet.
  const schedule = useTournamentSchedule(tournamentId, { silent: true });
  const byFight = useMemo(() => {
    const map = new Map<string, ScheduledFight>();
    for (const ring of schedule.data?.rings ?? [])
      for (const fight of ring.fights) map.set(fight.fightId, fight);
    return map;
  }, [schedule.data]);
  const timesOf = useCallback((fightId: string) => byFight.get(fightId), [byFight]);
  const { pageCount, from, to } = useRingPages(rings.length, RINGS_PER_PAGE);
  const shown = rings.slice(from, to);
  return (
    <Box
      component="main"
      h="100dvh"
      p="lg"
      bg="dark.9"
      c="white"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-md)',
        overflow: 'hidden',
      }}
    >
      <ConnectionLostNotice floating />
      <Group justify="space-between" wrap="nowrap" gap="xl">
        <Title order={1} c="white" fz="clamp(1.6rem, 2.8vw, 3.4rem)" lh={1.1} lineClamp={1}>
          {title}
        </Title>
        <HallClock />
      </Group>
      {announcement}
      {ringsReady && rings.length === 0 ? (
        <Text c="gray.3" fz="clamp(1.4rem, 2.4vw, 3rem)">
          {t('hall.noRings')}
        </Text>
      ) : (
        <SimpleGrid
          cols={columnsFor(shown.length)}
          spacing="md"
          verticalSpacing="md"
          style={{ flex: 1, minHeight: 0, gridAutoRows: '1fr' }}
        >
          {shown.map((ring) => (
            <HallRing
              key={ring._id}
              title={ring.title}
              states={byRing.get(ring._id) ?? []}
              ready={ready}
              timesOf={timesOf}
              large={shown.length <= 4}
            />
          ))}
        </SimpleGrid>
      )}
      <Group justify="space-between" wrap="nowrap" gap="xl">
        <Group wrap="nowrap" gap="lg">
          {scheduleUrl && (
            <QRCodeSVG
              value={scheduleUrl}
              size={112}
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#000000"
              role="img"
              aria-label={t('hall.scheduleQr')}
              data-testid="hall-qr"
              style={{ width: 'clamp(96px, 8vw, 180px)', height: 'auto', flexShrink: 0 }}
            />
          )}
          <Text c="gray.3" fz="clamp(1rem, 1.3vw, 1.6rem)">
            {scheduleUrl ? (
              <>
                {t('hall.schedule')}{' '}
                <Text span fw={800} c="white" inherit>
                  {scheduleUrl.replace(/^https?:\/\//, '')}
                </Text>
              </>
            ) : null}
          </Text>
        </Group>
        {pageCount > 1 && (
          <Text c="gray.3" fz="clamp(1rem, 1.3vw, 1.6rem)" aria-live="polite" data-testid="hall-page">
            {t('hall.page', { from: from + 1, to, total: rings.length })}
          </Text>
        )}
      </Group>
    </Box>
  );
}
