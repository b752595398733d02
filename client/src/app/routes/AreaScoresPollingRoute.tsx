import { useParams } from 'react-router-dom';
import { JudgeConsole } from '../../features/judge/components/JudgeConsole';
import { usePollingLink } from '../../features/judge/hooks/use-polling-link';

/** `/organizer/tournaments/{id}/area-scores-polling/{idArea}`: the same console over HTTP polling (ETag / 304). */
export default function AreaScoresPollingRoute() {
  const { id = '', idArea = '' } = useParams();
  const link = usePollingLink(idArea);
  return <JudgeConsole key={idArea} link={link} areaId={idArea} tournamentId={id} polling />;
}
