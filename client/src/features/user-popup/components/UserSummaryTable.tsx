import { Badge, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatRelativeTime } from '@hema/shared/ui-rules/relative-time';
import {
  buildSummaryRows,
  sortSummaryRows,
  type NominationResult,
  type SortDirection,
  type SummaryRow,
  type SummarySortField,
  type WeaponRating,
} from '@hema/shared/rating/summary';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingFigure } from '../../../components/ui/RatingFigure';
import type { UserProfile } from '../api/user-profile';

interface UserSummaryTableProps {
  profile: Pick<UserProfile, 'nominationsResults' | 'weaponsRating'>;
  /** Only results of this zone count (spec §2). */
  zoneId: string | null;
  /** "Now" for the last activity; the clock by default. */
  now?: Date;
}

type Column = { field: SummarySortField | 'medals'; label: string; align?: 'right' | 'center' };

/** The summary rows of a profile in a zone (spec §2), sorted by weapon title. */
export function summaryRowsOf(
  profile: Pick<UserProfile, 'nominationsResults' | 'weaponsRating'>,
  zoneId: string | null,
): SummaryRow[] {
  if (!zoneId) return [];
  return buildSummaryRows(
    profile.nominationsResults as NominationResult[],
    profile.weaponsRating as WeaponRating[],
    zoneId,
  );
}

/**
 * The summary table of spec §2: one row per weapon with weapon, rank, rating, events, fights, win rate, medals
 * (gold/silver/bronze) and last activity as time ago; every column but medals sorts, by weapon title first.
 */
export function UserSummaryTable({ profile, zoneId, now }: UserSummaryTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [sort, setSort] = useState<{ field: SummarySortField; direction: SortDirection }>({
    field: 'title',
    direction: 'asc',
  });
  const rows = useMemo(
    () => sortSummaryRows(summaryRowsOf(profile, zoneId), sort.field, sort.direction),
    [profile, zoneId, sort],
  );

  const columns: Column[] = [
    { field: 'title', label: t('summary.weapon') },
    { field: 'rank', label: t('summary.rank'), align: 'right' },
    { field: 'rating', label: t('summary.rating'), align: 'right' },
    { field: 'nominations', label: t('summary.events'), align: 'right' },
    { field: 'fights', label: t('summary.fights'), align: 'right' },
    { field: 'winRate', label: t('summary.winRate'), align: 'right' },
    { field: 'medals', label: t('summary.medals'), align: 'center' },
    { field: 'lastActivity', label: t('summary.lastActivity') },
  ];

  const toggle = (field: SummarySortField) =>
    setSort((current) =>
      current.field === field
        ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: 'asc' },
    );

  const none = t('summary.none');
  const when = (row: SummaryRow) =>
    row.lastActivity ? formatRelativeTime(row.lastActivity, now ?? new Date(), locale) : none;

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label={t('users.tabs.summary')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              if (column.field === 'medals') {
                return (
                  <Table.Th key={column.field} ta="center">
                    {column.label}
                  </Table.Th>
                );
              }
              const field = column.field;
              const active = sort.field === field;
              return (
                <Table.Th
                  key={field}
                  ta={column.align}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <UnstyledButton onClick={() => toggle(field)} fz="sm" fw={700}>
                    {column.label}{' '}
                    <Text component="span" size="xs" c={active ? 'indigo.7' : 'gray.5'} aria-hidden="true">
                      {active ? (sort.direction === 'asc' ? '↑' : '↓') : '↕'}
                    </Text>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.weaponId}>
              <Table.Td fw={600}>{row.title}</Table.Td>
              <Table.Td ta="right">{row.rank ?? none}</Table.Td>
              <Table.Td ta="right">
                {row.glicko ? <RatingFigure rating={row.glicko.rating} rd={row.glicko.rd} /> : none}
              </Table.Td>
              <Table.Td ta="right">{row.nominations}</Table.Td>
              <Table.Td ta="right">{row.fights}</Table.Td>
              <Table.Td ta="right">{row.winRate}%</Table.Td>
              <Table.Td>
                <Group gap={4} justify="center" wrap="nowrap">
                  <Tooltip label={t('summary.gold')}>
                    <Badge
                      color="yellow"
                      variant="light"
                      aria-label={`${t('summary.gold')}: ${row.places.first}`}
                    >
                      {row.places.first}
                    </Badge>
                  </Tooltip>
                  <Tooltip label={t('summary.silver')}>
                    <Badge
                      color="gray"
                      variant="light"
                      aria-label={`${t('summary.silver')}: ${row.places.second}`}
                    >
                      {row.places.second}
                    </Badge>
                  </Tooltip>
                  <Tooltip label={t('summary.bronze')}>
                    <Badge
                      color="orange"
                      variant="light"
                      aria-label={`${t('summary.bronze')}: ${row.places.third}`}
                    >
                      {row.places.third}
                    </Badge>
                  </Tooltip>
                </Group>
              </Table.Td>
              <Table.Td c="dimmed">{when(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
