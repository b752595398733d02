import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DataGrid } from '../../components/grid/components/DataGrid';
import { useTournamentGrid } from '../../features/tournaments/hooks/use-tournament-grid';

interface TournamentsRouteProps {
  /** The home page (`/`) greets the visitor above the same list; read from the path when left out. */
  home?: boolean;
}

/** `/` and `/tournaments`: the public tournament list (spec §2). */
export default function TournamentsRoute({ home }: TournamentsRouteProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isHome = home ?? pathname === '/';
  const grid = useTournamentGrid();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {isHome ? t('tournaments.homeTitle') : t('tournaments.title')}
        </Title>
        {isHome && (
          <Text c="dimmed" size="lg" maw={640}>
            {t('tournaments.homeSubtitle')}
          </Text>
        )}
      </Stack>
      <DataGrid {...grid} />
    </Stack>
  );
}

export { TournamentsRoute };
