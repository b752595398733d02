import { useMailLocaleSync } from '../../features/notifications/hooks/use-mail-locale-sync';
import { Box, Container, rem } from '@mantine/core';
import { memo, Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { SHOW_USER_EVENT, shownUserId } from '../../features/user-popup/show-user';
import { Outlet } from 'react-router-dom';
import { NavigationProgress } from '../../components/ui/NavigationProgress';
import { useSessionUser } from '../../features/auth/api/session-store';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { CookieBanner } from '../../features/cookie-consent/components/CookieBanner';
import { useLocaleStartup, type LocaleViewer } from '../../features/locale/hooks/use-locale-startup';
import { lazyWithTexts } from '../../lib/load-with-texts';
import { AppFooter } from '../layout/AppFooter';
import { AppHeader } from '../layout/AppHeader';
import classes from './RootLayout.module.css';
import { useNavigationPending } from './route-state';
import { useRouteTitle } from './use-route-title';
import { useShellRules } from './use-shell-rules';

// Not needed for the first paint: each arrives in its own chunk, with the texts it shows.
const NominationsBar = lazyWithTexts(
  ['pages'],
  () => import('../../features/tournament-page/components/NominationsBar'),
);
// The user pop-up (grid helper's feature) listens for the global "show user" event.
const UserPopupHost = lazyWithTexts(
  ['common'],
  () => import('../../features/user-popup/components/UserPopupHost'),
);

/**
 * The page of the current route. The shell re-renders whenever the session check, the zone and language start-up
 * or the navigation state answer (several times during a first load); memoized, the page below it does not, and
 * React Router still renders it anew on every navigation through its own context.
 */
const Page = memo(function Page() {
  return <Outlet />;
});

/** Height of the tournament bar under the header on nomination pages. */
const NOMINATION_BAR_HEIGHT = 48;

/**
 * react-remove-scroll's class for fixed elements at the right edge (its `zeroRightClassName`): while a modal locks
 * the page's scroll, the header keeps its width instead of jumping by the scrollbar's. Written out, not imported:
 * the library arrives with the first modal, not with the shell.
 */
const KEEP_RIGHT_EDGE_WHILE_SCROLL_LOCKED = 'right-scroll-bar-position';

/**
 * The shell of spec §2: header with logo, menus and selector; the nominations bar on nomination pages; the page;
 * the footer (not on 404); the cookie notice and the user pop-up. Bare routes (captions, area scores, game) get
 * the page alone.
 */
export function RootLayout() {
  useRouteTitle();
  useSessionCheck();
  useMailLocaleSync();
  const user = useSessionUser();
  const viewer = useMemo<LocaleViewer | null>(
    () => (user ? { isAdmin: user.role === 'ADMIN', zones: user.zones } : null),
    [user],
  );
  useLocaleStartup(viewer);
  const rules = useShellRules();
  const navigationPending = useNavigationPending();
  // The pop-up's code loads on the first "show user" event; the id of that first event is handed over, so a click
  // made before the chunk arrived still opens it.
  const [firstShownUser, setFirstShownUser] = useState<string | null>(null);
  useEffect(() => {
    const remember = (event: Event) => setFirstShownUser((current) => current ?? shownUserId(event));
    window.addEventListener(SHOW_USER_EVENT, remember);
    return () => window.removeEventListener(SHOW_USER_EVENT, remember);
  }, []);

  if (rules.bare) return <Page />;

  const headerHeight = 60 + (rules.nominationHeader ? NOMINATION_BAR_HEIGHT : 0);
  return (
    <div style={{ '--shell-header-height': rem(headerHeight) } as CSSProperties}>
      <header className={`${classes.header} ${KEEP_RIGHT_EDGE_WHILE_SCROLL_LOCKED}`}>
        <AppHeader user={user} viewer={viewer} fullLogo={rules.fullLogo} />
        {rules.nominationHeader && (
          <Box h={NOMINATION_BAR_HEIGHT} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Suspense fallback={null}>
              <NominationsBar />
            </Suspense>
          </Box>
        )}
        <NavigationProgress active={navigationPending} />
      </header>
      <main className={classes.main}>
        <Container
          size="xl"
          w="100%"
          px={{ base: 'md', sm: 'xl' }}
          py={{ base: 'lg', sm: 40 }}
          style={{ flex: 1 }}
        >
          <Page />
        </Container>
        {rules.footer && <AppFooter />}
      </main>
      <CookieBanner />
      {firstShownUser && (
        <Suspense fallback={null}>
          <UserPopupHost initialUserId={firstShownUser} />
        </Suspense>
      )}
    </div>
  );
}
