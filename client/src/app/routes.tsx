import { ROUTE_ROLES, type Role } from '@hema/shared/auth/roles';
import type { ComponentType } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { loadNamespace } from '../i18n/i18n';
import { nextTask } from '../lib/next-task';
import type { ContentPageKey } from './routes/content-pages';
import { RequireRole } from './routes/RequireRole';
import { RootLayout } from './routes/RootLayout';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';
import type { RouteHandle } from './routes/route-handle';
import { routePage, type AppRoute } from './routes/route-page';

const handle = (value: RouteHandle): RouteHandle => value;

/**
 * A page loaded when its route is first visited (its own chunk), with the common texts every page may show (lists,
 * people, live scores, form errors; fetched once). Asked for a task after the route table is built: Vite appends a
 * preload link for each of the chunk's files, tens of milliseconds on a phone that would otherwise lengthen the
 * first load's longest task.
 */
const lazyPage = (load: () => Promise<ComponentType>) =>
  routePage(async () => {
    await nextTask();
    const [Component] = await Promise.all([load(), loadNamespace('common')]);
    return Component;
  });

/** A page file with a default export. */
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(async () => (await load()).default);

/** A page of the shell: its chunk together with the page texts (the `pages` namespace, fetched once). */
const shellPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(async () => (await Promise.all([load(), loadNamespace('pages')]))[0].default);

/** A content page (spec §2: about, contacts, …): the page code and its texts in the current language. */
const contentPage = (key: ContentPageKey) =>
  lazyPage(async () => {
    const [{ default: ContentRoute }] = await Promise.all([
      import('./routes/ContentRoute'),
      loadNamespace('content'),
      loadNamespace('pages'),
    ]);
    return () => <ContentRoute page={key} />;
  });

/** Spec §6 route guard over a tree: only the allowed roles; everyone else to /login with the full path. */
const guarded = (allowed: readonly Role[], children: AppRoute[]): AppRoute => ({
  element: (
    <RequireRole allowed={allowed}>
      <Outlet />
    </RequireRole>
  ),
  children,
});

// Pages owned by the list ("grid") and live helpers are referenced by these exact file names.
const TournamentsRoute = page(() => import('./routes/TournamentsRoute'));
const UserRoute = page(() => import('./routes/UserRoute'));
const NominationStagesRoute = page(() => import('./routes/NominationStagesRoute'));

