import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api/standings';
import { FighterCell } from './FighterCell';

type Figures = Statistics['fighters'][number];
type Exchanges = NonNullable<Figures['exchanges']>;

const COLUMNS = [
  'exchanges',
  'cleanLanded',
  'cleanReceived',
  'afterblowsGiven',
  'afterblowsReceived',
  'doubles',
  'noHit',
] as const satisfies readonly (keyof Exchanges)[];

/**
 * Per-fighter exchanges (the figures HEMA Scorecard shows), over the fights scored exchange by exchange only: the
 * "fights" column says how many of the fighter's fights they cover, so a points-only fight never reads as hitless.
 */
export function ExchangeFiguresTable({ fighters }: { fighters: Figures[] }) {
  const { t } = useTranslation('pages');
  const rows = fighters.flatMap((f) => (f.exchanges ? [{ figures: f, exchanges: f.exchanges }] : []));
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="xs">
      <Text size="sm" c="dimmed" px="xs" pb="xs">
        {t('standings.statistics.exchangesNote')}
      </Text>
      <Table.ScrollContainer minWidth={880}>
        <Table verticalSpacing="xs" fz="sm" data-testid="exchange-figures">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('standings.fighter')}</Table.Th>
              <Table.Th ta="right">{t('standings.statistics.exchangeFights')}</Table.Th>
              {COLUMNS.map((key) => (
                <Table.Th key={key} ta="right">
                  {t(`standings.statistics.exchangeFigures.${key}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('standings.statistics.doubleRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ figures, exchanges }) => (
              <Table.Tr key={figures.fighter._id}>
                <Table.Td>
                  <FighterCell figures={figures} />
                </Table.Td>
                <Table.Td ta="right">
                  {t('standings.statistics.exchangeFightsOf', {
                    covered: exchanges.fights,
                    fights: figures.fights,
                  })}
                </Table.Td>
                {COLUMNS.map((key) => (
                  <Table.Td key={key} ta="right">
                    {exchanges[key]}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{`${exchanges.doubleRate}%`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
