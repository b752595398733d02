import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { HallAnnouncement } from '../../features/announcements/components/HallAnnouncement';
import { HallBoard } from '../../features/hall/components/HallBoard';
import { useTournamentAreasQuery } from '../../features/stages/api/tournament-areas';
import { useTournamentQuery } from '../../features/tournament-page/api/tournament';
import { usePageTitle } from '../../lib/page-title';

/**
 * `/tournament/{idTournament}/hall`: the hall's TV for a tournament anyone may see — no sign-in, no site chrome. The
 * board, the announcement banner and the link to the schedule are composed here.
 */
export default function HallRoute() {
  const { t } = useTranslation();
  const { idTournament = '' } = useParams();
  const tournament = useTournamentQuery(idTournament);
  const rings = useTournamentAreasQuery(tournament.data?._id);
  usePageTitle(tournament.data?.title);
  if (tournament.isError)
    return (
      <Center h="100dvh" bg="dark.9">
        <Text c="gray.3" fz="xl">
          {t('errors.loading')}
        </Text>
      </Center>
    );
  const data = tournament.data;
  const scheduleUrl = data
    ? `${window.location.origin}/tournament/${encodeURIComponent(data.idString)}/schedule`
    : undefined;
  return (
    <HallBoard
      tournamentId={data?._id}
      title={data?.title ?? ''}
      rings={rings.data ?? []}
      ringsReady={rings.isSuccess}
      scheduleUrl={scheduleUrl}
      announcement={<HallAnnouncement tournamentKey={idTournament} tournamentId={data?._id} />}
    />
  );
}
