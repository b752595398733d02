import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { SideScroll } from '../../components/ui/SideScroll';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import type { NominationOutletContext } from '../../features/tournament-page/hooks/use-nomination-outlet';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

const TABS = [
  { path: '', label: 'pages:tournament.nominationTabs.stages' },
  { path: 'statistics', label: 'pages:tournament.nominationTabs.statistics' },
  { path: 'rating', label: 'pages:tournament.nominationTabs.rating' },
] as const;

/** `/tournament/{id}/nomination/{idNomination}/*`: the category's title and tabs (stages by default). */
export default function NominationLayout() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useTournamentOutlet();
  const { idNomination = '' } = useParams();
  const { pathname } = useLocation();
  const nomination = tournament.nominations.find(
    (n) => n._id === idNomination || n.idString === idNomination,
  );

  if (!nomination) {
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:tournament.nominationNotFound')}
        description={t('pages:tournament.nominationNotFoundText')}
        actions={
          <Button
            component={Link}
            to={`/tournament/${encodeURIComponent(tournament.idString)}/categories`}
            variant="light"
          >
            {t('pages:tournament.tabs.categories')}
          </Button>
        }
      />
    );
  }

  const base = `/tournament/${encodeURIComponent(tournament.idString)}/nomination/${encodeURIComponent(idNomination)}`;
  const active =
    TABS.slice(1).find((tab) => pathname === `${base}/${tab.path}`)?.path ??
    (pathname.startsWith(`${base}/follow-fighter`) ? null : '');
  const context: NominationOutletContext = { tournament, nomination };

  return (
    <Stack gap={0}>
      <Group gap="sm" mb="md" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {nomination.title}
        </Title>
        {nomination.weapon && <Badge variant="light">{nomination.weapon.title}</Badge>}
      </Group>
      <SideScroll mb="xl">
        <Group
          component="nav"
          aria-label={t('pages:tournament.nominationSections')}
          gap={4}
          wrap="nowrap"
          pb={2}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          {TABS.map((tab) => (
            <Button
              key={tab.path}
              component={Link}
              to={tab.path ? `${base}/${tab.path}` : base}
              variant={active === tab.path ? 'light' : 'subtle'}
              color={active === tab.path ? 'indigo' : 'gray'}
              aria-current={active === tab.path ? 'page' : undefined}
              size="sm"
              style={{ flexShrink: 0 }}
            >
              {t(tab.label)}
            </Button>
          ))}
        </Group>
      </SideScroll>
      <Outlet context={context} />
    </Stack>
  );
}
