import { Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { winRate } from '@hema/shared/rating/summary';
import { useTranslation } from 'react-i18next';
import { useUserFightsQuery, type UserFightStats } from '../api/user-fights';
import { RatingFigure } from '../../../components/ui/RatingFigure';
import { UserNameButton } from '../../../components/ui/UserNameButton';

type WeaponStats = UserFightStats['weapons'][number];
type Opponent = WeaponStats['headToHead'][number];

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** Wins–losses–draws, the way fighters read a record. */
const record = (r: Pick<Opponent, 'wins' | 'losses' | 'draws'>) => `${r.wins}–${r.losses}–${r.draws}`;

function Opponents({
  title,
  rows,
  rating,
}: {
  title: string;
  rows: (Opponent & { rating?: number; rd?: number })[];
  rating?: boolean;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fw={700}>{title}</Text>
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.stats.opponent')}</Table.Th>
              {rating && <Table.Th ta="right">{t('users.stats.rating')}</Table.Th>}
              <Table.Th ta="right">{t('users.stats.fights')}</Table.Th>
              <Table.Th ta="right">{t('users.stats.record')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.fighter._id}>
                <Table.Td>
                  <UserNameButton id={row.fighter._id} name={row.fighter.name} />
                </Table.Td>
                {rating && (
                  <Table.Td ta="right">
                    {row.rating !== undefined && row.rd !== undefined && (
                      <RatingFigure rating={row.rating} rd={row.rd} />
                    )}
                  </Table.Td>
                )}
                <Table.Td ta="right">{row.fights}</Table.Td>
                <Table.Td ta="right">{record(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function WeaponCard({ stats }: { stats: WeaponStats }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} fz="lg">
          {stats.weapon.title}
        </Title>
        <Group gap="xl" wrap="wrap">
          <Figure label={t('users.stats.fights')} value={stats.fights} />
          <Figure label={t('users.stats.record')} value={record(stats)} />
          <Figure label={t('users.stats.winRate')} value={`${winRate(stats.wins, stats.fights)}%`} />
          <Figure label={t('users.stats.points')} value={`${stats.pointsFor}:${stats.pointsAgainst}`} />
          <Figure label={t('users.stats.doubles')} value={stats.doubles} />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Opponents title={t('users.stats.strongest')} rows={stats.strongestOpponents} rating />
          <Opponents title={t('users.stats.headToHead')} rows={stats.headToHead} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The user page's stats tab: per weapon the record, points, doubles, strongest opponents and head-to-head. */
export function UserStats({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const stats = useUserFightsQuery(userId);
  if (stats.isPending) return <Skeleton h={220} />;
  if (stats.isError || stats.data.weapons.length === 0)
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState title={t('users.statsEmpty')} description={t('users.statsEmptyHint')} />
      </Card>
    );
  return (
    <Stack gap="lg">
      {stats.data.weapons.map((weapon) => (
        <WeaponCard key={weapon.weapon._id} stats={weapon} />
      ))}
    </Stack>
  );
}
