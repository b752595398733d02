import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';

/** Applications: approve, refuse, payments and presence (spec §4) once fighters apply online. */
export default function OrganizerTournamentApplicationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <EmptyPanel
      icon="mail"
      title={t('pages:management.noApplications')}
      description={t('pages:management.pages.tournamentApplications')}
    />
  );
}
