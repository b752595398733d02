import { Paper, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api/standings';
import { formatNumber } from './explain';
import { FighterCell } from './FighterCell';

type Figures = Statistics['fighters'][number];

/** Per-fighter statistics: fights, wins, losses, draws, win rate (spec §9), doubles per fight, hits, cards. */
export function FighterFiguresTable({ fighters }: { fighters: Figures[] }) {
  const { t } = useTranslation('pages');
  const columns: { key: string; header: string; value: (f: Figures) => string | number }[] = [
    { key: 'fights', header: t('standings.statistics.fights'), value: (f) => f.fights },
    { key: 'w', header: t('standings.short.wins'), value: (f) => f.wins },
    { key: 'l', header: t('standings.short.losses'), value: (f) => f.losses },
    { key: 'd', header: t('standings.short.draws'), value: (f) => f.draws },
    { key: 'rate', header: t('standings.statistics.winRate'), value: (f) => `${f.winRate}%` },
    {
      key: 'dpf',
      header: t('standings.statistics.doublesPerFight'),
      value: (f) => formatNumber(f.doublesPerFight),
    },
    { key: 'pf', header: t('standings.short.pointsFor'), value: (f) => f.pointsFor },
    { key: 'pa', header: t('standings.short.pointsAgainst'), value: (f) => f.pointsAgainst },
    { key: 'cards', header: t('standings.criteria.warnings'), value: (f) => f.cards },
  ];
  return (
    <Paper withBorder radius="lg" p="xs">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" fz="sm" data-testid="fighter-figures">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('standings.fighter')}</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key} ta="right">
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fighters.map((f) => (
              <Table.Tr key={f.fighter._id}>
                <Table.Td>
                  <FighterCell figures={f} />
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta="right">
                    {c.value(f)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