const publicRoutes: AppRoute[] = [
  { index: true, handle: handle({ title: 'titles.home', fullLogo: true }), ...TournamentsRoute },
  { path: 'tournaments', handle: handle({ title: 'titles.tournaments' }), ...TournamentsRoute },
  { path: 'about', handle: handle({ title: 'titles.about', fullLogo: true }), ...contentPage('about') },
  {
    path: 'contacts',
    handle: handle({ title: 'titles.contacts', fullLogo: true }),
    ...contentPage('contacts'),
  },
  { path: 'tutorial', handle: handle({ title: 'titles.tutorial' }), ...contentPage('tutorial') },
  { path: 'cookies', handle: handle({ title: 'titles.cookies' }), ...contentPage('cookies') },
  { path: 'terms', handle: handle({ title: 'titles.terms' }), ...contentPage('terms') },
  { path: 'artodocs', handle: handle({ title: 'titles.artodocs' }), ...contentPage('artodocs') },
  { path: 'rating-about', handle: handle({ title: 'titles.ratingAbout' }), ...contentPage('ratingAbout') },
  {
    path: 'timers',
    handle: handle({ title: 'titles.timers' }),
    ...shellPage(() => import('./routes/TimersRoute')),
  },
  {
    path: 'login',
    handle: handle({ title: 'titles.login' }),
    ...lazyPage(async () => (await import('./routes/LoginRoute')).LoginRoute),
  },
  {
    path: 'registration',
    handle: handle({ title: 'titles.registration' }),
    ...lazyPage(async () => (await import('./routes/RegistrationRoute')).RegistrationRoute),
  },
  {
    path: 'password-recovery',
    handle: handle({ title: 'titles.passwordRecovery' }),
    ...lazyPage(async () => (await import('./routes/PasswordRecoveryRoute')).PasswordRecoveryRoute),
  },
  {
    path: 'clubs',
    handle: handle({ title: 'titles.clubs', fullLogo: true }),
    ...page(() => import('./routes/ClubsRoute')),
  },
  {
    path: 'clubs/:id',
    handle: handle({ title: 'titles.club' }),
    ...page(() => import('./routes/ClubRoute')),
  },
  {
    path: 'rating',
    handle: handle({ title: 'titles.rating', fullLogo: true }),
    ...shellPage(() => import('./routes/RatingRoute')),
  },
  {
    path: 'rating/weapon-type/:id',
    handle: handle({ title: 'titles.weaponTypeRating' }),
    ...shellPage(() => import('./routes/WeaponTypeRatingRoute')),
  },
  {
    path: 'rating/:id',
    handle: handle({ title: 'titles.weaponRating' }),
    ...shellPage(() => import('./routes/WeaponRatingRoute')),
  },
  {
    path: 'users',
    handle: handle({ title: 'titles.users', fullLogo: true }),
    ...page(() => import('./routes/UsersRoute')),
  },
  {
    // UserRoute reads its tab from the last path segment: summary (default), stats, predictions, graph.
    path: 'users/:id',
    handle: handle({ title: 'titles.user' }),
    ...UserRoute,
    children: [
      { index: true },
      { path: 'summary' },
      { path: 'stats' },
      { path: 'predictions' },
      { path: 'graph' },
    ],
  },
  {
    path: 'instant-fight',
    handle: handle({ title: 'titles.instantFight' }),
    ...shellPage(() => import('./routes/InstantFightRoute')),
  },
  {
    path: 'idealista',
    handle: handle({ title: 'titles.idealista' }),
    ...shellPage(() => import('./routes/IdealistaRoute')),
  },
  {
    path: 'error',
    handle: handle({ title: 'titles.error' }),
    ...shellPage(() => import('./routes/ErrorPageRoute')),
  },
  {
    path: 'achievements',
    handle: handle({ fullLogo: true }),
    children: [
      { index: true, element: <Navigate to="/achievements/seasonal" replace /> },
      {
        path: 'seasonal',
        handle: handle({ title: 'titles.achievementsSeasonal' }),
        ...shellPage(() => import('./routes/AchievementsSeasonalRoute')),
      },
      {
        path: 'permanent',
        handle: handle({ title: 'titles.achievementsPermanent' }),
        ...shellPage(() => import('./routes/AchievementsPermanentRoute')),
      },
    ],
  },
];

/** The spectator pages' data prefetch, a chunk of its own (it needs the contracts, which the entry does not hold). */
const pagePrefetch = () => import('../features/tournament-page/api/prefetch');

