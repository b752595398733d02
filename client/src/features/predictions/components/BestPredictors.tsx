import { Button, Table, Text } from '@mantine/core';
import { MIN_PREDICTIONS } from '@hema/shared/rating/predictors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PredictionPoints, PredictorLink } from './PredictorCells';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { useBestPredictorsQuery } from '../api/predictions';

/** `/idealista`: the best predictors of a zone (spec §5: 10 or more resolved predictions), by accuracy then points. */
export function BestPredictors({ zone }: { zone: string | undefined }) {
  const { t } = useTranslation(['translation', 'pages']);
  const query = useBestPredictorsQuery(zone);
  if (!query.data) return null;
  const items = query.data.items;
  if (items.length === 0)
    return (
      <EmptyPanel
        icon="target"
        title={t('pages:idealista.emptyTitle')}
        description={t('pages:idealista.emptyText', { count: MIN_PREDICTIONS })}
        actions={
          <Button component={Link} to="/predictions" variant="light">
            {t('predict.toOpenFights')}
          </Button>
        }
      />
    );
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" striped data-testid="best-predictors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>{t('predict.predictor')}</Table.Th>
            <Table.Th ta="right">{t('predict.accuracy')}</Table.Th>
            <Table.Th ta="right" visibleFrom="xs">
              {t('predict.right')}
            </Table.Th>
            <Table.Th ta="right">{t('predict.points')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((line) => (
            <Table.Tr key={line.user._id} data-testid="best-predictor">
              <Table.Td>{line.rank}</Table.Td>
              <Table.Td>
                <PredictorLink user={line.user} />
              </Table.Td>
              <Table.Td ta="right">
                <Text fw={700}>{line.accuracy}%</Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="xs">
                {t('predict.rightOf', { correct: line.correct, count: line.predictions })}
              </Table.Td>
              <Table.Td ta="right">
                <PredictionPoints points={line.points} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
