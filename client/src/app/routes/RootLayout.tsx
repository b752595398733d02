import { AppShell, Container } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router-dom';
import { AppHeader } from '../../components/ui/AppHeader';
import { NavigationProgress } from '../../components/ui/NavigationProgress';
import { HeaderSessionControl } from '../../features/auth/components/HeaderSessionControl';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { useRouteTitle } from './use-route-title';

/** The minimal shell of the skeleton: header with logo, language switch and session corner; the page below. */
export function RootLayout() {
  useRouteTitle();
  useSessionCheck();
  const navigation = useNavigation();

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <AppHeader session={<HeaderSessionControl />} />
        <NavigationProgress active={navigation.state !== 'idle'} />
      </AppShell.Header>
      <AppShell.Main bg="gray.0" mih="100dvh">
        <Container size="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 40 }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
