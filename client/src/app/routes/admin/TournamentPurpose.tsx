import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useTranslation } from 'react-i18next';
import { useUpdateTournament } from '../../../features/tournament-admin/api/tournament-writes';

/**
 * Admins mark a tournament test or real: test tournaments stay out of ratings and analytics. It
 * undoes itself with the same button, so it asks nothing first.
 */
export function TournamentPurpose({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(['translation', 'pages']);
  const update = useUpdateTournament(tournament, false);
  const toTest = !tournament.isTest;
  return (
    <Button
      variant="default"
      loading={update.isPending}
      onClick={() =>
        update.mutate(
          { isTest: toTest },
          {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: t(
                  toTest ? 'pages:admin.tournament.markedTest' : 'pages:admin.tournament.markedReal',
                ),
              }),
          },
        )
      }
    >
      {t(toTest ? 'pages:admin.tournament.markTest' : 'pages:admin.tournament.markReal')}
    </Button>
  );
}
