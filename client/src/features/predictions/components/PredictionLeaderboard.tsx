import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { room } from '@hema/shared/realtime/protocol';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PredictionPoints, PredictorLink } from './PredictorCells';
import { useResultChanges } from '../../../lib/live/use-result-changes';
import {
  useRefetchPredictions,
  useTournamentPredictionsQuery,
  type TournamentPredictions,
} from '../api/predictions';

type LeaderboardLine = TournamentPredictions['leaderboard'][number];
const NO_LINES: LeaderboardLine[] = [];

/**
 * A tournament's prediction leaderboard, live: it refetches when the live connection pushes a fight result of the
 * tournament, so a judge's finish moves it without a reload.
 */
export function PredictionLeaderboard({
  tournamentId,
  limit = 10,
}: {
  tournamentId: string;
  limit?: number;
}) {
  const { t } = useTranslation();
  const query = useTournamentPredictionsQuery(tournamentId);
  useResultChanges([room.tournament(tournamentId)], useRefetchPredictions());
  // The answer arrives as a blocking update (the query store); deferred, the table renders in a transition, in
  // slices, not in one task with the rest of the page's first second.
  const lines = useDeferredValue(query.data?.leaderboard ?? NO_LINES);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="prediction-leaderboard">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('predict.leaderboard')}
          </Title>
          <Anchor component={Link} to="/idealista" size="sm">
            {t('predict.bestPredictors')}
          </Anchor>
        </Group>
        {lines.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('predict.noPredictionsYet')}
          </Text>
        ) : (
          <LeaderboardTable lines={lines} limit={limit} />
        )}
      </Stack>
    </Paper>
  );
}

/** The leaderboard's rows; memoized, so the page's other updates do not render them again. */
const LeaderboardTable = memo(function LeaderboardTable({
  lines,
  limit,
}: {
  lines: LeaderboardLine[];
  limit: number;
}) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={6} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>#</Table.Th>
          <Table.Th>{t('predict.predictor')}</Table.Th>
          <Table.Th ta="right">{t('predict.right')}</Table.Th>
          <Table.Th ta="right">{t('predict.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.slice(0, limit).map((line) => (
          <Table.Tr key={line.user._id} data-testid="leaderboard-line" data-username={line.user.username}>
            <Table.Td>{line.rank}</Table.Td>
            <Table.Td>
              <PredictorLink user={line.user} />
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t('predict.rightOf', { correct: line.correct, count: line.predictions })}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <PredictionPoints points={line.points} data-testid="leaderboard-points" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
});