const tournamentRoutes: AppRoute[] = [
  {
    // The caption overlay is its own app, served by the server at this address (architecture.md §9).
    path: 'tournament/:idTournament/area-stream-caption/:idArea',
    handle: handle({ bare: true, title: 'titles.areaStreamCaption' }),
    ...shellPage(() => import('./routes/AreaStreamCaptionRoute')),
  },
  {
    // The stream graphics (bracket, path, pool, next up, ring board): pages of the same overlay app.
    path: 'tournament/:idTournament/stream/*',
    handle: handle({ bare: true, title: 'titles.streamOverlay' }),
    ...shellPage(() => import('./routes/AreaStreamCaptionRoute')),
  },
  {
    // The hall's TV: public like the tournament's pages, full screen without the site's chrome.
    path: 'tournament/:idTournament/hall',
    handle: handle({ bare: true, title: 'titles.hall' }),
    ...page(() => import('./routes/HallRoute')),
  },
  {
    path: 'tournament/:idTournament',
    handle: handle({
      title: 'titles.tournament',
      ownTitle: true,
      prefetch: async ({ idTournament }, client) =>
        (await pagePrefetch()).prefetchTournamentPage(client, idTournament!),
    }),
    ...shellPage(() => import('./routes/TournamentLayout')),
    children: [
      { index: true, ...page(() => import('./routes/TournamentDetailsRoute')) },
      { path: 'categories', ...shellPage(() => import('./routes/TournamentCategoriesRoute')) },
      { path: 'summary', ...shellPage(() => import('./routes/TournamentSummaryRoute')) },
      { path: 'schedule', ...shellPage(() => import('./routes/TournamentScheduleRoute')) },
      {
        path: 'applications/:idNomination?',
        ...shellPage(() => import('./routes/TournamentApplicationsRoute')),
      },
      { path: 'registration', ...shellPage(() => import('./routes/TournamentRegistrationRoute')) },
      {
        path: 'nomination/:idNomination',
        handle: handle({
          nominationHeader: true,
          prefetch: async ({ idNomination }, client) =>
            (await pagePrefetch()).prefetchCategoryPage(client, idNomination!),
        }),
        ...shellPage(() => import('./routes/NominationLayout')),
        children: [
          { index: true, ...NominationStagesRoute },
          { path: 'stages', ...NominationStagesRoute },
          { path: 'follow-fighter/:idFighter', ...page(() => import('./routes/FollowFighterRoute')) },
          { path: 'statistics', ...shellPage(() => import('./routes/NominationStatisticsRoute')) },
          { path: 'rating', ...shellPage(() => import('./routes/NominationRatingRoute')) },
        ],
      },
    ],
  },
];

const signedInRoutes: AppRoute[] = [
  {
    path: 'my/judging',
    handle: handle({ title: 'titles.myJudging' }),
    ...shellPage(() => import('./routes/MyJudgingRoute')),
  },
  // The consoles open to any signed-in account: the ring's judges score there; the server decides who may.
  {
    path: 'organizer/tournaments/:id/area-scores/:idArea',
    handle: handle({ title: 'titles.areaScores', bare: true }),
    ...page(() => import('./routes/AreaScoresRoute')),
  },
  {
    path: 'organizer/tournaments/:id/area-panel/:idArea',
    handle: handle({ title: 'titles.areaPanel', bare: true }),
    ...page(() => import('./routes/AreaPanelRoute')),
  },
  {
    path: 'organizer/tournaments/:id/area-scores-polling/:idArea',
    handle: handle({ title: 'titles.areaScoresPolling', bare: true }),
    ...page(() => import('./routes/AreaScoresPollingRoute')),
  },
  {
    path: 'my/settings',
    handle: handle({ title: 'titles.mySettings' }),
    ...shellPage(() => import('./routes/MySettingsRoute')),
  },
  {
    path: 'my/schedule',
    handle: handle({ title: 'titles.mySchedule' }),
    ...shellPage(() => import('./routes/MyScheduleRoute')),
  },
  {
    path: 'my/following',
    handle: handle({ title: 'titles.myFollowing' }),
    ...page(() => import('./routes/MyFollowingRoute')),
  },
  {
    path: 'my/following/groups/:id',
    handle: handle({ title: 'titles.followGroup' }),
    ...page(() => import('./routes/FollowGroupRoute')),
  },
  {
    path: 'my/applications',
    handle: handle({ title: 'titles.myApplications' }),
    ...shellPage(() => import('./routes/MyApplicationsRoute')),
  },
  {
    path: 'rating-import',
    handle: handle({ title: 'titles.ratingImport' }),
    ...shellPage(() => import('./routes/RatingImportRoute')),
  },
  {
    path: 'predictions',
    handle: handle({ title: 'titles.predictions' }),
    ...shellPage(() => import('./routes/PredictionsRoute')),
  },
];

