import { Anchor, Badge, Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoader } from '../../../components/ui/PageLoader';
import { useSessionUser } from '../../../features/auth/api/session-store';
import { ManagementWriteLock } from '../../../features/licence/management-writes';
import { LicenseNotice } from '../../../features/licence/components/LicenseNotice';
import { useTournamentQuery } from '../../../features/tournament-page/api/tournament';
import { SectionTabs } from '../../../components/management/SectionTabs';
import type { ManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { usePageTitle } from '../../../lib/page-title';

/**
 * `/organizer/tournaments/{id}/*`: the tournament being managed, the organizer's licence (spec §4), its sections, the
 * section below — with its write controls locked while the licence has expired.
 */
export default function OrganizerTournamentLayout() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  const query = useTournamentQuery(id);
  const user = useSessionUser();
  usePageTitle(query.data?.title);

  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:tournament.notFound')}
        description={t('pages:management.notFoundText')}
      />
    );

  const tournament = query.data;
  const base = `/organizer/tournaments/${encodeURIComponent(id)}`;
  const context: ManagedTournamentOutlet = { tournament, base };
  return (
    <>
      <PageHeader
        eyebrow={
          <Anchor component={Link} to="/organizer/tournaments" size="sm">
            ← {t('titles.organizerTournaments')}
          </Anchor>
        }
        title={tournament.title}
        actions={
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {t(`tournaments.status.${tournament.status}`)}
            </Badge>
            <Anchor component={Link} to={`/tournament/${encodeURIComponent(tournament.idString)}`} size="sm">
              {t('pages:management.publicPage')}
            </Anchor>
          </Group>
        }
      />
      {user && (
        <Box mb="lg">
          <LicenseNotice user={user} />
        </Box>
      )}
      <SectionTabs
        label={t('pages:management.tournamentSections')}
        base={base}
        tabs={[
          { path: '', label: t('pages:management.tabs.overview') },
          { path: 'settings', label: t('pages:management.tabs.settings') },
          { path: 'registration', label: t('pages:management.tabs.registration') },
          { path: 'applications', label: t('pages:management.tabs.applications') },
          { path: 'areas', label: t('pages:management.tabs.areas') },
          { path: 'nominations', label: t('pages:management.tabs.nominations') },
          { path: 'announcements', label: t('pages:management.tabs.announcements') },
          { path: 'api-keys', label: t('pages:management.tabs.apiKeys') },
        ]}
      />
      <ManagementWriteLock tournament={tournament}>
        <Outlet context={context} />
      </ManagementWriteLock>
    </>
  );
}
