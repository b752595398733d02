import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { useUserPredictionsQuery } from '../api/predictions';
import { PredictionBadge } from './PredictFight';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={800}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A user's predictions (the user page's predictions tab, spec §2): totals, then every prediction with its fight,
 * outcome and points, most recent first.
 */
export function UserPredictions({ userKey }: { userKey: string }) {
  const { t } = useTranslation();
  const query = useUserPredictionsQuery(userKey);
  if (!query.data) return null;
  const { totals, items } = query.data;
  if (items.length === 0)
    return (
      <EmptyPanel
        icon="target"
        title={t('users.predictionsEmpty')}
        description={t('users.predictionsEmptyHint')}
      />
    );
  const accuracy = totals.predictions > 0 ? Math.round((totals.correct / totals.predictions) * 100) : 0;
  return (
    <Stack gap="md" data-testid="user-predictions">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('predict.made')} value={totals.made} />
        <Figure
          label={t('predict.right')}
          value={t('predict.rightOf', { correct: totals.correct, count: totals.predictions })}
        />
        <Figure label={t('predict.accuracy')} value={`${accuracy}%`} />
        <Figure label={t('predict.points')} value={totals.points} />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="sm" striped>
          <Table.Tbody>
            {items.map((item) => {
              const picked = item.winner === 1 ? item.fight.fighter1 : item.fight.fighter2;
              return (
                <Table.Tr key={item.fightId} data-testid="user-prediction">
                  <Table.Td>
                    <Text fw={600} lineClamp={2}>
                      {t('predict.versus', {
                        fighter1: item.fight.fighter1.name,
                        fighter2: item.fight.fighter2.name,
                      })}
                    </Text>
                    <Group gap={4} mb={4}>
                      <Anchor component={Link} to={`/tournament/${item.fight.tournament.idString}`} size="xs">
                        {item.fight.tournament.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        · {item.fight.nomination.title}
                      </Text>
                    </Group>
                    {item.outcome === 'open' ? (
                      <Badge variant="light" color="indigo" style={{ textTransform: 'none' }}>
                        {t('predict.pickOf', { name: picked.name })}
                      </Badge>
                    ) : (
                      <PredictionBadge prediction={item} name={picked.name} />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