const organizerRoutes: AppRoute[] = [
  // The venue display: organizers run the hall's screens too (listed under the admin pages in the spec, which sent
  // a signed-in organizer to sign-in; docs/decisions.md).
  {
    path: 'game',
    handle: handle({ title: 'titles.game', bare: true }),
    ...shellPage(() => import('./routes/admin/GameRoute')),
  },
  {
    path: 'organizer/tournaments',
    handle: handle({ title: 'titles.organizerTournaments' }),
    ...shellPage(() => import('./routes/organizer/OrganizerTournamentsRoute')),
  },
  {
    path: 'organizer/tournaments/:id',
    handle: handle({ title: 'titles.organizerTournament', ownTitle: true }),
    ...shellPage(() => import('./routes/organizer/OrganizerTournamentLayout')),
    children: [
      { index: true, ...shellPage(() => import('./routes/organizer/OrganizerTournamentOverviewRoute')) },
      {
        path: 'overview',
        ...shellPage(() => import('./routes/organizer/OrganizerTournamentOverviewRoute')),
      },
      {
        path: 'settings',
        ...shellPage(() => import('./routes/organizer/OrganizerTournamentSettingsRoute')),
      },
      {
        path: 'registration',
        ...shellPage(() => import('./routes/organizer/OrganizerTournamentRegistrationRoute')),
      },
      {
        path: 'applications',
        ...shellPage(() => import('./routes/organizer/OrganizerTournamentApplicationsRoute')),
      },
      { path: 'areas', ...shellPage(() => import('./routes/organizer/OrganizerAreasRoute')) },
      {
        path: 'announcements',
        ...shellPage(() => import('./routes/organizer/OrganizerAnnouncementsRoute')),
      },
      { path: 'api-keys', ...shellPage(() => import('./routes/organizer/OrganizerApiKeysRoute')) },
      { path: 'nominations', ...shellPage(() => import('./routes/organizer/OrganizerNominationsRoute')) },
      {
        path: 'nominations/:idNomination',
        ...shellPage(() => import('./routes/organizer/OrganizerNominationLayout')),
        children: [
          {
            index: true,
            ...shellPage(() => import('./routes/organizer/OrganizerNominationOverviewRoute')),
          },
          {
            path: 'overview',
            ...shellPage(() => import('./routes/organizer/OrganizerNominationOverviewRoute')),
          },
          {
            path: 'settings',
            ...shellPage(() => import('./routes/organizer/OrganizerNominationSettingsRoute')),
          },
          {
            path: 'requests',
            ...shellPage(() => import('./routes/organizer/OrganizerNominationRequestsRoute')),
          },
          {
            path: 'stages',
            ...shellPage(() => import('./routes/organizer/OrganizerNominationStagesRoute')),
          },
          { path: 'pools/:idPool', ...shellPage(() => import('./routes/organizer/OrganizerPoolRoute')) },
          {
            path: 'pools/:idPool/fights/:idFight',
            ...shellPage(() => import('./routes/organizer/OrganizerFightRoute')),
          },
        ],
      },
    ],
  },
];

const organizerManagementRoutes: AppRoute[] = [
  {
    path: 'organizer/users',
    handle: handle({ title: 'titles.organizerUsers' }),
    ...shellPage(() => import('./routes/organizer/OrganizerUsersRoute')),
  },
  {
    path: 'organizer/users/:id',
    handle: handle({ title: 'titles.organizerUser' }),
    ...shellPage(() => import('./routes/organizer/OrganizerUserRoute')),
  },
  {
    path: 'organizer/clubs',
    handle: handle({ title: 'titles.organizerClubs' }),
    ...shellPage(() => import('./routes/organizer/OrganizerClubsRoute')),
  },
  {
    path: 'organizer/clubs/:id',
    handle: handle({ title: 'titles.organizerClub' }),
    ...shellPage(() => import('./routes/organizer/OrganizerClubRoute')),
  },
];

const adminPage = (
  path: string,
  title: NonNullable<RouteHandle['title']>,
  load: () => Promise<{ default: ComponentType }>,
): AppRoute => ({ path, handle: handle({ title }), ...shellPage(load) });

