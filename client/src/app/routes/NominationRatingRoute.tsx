import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { useNominationOutlet } from '../../features/tournament-page/hooks/use-nomination-outlet';

/** `/tournament/{id}/nomination/{idNomination}/rating`: the category's standings by its rating mode. */
export default function NominationRatingRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useNominationOutlet();
  return (
    <EmptyPanel
      icon="medal"
      title={t('pages:tournament.standings.emptyTitle')}
      description={t('pages:tournament.standings.emptyText', { nomination: nomination.title })}
    />
  );
}
