import { Anchor, Badge, Box, Button, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { room } from '@hema/shared/realtime/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { useFightStates } from '../../../lib/live/use-live';
import { useResultChanges } from '../../../lib/live/use-result-changes';
import { useOpenFightsQuery, useRefetchPredictions, type OpenFights } from '../api/predictions';
import { PredictFight } from './PredictFight';
import { PredictionLeaderboard } from './PredictionLeaderboard';

type OpenFight = OpenFights['fights'][number];

/** Fights shown per tournament before "Show more": a tournament's whole day of pool bouts is hundreds of cards. */
export const OPEN_FIGHTS_PAGE = 10;

/**
 * `/predictions`: the fights of online tournaments that have not started, one tournament at a time (a picker for the
 * others), each fight with its pick, and the tournament's leaderboard. Pushed live through the tournaments' rooms: a fight that starts locks at once, results
 * and new fights (a bracket's next round) bring a fresh list.
 */
export function OpenFightsBoard() {
  const { t } = useTranslation();
  const query = useOpenFightsQuery();
  const fights = useMemo(() => query.data?.fights ?? [], [query.data]);
  const tournaments = useMemo(() => {
    const groups = new Map<string, { tournament: OpenFight['tournament']; fights: OpenFight[] }>();
    for (const fight of fights) {
      const group = groups.get(fight.tournament._id) ?? { tournament: fight.tournament, fights: [] };
      group.fights.push(fight);
      groups.set(fight.tournament._id, group);
    }
    return [...groups.values()];
  }, [fights]);
  const rooms = useMemo(() => tournaments.map((g) => room.tournament(g.tournament._id)), [tournaments]);
  const { states } = useFightStates(rooms);
  const statusOf = useMemo(() => new Map(states.map((s) => [s.fightId, s.view.status])), [states]);
  useResultChanges(rooms, useRefetchPredictions());

  // The server lists the most relevant tournament first (today's, then one the person is in): the page opens on it.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const current = tournaments.find((g) => g.tournament._id === chosenId) ?? tournaments[0];

  if (query.isSuccess && tournaments.length === 0)
    return (
      <EmptyPanel
        icon="target"
        title={t('predict.noOpenFights')}
        description={t('predict.noOpenFightsText')}
      />
    );
  if (!current) return null;
  const { tournament, fights: open } = current;
  return (
    <Stack gap="lg">
      {tournaments.length > 1 && (
        <Select
          label={t('predict.tournament')}
          maw={420}
          allowDeselect={false}
          value={tournament._id}
          onChange={setChosenId}
          data={tournaments.map((g) => ({
            value: g.tournament._id,
            label: `${g.tournament.title} (${t('predict.openCount', { count: g.fights.length })})`,
          }))}
        />
      )}
      <Box key={tournament._id} data-testid="predict-tournament">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} fz="xl" lineClamp={1}>
                  <Anchor component={Link} to={`/tournament/${tournament.idString}`} inherit>
                    {tournament.title}
                  </Anchor>
                </Title>
                <Badge variant="light" color="indigo" style={{ flexShrink: 0 }}>
                  {t('predict.openCount', { count: open.length })}
                </Badge>
              </Group>
              <TournamentOpenFights tournamentId={tournament._id} fights={open} statusOf={statusOf} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PredictionLeaderboard tournamentId={tournament._id} />
          </Grid.Col>
        </Grid>
      </Box>
    </Stack>
  );
}

/** One tournament's open fights, the first page at once and the rest page by page ("Show more"). */
function TournamentOpenFights({
  tournamentId,
  fights,
  statusOf,
}: {
  tournamentId: string;
  fights: OpenFight[];
  statusOf: ReadonlyMap<string, OpenFight['status']>;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(OPEN_FIGHTS_PAGE);
  const rest = fights.length - shown;
  return (
    <>
      {fights.slice(0, shown).map((fight) => (
        <Paper key={fight._id} withBorder radius="md" p="sm" data-testid="open-fight">
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[fight.nomination.title, fight.ring?.title].filter(Boolean).join(' · ')}
          </Text>
          <Text fw={700} mb={6} lineClamp={2}>
            {t('predict.versus', { fighter1: fight.fighter1.name, fighter2: fight.fighter2.name })}
          </Text>
          <PredictFight
            tournamentId={tournamentId}
            fightId={fight._id}
            fighter1={fight.fighter1}
            fighter2={fight.fighter2}
            status={statusOf.get(fight._id) ?? fight.status}
          />
        </Paper>
      ))}
      {rest > 0 && (
        <Button variant="light" onClick={() => setShown((n) => n + OPEN_FIGHTS_PAGE)}>
          {t('predict.showMore', { count: Math.min(rest, OPEN_FIGHTS_PAGE), total: rest })}
        </Button>
      )}
    </>
  );
}
