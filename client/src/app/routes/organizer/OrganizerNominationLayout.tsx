import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { SectionTabs } from '../../../components/management/SectionTabs';
import {
  useManagedTournamentOutlet,
  type ManagedNominationOutlet,
} from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';

/** `/organizer/tournaments/{id}/nominations/{idNomination}/*`: one category being managed. */
export default function OrganizerNominationLayout() {
  const { t } = useTranslation(['translation', 'pages']);
  const outlet = useManagedTournamentOutlet();
  const { idNomination = '' } = useParams();
  const nomination = outlet.tournament.nominations.find((n) => n._id === idNomination);
  if (!nomination)
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:tournament.nominationNotFound')}
        description={t('pages:management.notFoundText')}
      />
    );

  const nominationBase = `${outlet.base}/nominations/${encodeURIComponent(idNomination)}`;
  const context: ManagedNominationOutlet = { ...outlet, nomination, nominationBase };
  return (
    <>
      <Title order={2} fz={{ base: 20, sm: 24 }} mb="sm">
        {nomination.title}
      </Title>
      <SectionTabs
        label={t('pages:management.nominationSections')}
        base={nominationBase}
        tabs={[
          { path: '', label: t('pages:management.tabs.overview') },
          { path: 'settings', label: t('pages:management.tabs.settings') },
          { path: 'requests', label: t('pages:management.tabs.requests') },
          { path: 'stages', label: t('pages:management.tabs.stages') },
        ]}
      />
      <Outlet context={context} />
    </>
  );
}
