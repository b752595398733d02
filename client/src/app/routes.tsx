import { ROUTE_ROLES, type Role } from '@hema/shared/auth/roles';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader';
import { loadNamespace } from '../i18n/i18n';
import { nextTask } from '../lib/next-task';
import type { ContentPageKey } from './routes/content-pages';
import { RequireRole } from './routes/RequireRole';
import { RootLayout } from './routes/RootLayout';
import { RouteError } from './routes/RouteError';
import type { RouteHandle } from './routes/route-handle';

const handle = (value: RouteHandle): RouteHandle => value;

/**
 * A page loaded when its route is first visited (its own chunk), with the common texts every page may show (lists,
 * people, live scores, form errors; fetched once). Asked for a task after the route table is built: Vite appends a
 * preload link for each of the chunk's files, tens of milliseconds on a phone that would otherwise lengthen the
 * first load's longest task.
 */
const lazyPage =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => {
    await nextTask();
    const [Component] = await Promise.all([load(), loadNamespace('common')]);
    return { Component };
  };

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
const guarded = (allowed: readonly Role[], children: RouteObject[]): RouteObject => ({
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

const publicRoutes: RouteObject[] = [
  { index: true, handle: handle({ title: 'titles.home', fullLogo: true }), lazy: TournamentsRoute },
  { path: 'tournaments', handle: handle({ title: 'titles.tournaments' }), lazy: TournamentsRoute },
  { path: 'about', handle: handle({ title: 'titles.about', fullLogo: true }), lazy: contentPage('about') },
  {
    path: 'contacts',
    handle: handle({ title: 'titles.contacts', fullLogo: true }),
    lazy: contentPage('contacts'),
  },
  { path: 'tutorial', handle: handle({ title: 'titles.tutorial' }), lazy: contentPage('tutorial') },
  { path: 'cookies', handle: handle({ title: 'titles.cookies' }), lazy: contentPage('cookies') },
  { path: 'terms', handle: handle({ title: 'titles.terms' }), lazy: contentPage('terms') },
  { path: 'artodocs', handle: handle({ title: 'titles.artodocs' }), lazy: contentPage('artodocs') },
  { path: 'rating-about', handle: handle({ title: 'titles.ratingAbout' }), lazy: contentPage('ratingAbout') },
  {
    path: 'timers',
    handle: handle({ title: 'titles.timers' }),
    lazy: shellPage(() => import('./routes/TimersRoute')),
  },
  {
    path: 'login',
    handle: handle({ title: 'titles.login' }),
    lazy: lazyPage(async () => (await import('./routes/LoginRoute')).LoginRoute),
  },
  {
    path: 'registration',
    handle: handle({ title: 'titles.registration' }),
    lazy: lazyPage(async () => (await import('./routes/RegistrationRoute')).RegistrationRoute),
  },
  {
    path: 'password-recovery',
    handle: handle({ title: 'titles.passwordRecovery' }),
    lazy: lazyPage(async () => (await import('./routes/PasswordRecoveryRoute')).PasswordRecoveryRoute),
  },
  {
    path: 'clubs',
    handle: handle({ title: 'titles.clubs', fullLogo: true }),
    lazy: page(() => import('./routes/ClubsRoute')),
  },
  {
    path: 'clubs/:id',
    handle: handle({ title: 'titles.club' }),
    lazy: page(() => import('./routes/ClubRoute')),
  },
  {
    path: 'rating',
    handle: handle({ title: 'titles.rating', fullLogo: true }),
    lazy: shellPage(() => import('./routes/RatingRoute')),
  },
  {
    path: 'rating/weapon-type/:id',
    handle: handle({ title: 'titles.weaponTypeRating' }),
    lazy: shellPage(() => import('./routes/WeaponTypeRatingRoute')),
  },
  {
    path: 'rating/:id',
    handle: handle({ title: 'titles.weaponRating' }),
    lazy: shellPage(() => import('./routes/WeaponRatingRoute')),
  },
  {
    path: 'users',
    handle: handle({ title: 'titles.users', fullLogo: true }),
    lazy: page(() => import('./routes/UsersRoute')),
  },
  {
    // UserRoute reads its tab from the last path segment: summary (default), stats, predictions, graph.
    path: 'users/:id',
    handle: handle({ title: 'titles.user' }),
    lazy: UserRoute,
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
    lazy: shellPage(() => import('./routes/InstantFightRoute')),
  },
  {
    path: 'idealista',
    handle: handle({ title: 'titles.idealista' }),
    lazy: shellPage(() => import('./routes/IdealistaRoute')),
  },
  {
    path: 'error',
    handle: handle({ title: 'titles.error' }),
    lazy: shellPage(() => import('./routes/ErrorPageRoute')),
  },
  {
    path: 'achievements',
    handle: handle({ fullLogo: true }),
    children: [
      { index: true, element: <Navigate to="/achievements/seasonal" replace /> },
      {
        path: 'seasonal',
        handle: handle({ title: 'titles.achievementsSeasonal' }),
        lazy: shellPage(() => import('./routes/AchievementsSeasonalRoute')),
      },
      {
        path: 'permanent',
        handle: handle({ title: 'titles.achievementsPermanent' }),
        lazy: shellPage(() => import('./routes/AchievementsPermanentRoute')),
      },
    ],
  },
];

const tournamentRoutes: RouteObject[] = [
  {
    // The caption overlay is its own app, served by the server at this address (ARCHITECTURE §9).
    path: 'tournament/:idTournament/area-stream-caption/:idArea',
    handle: handle({ bare: true, title: 'titles.areaStreamCaption' }),
    lazy: shellPage(() => import('./routes/AreaStreamCaptionRoute')),
  },
  {
    path: 'tournament/:idTournament',
    handle: handle({ title: 'titles.tournament', ownTitle: true }),
    lazy: shellPage(() => import('./routes/TournamentLayout')),
    children: [
      { index: true, lazy: page(() => import('./routes/TournamentDetailsRoute')) },
      { path: 'categories', lazy: shellPage(() => import('./routes/TournamentCategoriesRoute')) },
      { path: 'summary', lazy: shellPage(() => import('./routes/TournamentSummaryRoute')) },
      {
        path: 'applications/:idNomination?',
        lazy: shellPage(() => import('./routes/TournamentApplicationsRoute')),
      },
      { path: 'registration', lazy: shellPage(() => import('./routes/TournamentRegistrationRoute')) },
      {
        path: 'nomination/:idNomination',
        handle: handle({ nominationHeader: true }),
        lazy: shellPage(() => import('./routes/NominationLayout')),
        children: [
          { index: true, lazy: NominationStagesRoute },
          { path: 'stages', lazy: NominationStagesRoute },
          { path: 'follow-fighter/:idFighter', lazy: page(() => import('./routes/FollowFighterRoute')) },
          { path: 'statistics', lazy: shellPage(() => import('./routes/NominationStatisticsRoute')) },
          { path: 'rating', lazy: shellPage(() => import('./routes/NominationRatingRoute')) },
        ],
      },
    ],
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: 'my/settings',
    handle: handle({ title: 'titles.mySettings' }),
    lazy: shellPage(() => import('./routes/MySettingsRoute')),
  },
  {
    path: 'my/applications',
    handle: handle({ title: 'titles.myApplications' }),
    lazy: shellPage(() => import('./routes/MyApplicationsRoute')),
  },
  {
    path: 'rating-import',
    handle: handle({ title: 'titles.ratingImport' }),
    lazy: shellPage(() => import('./routes/RatingImportRoute')),
  },
  {
    path: 'predictions',
    handle: handle({ title: 'titles.predictions' }),
    lazy: shellPage(() => import('./routes/PredictionsRoute')),
  },
];

const organizerRoutes: RouteObject[] = [
  {
    path: 'organizer/tournaments',
    handle: handle({ title: 'titles.organizerTournaments' }),
    lazy: shellPage(() => import('./routes/organizer/OrganizerTournamentsRoute')),
  },
  {
    path: 'organizer/tournaments/:id/area-scores/:idArea',
    handle: handle({ title: 'titles.areaScores', bare: true }),
    lazy: page(() => import('./routes/AreaScoresRoute')),
  },
  {
    path: 'organizer/tournaments/:id/area-scores-polling/:idArea',
    handle: handle({ title: 'titles.areaScoresPolling', bare: true }),
    lazy: page(() => import('./routes/AreaScoresPollingRoute')),
  },
  {
    path: 'organizer/tournaments/:id',
    handle: handle({ title: 'titles.organizerTournament', ownTitle: true }),
    lazy: shellPage(() => import('./routes/organizer/OrganizerTournamentLayout')),
    children: [
      { index: true, lazy: shellPage(() => import('./routes/organizer/OrganizerTournamentOverviewRoute')) },
      {
        path: 'overview',
        lazy: shellPage(() => import('./routes/organizer/OrganizerTournamentOverviewRoute')),
      },
      {
        path: 'settings',
        lazy: shellPage(() => import('./routes/organizer/OrganizerTournamentSettingsRoute')),
      },
      {
        path: 'registration',
        lazy: shellPage(() => import('./routes/organizer/OrganizerTournamentRegistrationRoute')),
      },
      {
        path: 'applications',
        lazy: shellPage(() => import('./routes/organizer/OrganizerTournamentApplicationsRoute')),
      },
      { path: 'areas', lazy: shellPage(() => import('./routes/organizer/OrganizerAreasRoute')) },
      { path: 'nominations', lazy: shellPage(() => import('./routes/organizer/OrganizerNominationsRoute')) },
      {
        path: 'nominations/:idNomination',
        lazy: shellPage(() => import('./routes/organizer/OrganizerNominationLayout')),
        children: [
          {
            index: true,
            lazy: shellPage(() => import('./routes/organizer/OrganizerNominationOverviewRoute')),
          },
          {
            path: 'overview',
            lazy: shellPage(() => import('./routes/organizer/OrganizerNominationOverviewRoute')),
          },
          {
            path: 'settings',
            lazy: shellPage(() => import('./routes/organizer/OrganizerNominationSettingsRoute')),
          },
          {
            path: 'requests',
            lazy: shellPage(() => import('./routes/organizer/OrganizerNominationRequestsRoute')),
          },
          {
            path: 'stages',
            lazy: shellPage(() => import('./routes/organizer/OrganizerNominationStagesRoute')),
          },
          { path: 'pools/:idPool', lazy: shellPage(() => import('./routes/organizer/OrganizerPoolRoute')) },
          {
            path: 'pools/:idPool/fights/:idFight',
            lazy: shellPage(() => import('./routes/organizer/OrganizerFightRoute')),
          },
        ],
      },
    ],
  },
];

const organizerManagementRoutes: RouteObject[] = [
  {
    path: 'organizer/users',
    handle: handle({ title: 'titles.organizerUsers' }),
    lazy: shellPage(() => import('./routes/organizer/OrganizerUsersRoute')),
  },
  {
    path: 'organizer/users/:id',
    handle: handle({ title: 'titles.organizerUser' }),
    lazy: shellPage(() => import('./routes/organizer/OrganizerUserRoute')),
  },
  {
    path: 'organizer/clubs',
    handle: handle({ title: 'titles.organizerClubs' }),
    lazy: shellPage(() => import('./routes/organizer/OrganizerClubsRoute')),
  },
  {
    path: 'organizer/clubs/:id',
    handle: handle({ title: 'titles.organizerClub' }),
    lazy: shellPage(() => import('./routes/organizer/OrganizerClubRoute')),
  },
];

const adminPage = (
  path: string,
  title: NonNullable<RouteHandle['title']>,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({ path, handle: handle({ title }), lazy: shellPage(load) });

const adminRoutes: RouteObject[] = [
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
  {
    path: 'game',
    handle: handle({ title: 'titles.game', bare: true }),
    lazy: shellPage(() => import('./routes/admin/GameRoute')),
  },
];

/** The route table of spec §2. Every page is its own lazily loaded chunk; the shell (RootLayout) is in the entry. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          ...tournamentRoutes,
          guarded(ROUTE_ROLES.signedIn, signedInRoutes),
          guarded(ROUTE_ROLES.organizer, organizerRoutes),
          guarded(ROUTE_ROLES.organizerManagement, organizerManagementRoutes),
          guarded(ROUTE_ROLES.admin, adminRoutes),
          {
            path: '404',
            handle: handle({ title: 'titles.notFound', noFooter: true }),
            lazy: lazyPage(async () => (await import('./routes/NotFoundRoute')).NotFoundRoute),
          },
          // Spec §2: any unknown path shows /404.
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];
