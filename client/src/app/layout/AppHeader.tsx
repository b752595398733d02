import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/ui/Logo';
import { HeaderSessionControl } from '../../features/auth/components/HeaderSessionControl';
import { ZoneLanguageSelector } from '../../features/locale/components/ZoneLanguageSelector';
import type { LocaleViewer } from '../../features/locale/hooks/use-locale-startup';
import { organizerMenuLinks, userMenuLinks, type MenuUser } from '../navigation/menu-links';
import { MainNav } from './MainNav';

// The drawer (modal machinery, focus trap, scroll lock) loads the first time the burger is pressed.
const MobileNav = lazy(() => import('./MobileNav'));
// Menus (popover machinery) load only for the visitors who get one.
const OrganizerMenu = lazy(() => import('./OrganizerMenu'));

interface AppHeaderProps {
  user: MenuUser | null;
  viewer: LocaleViewer | null;
  /** Spec §2: the full logo on the listed routes, the compact one elsewhere. */
  fullLogo: boolean;
}

/** Spec §2 header: logo, main menu (burger on narrow screens), zone and language selector, organizer and user menus. */
export function AppHeader({ user, viewer, fullLogo }: AppHeaderProps) {
  const { t } = useTranslation();
  const [navOpened, setNavOpened] = useState(false);
  const [navLoaded, setNavLoaded] = useState(false);
  const [now] = useState(() => new Date());
  const organizerLinks = useMemo(() => organizerMenuLinks(user, now), [user, now]);
  const userLinks = useMemo(() => (user ? userMenuLinks(user) : []), [user]);

  return (
    <Container size="xl" h={60} px={{ base: 'sm', sm: 'md' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={() => {
              setNavLoaded(true);
              setNavOpened((opened) => !opened);
            }}
            hiddenFrom="lg"
            size="sm"
            aria-label={t('nav.openMenu')}
          />
          <Anchor component={Link} to="/" underline="never" aria-label={t('nav.home')}>
            <Logo full={fullLogo} name={t('app.name')} />
          </Anchor>
        </Group>
        <MainNav />
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="lg">
            <ZoneLanguageSelector viewer={viewer} />
          </Box>
          {organizerLinks.length > 0 && (
            <Box visibleFrom="lg">
              <Suspense fallback={null}>
                <OrganizerMenu links={organizerLinks} />
              </Suspense>
            </Box>
          )}
          <HeaderSessionControl
            userLinks={userLinks.map((link) => ({ to: link.to, label: t(link.label) }))}
          />
        </Group>
      </Group>
      {navLoaded && (
        <Suspense fallback={null}>
          <MobileNav
            opened={navOpened}
            onClose={() => setNavOpened(false)}
            organizerLinks={organizerLinks}
            userLinks={userLinks}
            selector={<ZoneLanguageSelector viewer={viewer} fullWidth onChosen={() => setNavOpened(false)} />}
          />
        </Suspense>
      )}
    </Container>
  );
}
