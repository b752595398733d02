import { useParams } from 'react-router-dom';
import { PanelConsole } from '../../features/judge/components/PanelConsole';
import { useLiveRing } from '../../lib/live/use-live';

/**
 * `/organizer/tournaments/{id}/area-panel/{idArea}`: a seat at the ring's judging panel (a judge's device or the
 * director's console), on the ring's live link like the table console.
 */
export default function AreaPanelRoute() {
  const { idArea = '' } = useParams();
  const link = useLiveRing(idArea);
  return <PanelConsole key={idArea} link={link} areaId={idArea} />;
}
