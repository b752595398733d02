import { notifications } from '@mantine/notifications';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../features/auth/api/session-store';
import { TournamentZoneSelect } from '../../../features/locale/components/TournamentZoneSelect';
import { useUpdateTournament } from '../../../features/tournament-admin/api/tournament-writes';

/**
 * Admins move a tournament to another zone (spec §1: zones own tournaments): its lists follow at once, its ratings,
 * results and achievements after the results job ran. Moving it back undoes it, so it asks nothing first.
 */
export function TournamentZone({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(['translation', 'pages']);
  const user = useSessionUser();
  const update = useUpdateTournament(tournament, false);
  return (
    <TournamentZoneSelect
      label={t('pages:admin.tournament.zone')}
      chooser={user}
      currentZoneId={tournament.zoneId}
      value={tournament.zoneId}
      disabled={update.isPending}
      onChange={(zoneId) => {
        if (!zoneId || zoneId === tournament.zoneId) return;
        update.mutate(
          { zoneId },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('pages:admin.tournament.zoneChanged') }),
          },
        );
      }}
    />
  );
}
