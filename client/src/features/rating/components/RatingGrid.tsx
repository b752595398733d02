import type { ActiveZone } from '../../../lib/active-zone';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/grid/components/DataGrid';
import { useRatingGrid } from '../hooks/use-rating-grid';

interface RatingGridProps {
  /** The weapon's id, or the weapon type's with `byType`. */
  id: string;
  byType: boolean;
  /** The weapon or weapon type, for the empty list's text. */
  subject: string;
  zone: ActiveZone | null;
}

/** The rating list of a weapon or weapon type in the header's zone (it follows a switch while open). */
export function RatingGrid({ id, byType, subject, zone }: RatingGridProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const grid = useRatingGrid({ byType, zoneId: zone?._id ?? null });
  return (
    <DataGrid
      {...grid}
      params={{ id }}
      caption={t('pages:rating.weaponTitle', { weapon: subject })}
      emptyText={
        zone
          ? t('pages:rating.emptyTextZone', { subject, zone: zone.title })
          : t('pages:rating.emptyText', { subject })
      }
    />
  );
}
