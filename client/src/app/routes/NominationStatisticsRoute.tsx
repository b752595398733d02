import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { useNominationOutlet } from '../../features/tournament-page/hooks/use-nomination-outlet';

/** `/tournament/{id}/nomination/{idNomination}/statistics`: fights, hits and doubles of the category. */
export default function NominationStatisticsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useNominationOutlet();
  return (
    <EmptyPanel
      icon="chart"
      title={t('pages:tournament.statistics.emptyTitle')}
      description={t('pages:tournament.statistics.emptyText', { nomination: nomination.title })}
    />
  );
}