const adminRoutes: AppRoute[] = [
  adminPage('admin', 'titles.admin', () => import('./routes/admin/AdminHomeRoute')),
  adminPage(
    'admin/tournaments',
    'titles.adminTournaments',
    () => import('./routes/admin/AdminTournamentsRoute'),
  ),
  adminPage(
    'admin/tournaments/:id',
    'titles.adminTournament',
    () => import('./routes/admin/AdminTournamentRoute'),
  ),
  adminPage('admin/users', 'titles.adminUsers', () => import('./routes/admin/AdminUsersRoute')),
  adminPage(
    'admin/users/merge',
    'titles.adminUsersMerge',
    () => import('./routes/admin/AdminUsersMergeRoute'),
  ),
  adminPage(
    'admin/users/analytics',
    'titles.adminUsersAnalytics',
    () => import('./routes/admin/AdminUsersAnalyticsRoute'),
  ),
  adminPage('admin/users/:id', 'titles.adminUser', () => import('./routes/admin/AdminUserRoute')),
  adminPage('admin/weapons', 'titles.adminWeapons', () => import('./routes/admin/AdminWeaponsRoute')),
  adminPage('admin/weapons/:id', 'titles.adminWeapon', () => import('./routes/admin/AdminWeaponRoute')),
  adminPage(
    'admin/weapon-types',
    'titles.adminWeaponTypes',
    () => import('./routes/admin/AdminWeaponTypesRoute'),
  ),
  adminPage(
    'admin/weapon-types/:id',
    'titles.adminWeaponType',
    () => import('./routes/admin/AdminWeaponTypeRoute'),
  ),
  adminPage('admin/clubs', 'titles.adminClubs', () => import('./routes/admin/AdminClubsRoute')),
  adminPage('admin/clubs/:id', 'titles.adminClub', () => import('./routes/admin/AdminClubRoute')),
  adminPage('admin/licenses', 'titles.adminLicenses', () => import('./routes/admin/AdminLicensesRoute')),
  adminPage('admin/controls', 'titles.adminControls', () => import('./routes/admin/AdminControlsRoute')),
  adminPage(
    'admin/tournament-imports',
    'titles.adminTournamentImports',
    () => import('./routes/admin/AdminTournamentImportsRoute'),
  ),
  adminPage(
    'admin/achievements',
    'titles.adminAchievements',
    () => import('./routes/admin/AdminAchievementsRoute'),
  ),
  adminPage(
    'admin/achievements/:id',
    'titles.adminAchievement',
    () => import('./routes/admin/AdminAchievementRoute'),
  ),
  adminPage('admin/zones', 'titles.adminZones', () => import('./routes/admin/AdminZonesRoute')),
  adminPage('admin/zones/:id', 'titles.adminZone', () => import('./routes/admin/AdminZoneRoute')),
];

/**
 * The shell around the pages: RootLayout at `/`, each level with its error page. A page that fails shows the error
 * page inside the shell; a shell that fails shows it alone.
 */
export const inShell = (pages: AppRoute[]): AppRoute[] => [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: pages,
      },
    ],
  },
];

/** The route table of spec §2 (AppRoutes shows it). Each page is a chunk of its own, loaded on its first visit. */
export const routes: AppRoute[] = inShell([
  ...publicRoutes,
  ...tournamentRoutes,
  guarded(ROUTE_ROLES.signedIn, signedInRoutes),
  guarded(ROUTE_ROLES.organizer, organizerRoutes),
  guarded(ROUTE_ROLES.organizerManagement, organizerManagementRoutes),
  guarded(ROUTE_ROLES.admin, adminRoutes),
  {
    path: '404',
    handle: handle({ title: 'titles.notFound', noFooter: true }),
    ...lazyPage(async () => (await import('./routes/NotFoundRoute')).NotFoundRoute),
  },
  // Spec §2: any unknown path shows /404.
  { path: '*', element: <Navigate to="/404" replace /> },
]);
