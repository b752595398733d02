import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightersSchedule } from '../api/schedule';
import { useScheduleTexts } from '../../../lib/schedule-texts';

interface NextFightLineProps {
  schedule: FightersSchedule | undefined;
  fighterId: string;
  /** Only fights of this tournament (follow-a-fighter is a tournament's page). */
  tournamentId?: string;
}

/**
 * "Next: Ring 2 against X, about 14:20, 3 fights before" — the fighter's next fight that has not started, in one
 * line (follow-a-fighter; a club's or a group's page may show one per member). Nothing while no fight waits.
 */
export function NextFightLine({ schedule, fighterId, tournamentId }: NextFightLineProps) {
  const { t } = useTranslation();
  const texts = useScheduleTexts();
  const next = schedule?.fights.find(
    (fight) => !fight.startedAt && (!tournamentId || fight.tournament._id === tournamentId),
  );
  if (!next) return null;
  const opponent = next.fighter1?._id === fighterId ? next.fighter2 : next.fighter1;
  const notBefore = texts.notBefore(next);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="next-fight">
      <Group gap="xs" wrap="wrap">
        <Text fw={800}>{t('schedule.next')}:</Text>
        <Text>
          {t('schedule.nextLine', { ring: next.ring.title, opponent: opponent?.name || t('live.tbd') })},{' '}
          <Text span fw={700}>
            {texts.when(next)}
          </Text>
          {notBefore ? ` (${notBefore})` : ''}, {texts.place(next).toLocaleLowerCase()}
        </Text>
      </Group>
    </Paper>
  );
}
