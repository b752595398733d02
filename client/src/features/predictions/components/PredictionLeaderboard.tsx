import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { room } from '@hema/shared/realtime/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useResultChanges } from '../../live/hooks/use-result-changes';
import { useRefetchPredictions, useTournamentPredictionsQuery } from '../api/predictions';

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
  const lines = query.data?.leaderboard ?? [];
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
                <Table.Tr
                  key={line.user._id}
                  data-testid="leaderboard-line"
                  data-username={line.user.username}
                >
                  <Table.Td>{line.rank}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/users/${line.user.username}/predictions`} fw={600}>
                      {line.user.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {t('predict.rightOf', { correct: line.correct, count: line.predictions })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Badge variant="light" color="indigo" data-testid="leaderboard-points">
                      {line.points}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
