import { Skeleton, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConnectionLostNotice } from '../../components/ui/ConnectionLostNotice';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { useTournamentSchedule } from '../../features/schedule/api/schedule';
import { TournamentScheduleView } from '../../features/schedule/components/TournamentScheduleView';
import type { ScheduleFilterValues } from '../../features/schedule/schedule-filters';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

const FILTERS = ['nomination', 'club', 'fighter'] as const;

/**
 * `/tournament/{id}/schedule`: every ring's waiting fights with estimated starts, live (issue 32). The filters live
 * in the address (?nomination=&club=&fighter=), so a coach can send the link of their club's schedule.
 */
export default function TournamentScheduleRoute() {
  const { t } = useTranslation();
  const { tournament } = useTournamentOutlet();
  const schedule = useTournamentSchedule(tournament._id);
  const [params, setParams] = useSearchParams();
  const filters: ScheduleFilterValues = {
    nomination: params.get('nomination'),
    club: params.get('club'),
    fighter: params.get('fighter'),
  };
  const onFilters = useCallback(
    (next: ScheduleFilterValues) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const name of FILTERS) {
            if (next[name]) updated.set(name, next[name]);
            else updated.delete(name);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  if (schedule.isPending)
    return (
      <Stack gap="md" role="status" aria-busy aria-label={t('common.loading')}>
        <Skeleton h={60} radius="md" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  if (!schedule.data)
    return (
      <EmptyPanel icon="alert" title={t('errors.loading')} description={schedule.error?.message ?? ''} />
    );
  return (
    <Stack gap="md">
      <ConnectionLostNotice floating />
      <TournamentScheduleView schedule={schedule.data} filters={filters} onFilters={onFilters} />
    </Stack>
  );
}
