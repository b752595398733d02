import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFLICT_MINUTES, type RingSchedule, type ScheduledFight } from '@hema/shared/contracts/schedule';
import { formatTimeOfDayNear } from './format-date';

/**
 * The words every schedule view uses for a fight's place and time, in the interface language: the schedule tab,
 * follow-a-fighter, the club and group pages and the hall screen (so it lives in lib, below the features).
 */
export function useScheduleTexts() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const clock = (iso: string | null) => formatTimeOfDayNear(iso, language);
    return {
      clock,
      /** "Now" / "On deck" / "In the hole" / "3 fights before". */
      place: (fight: ScheduledFight) =>
        fight.place === 'later'
          ? t('schedule.fightsBefore', { count: fight.fightsBefore })
          : t(`schedule.place.${fight.place}`),
      /** "about 14:20", "fighting since 14:02", or "time not known yet". */
      when: (fight: ScheduledFight) =>
        fight.startedAt
          ? t('schedule.since', { time: clock(fight.startedAt) })
          : fight.estimatedStart
            ? t('schedule.about', { time: clock(fight.estimatedStart) })
            : t('schedule.noEstimate'),
      /** "not before 14:05" for a fight not started whose error shows on the clock; null otherwise. */
      notBefore: (fight: ScheduledFight) =>
        !fight.startedAt && fight.notBefore && clock(fight.notBefore) !== clock(fight.estimatedStart)
          ? t('schedule.notBefore', { time: clock(fight.notBefore) })
          : null,
      called: (fight: ScheduledFight) =>
        fight.calledAt ? t('schedule.called', { time: clock(fight.calledAt) }) : null,
      conflictText: t('schedule.conflictText', { minutes: CONFLICT_MINUTES }),
      /** The organizer's stale-ring alert as of the schedule's time `at`: "no score for 12 minutes" / "idle …". */
      stale: (stale: NonNullable<RingSchedule['stale']>, at: string) =>
        t(stale.kind === 'noScore' ? 'schedule.staleNoScore' : 'schedule.staleIdle', {
          minutes: Math.max(0, Math.round((Date.parse(at) - Date.parse(stale.since)) / 60_000)),
        }),
    };
  }, [t, language]);
}

/** The badge colour of a place in the ring's queue. */
export const PLACE_COLOURS: Record<ScheduledFight['place'], string> = {
  now: 'red',
  onDeck: 'orange',
  inTheHole: 'yellow',
  later: 'gray',
};
