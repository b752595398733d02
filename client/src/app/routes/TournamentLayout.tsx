import { Button, Group, Stack } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatch, useParams } from 'react-router-dom';
import { AnnouncementBanner } from '../../features/announcements/components/AnnouncementBanner';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { InvalidTournamentError, useTournamentQuery } from '../../features/tournament-page/api/tournament';
import { ApplyButton } from '../../features/tournament-page/components/ApplyButton';
import { TournamentHeader } from '../../features/tournament-page/components/TournamentHeader';
import { TournamentSkeleton } from '../../features/tournament-page/components/TournamentSkeleton';
import type { TournamentOutletContext } from '../../features/tournament-page/hooks/use-tournament-outlet';
import { useRouteHandles } from './route-state';

const TABS = [
  { path: '', label: 'pages:tournament.tabs.details' },
  { path: 'categories', label: 'pages:tournament.tabs.categories' },
  { path: 'summary', label: 'pages:tournament.tabs.summary' },
  { path: 'schedule', label: 'pages:tournament.tabs.schedule' },
  { path: 'applications', label: 'pages:tournament.tabs.applications' },
  { path: 'registration', label: 'pages:tournament.tabs.registration' },
] as const;

/**
 * `/tournament/{idTournament}/*`: loads the tournament by idString (spec §4), titles the page with it (spec §1),
 * shows its header and tabs, and hands it to the page below through the outlet context.
 */
export default function TournamentLayout() {
  const { t } = useTranslation(['translation', 'pages']);
  const { idTournament = '' } = useParams();
  const { pathname } = useLocation();
  const onNominationPage = useRouteHandles().some((handle) => handle.nominationHeader);
  const nominationKey = useMatch('/tournament/:idTournament/nomination/:idNomination/*')?.params.idNomination;
  const { data: loaded, error, isPending } = useTournamentQuery(idTournament);
  // The page under the header is the heaviest render of the first load. Deferred, React renders it in slices that
  // leave the main thread free between them (the skeleton stays meanwhile) instead of in one long task.
  const tournament = useDeferredValue(loaded);
  usePageTitle(tournament?.title);

  if (isPending || (loaded && !tournament)) return <TournamentSkeleton />;
  if (!tournament) {
    const invalid = error instanceof InvalidTournamentError;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <EmptyPanel
        icon="question"
        title={
          invalid
            ? t('pages:tournament.invalid')
            : missing
              ? t('pages:tournament.notFound')
              : t('errors.loading')
        }
        description={invalid || missing ? t('pages:tournament.notFoundText') : (error?.message ?? '')}
        actions={
          <Button component={Link} to="/" variant="light">
            {t('pages:tournament.toList')}
          </Button>
        }
      />
    );
  }

  const base = `/tournament/${encodeURIComponent(idTournament)}`;
  const context: TournamentOutletContext = { tournament };
  // The organizer's announcements, live: everyone's on every page, a category's on that category's pages.
  const nominationId = tournament.nominations.find(
    (n) => n._id === nominationKey || n.idString === nominationKey,
  )?._id;
  const banner = (
    <AnnouncementBanner
      tournamentKey={idTournament}
      tournamentId={tournament._id}
      place={{ kind: 'page', nominationId }}
    />
  );
  // Every tournament page is at least a screen tall, as its skeleton is: the footer never jumps into view.
  if (onNominationPage)
    return (
      <Stack gap={0} mih="100dvh">
        {banner}
        <Outlet context={context} />
      </Stack>
    );

  const activeTab =
    TABS.slice(1).find(
      (tab) => pathname === `${base}/${tab.path}` || pathname.startsWith(`${base}/${tab.path}/`),
    )?.path ?? '';
  return (
    <Stack gap={0} mih="100dvh">
      <TournamentHeader tournament={tournament} />
      {banner}
      {activeTab !== 'registration' && <ApplyButton tournament={tournament} to={`${base}/registration`} />}
      {/* The tabs wrap on a narrow screen: every section, Registration too, is in view without scrolling sideways. */}
      <Group
        component="nav"
        aria-label={t('pages:tournament.sections')}
        gap={4}
        wrap="wrap"
        pb={2}
        mb="xl"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {TABS.map((tab) => (
          <Button
            key={tab.path}
            component={Link}
            to={tab.path ? `${base}/${tab.path}` : base}
            variant={activeTab === tab.path ? 'light' : 'subtle'}
            color={activeTab === tab.path ? 'indigo' : 'gray'}
            aria-current={activeTab === tab.path ? 'page' : undefined}
            size="sm"
            style={{ flexShrink: 0 }}
          >
            {t(tab.label)}
          </Button>
        ))}
        {/* The hall's TV: opened on the venue's screen, so it leaves the site's chrome behind. */}
        <Button
          component={Link}
          to={`${base}/hall`}
          variant="subtle"
          color="gray"
          size="sm"
          ml="auto"
          style={{ flexShrink: 0 }}
        >
          {t('hall.open')}
        </Button>
      </Group>
      <Outlet context={context} />
    </Stack>
  );
}
