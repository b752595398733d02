import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StandingsTable as Table_ } from '../api/standings';
import { criterionLabel, explainRow, FIXED_FIGURES, formatNumber, type Translate } from './explain';
import { MEDAL_COLORS } from './medal-colors';

interface StandingsTableProps {
  table: Table_;
  /** Draw without its own frame (inside a pool card). */
  bare?: boolean;
  /** Links a fighter's name (the public follow-fighter page). */
  fighterHref?: (fighterId: string) => string;
  /** A team category ranks teams: the column says so. */
  teams?: boolean;
}

/**
 * A ranked table: place, fighter with the reason for the place under the name (so it stays visible on a phone),
 * wins, losses, draws, doubles, hits given and received, then the rating mode's other criteria.
 */
export function StandingsTable({ table, bare = false, fighterHref, teams = false }: StandingsTableProps) {
  const { t } = useTranslation('pages');
  const criteria = table.criteria.filter((c) => !FIXED_FIGURES.has(c.key));
  const figures: {
    key: string;
    header: string;
    title: string;
    value: (row: Table_['rows'][number]) => number;
  }[] = [
    {
      key: 'w',
      header: t('standings.short.wins'),
      title: t('standings.criteria.wins'),
      value: (r) => r.stats.wins,
    },
    {
      key: 'l',
      header: t('standings.short.losses'),
      title: t('standings.losses'),
      value: (r) => r.stats.losses,
    },
    {
      key: 'd',
      header: t('standings.short.draws'),
      title: t('standings.draws'),
      value: (r) => r.stats.draws,
    },
    {
      key: 'dbl',
      header: t('standings.short.doubles'),
      title: t('standings.criteria.doubles'),
      value: (r) => r.stats.doubles,
    },
    {
      key: 'pf',
      header: t('standings.short.pointsFor'),
      title: t('standings.criteria.pointsFor'),
      value: (r) => r.stats.pointsFor,
    },
    {
      key: 'pa',
      header: t('standings.short.pointsAgainst'),
      title: t('standings.criteria.pointsAgainst'),
      value: (r) => r.stats.pointsAgainst,
    },
  ];
  const body = (
    <Table.ScrollContainer minWidth={460 + criteria.length * 80}>
      <Table verticalSpacing="xs" fz="sm" data-testid="standings-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('standings.place')}</Table.Th>
            <Table.Th>{teams ? t('standings.team') : t('standings.fighter')}</Table.Th>
            {figures.map((f) => (
              <Table.Th key={f.key} ta="right" w={44}>
                <abbr title={f.title} style={{ textDecoration: 'none' }}>
                  {f.header}
                </abbr>
              </Table.Th>
            ))}
            {criteria.map((c) => (
              <Table.Th key={c.key} ta="right" w={90}>
                {criterionLabel(t as unknown as Translate, c.key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => {
            const why = explainRow(t as unknown as Translate, row, table);
            const span = 1 + figures.length + criteria.length;
            return (
              <Fragment key={row.fighter._id}>
                <Table.Tr data-testid="standings-row" style={why ? { borderBottom: 'none' } : undefined}>
                  <Table.Td>
                    {/* Medal colours only for the category's medallists (the server's one computation): a pool's
                        2nd place is no silver, and a medal badge never disagrees with the summary. */}
                    {row.place === null ? (
                      <Text c="dimmed">—</Text>
                    ) : (
                      <Badge
                        variant={row.medal ? 'filled' : 'light'}
                        color={row.medal ? MEDAL_COLORS[row.medal] : 'indigo'}
                        radius="sm"
                        data-testid="standings-place"
                      >
                        {row.place}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td miw={150}>
                    <Stack gap={0}>
                      <Group gap={6} wrap="nowrap">
                        {fighterHref ? (
                          <Anchor component={Link} to={fighterHref(row.fighter._id)} size="sm" fw={600}>
                            {row.fighter.name}
                          </Anchor>
                        ) : (
                          <Text size="sm" fw={600}>
                            {row.fighter.name}
                          </Text>
                        )}
                        {row.droppedOut && (
                          <Badge size="xs" color="red" variant="light">
                            {t('standings.droppedOut')}
                          </Badge>
                        )}
                      </Group>
                      {row.fighter.club && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {row.fighter.club.title}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  {figures.map((f) => (
                    <Table.Td key={f.key} ta="right">
                      {f.value(row)}
                    </Table.Td>
                  ))}
                  {criteria.map((c) => (
                    <Table.Td key={c.key} ta="right">
                      {row.values[c.key] === undefined ? '—' : formatNumber(row.values[c.key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {why && (
                  <Table.Tr>
                    <Table.Td pt={0} />
                    <Table.Td colSpan={span} pt={0}>
                      {/* Kept within the screen's width: on a phone the table scrolls sideways, the reason does not. */}
                      <Text
                        size="xs"
                        c="dimmed"
                        fs="italic"
                        maw="calc(100vw - 140px)"
                        data-testid="standings-why"
                      >
                        {why}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  if (bare) return body;
  return (
    <Paper withBorder radius="lg" p="xs">
      {body}
    </Paper>
  );
}
