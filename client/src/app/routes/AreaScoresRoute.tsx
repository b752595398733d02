import { useParams } from 'react-router-dom';
import { AnnouncementBanner } from '../../features/announcements/components/AnnouncementBanner';
import { JudgeConsole } from '../../features/judge/components/JudgeConsole';
import { useLiveRing } from '../../lib/live/use-live';

/**
 * `/organizer/tournaments/{id}/area-scores/{idArea}`: the judge console over the live websocket, with the
 * organizer's announcements to everyone and to the judges.
 */
export default function AreaScoresRoute() {
  const { id = '', idArea = '' } = useParams();
  const link = useLiveRing(idArea);
  return (
    <JudgeConsole
      key={idArea}
      link={link}
      areaId={idArea}
      tournamentId={id}
      notices={<AnnouncementBanner tournamentKey={id} tournamentId={id} place={{ kind: 'console' }} />}
    />
  );
}
