import { ratingFigure } from '@hema/shared/rating/the-rating';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, EmptyState, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserAnalyticsQuery } from '../api/user-analytics';

/**
 * The user page's graph tab: the fighter's rating after each tournament, per weapon, in the current zone — the
 * rating r and the weighted rating r − 2·RD the lists rank by. Loaded only when the tab opens (the chart library
 * is large).
 */
export default function UserRatingGraph({ userId, zoneId }: { userId: string; zoneId: string | null }) {
  const { t, i18n } = useTranslation();
  const analytics = useUserAnalyticsQuery(userId);
  const lists = (analytics.data?.ratingHistory ?? []).filter((list) => list.zone === zoneId);
  const [weaponId, setWeaponId] = useState<string | null>(null);
  // Until a weapon is chosen, the one with the longest history: a single tournament draws only a dot.
  const longest = lists.reduce<(typeof lists)[number] | undefined>(
    (best, l) => (!best || l.points.length > best.points.length ? l : best),
    undefined,
  );
  const list = lists.find((l) => l.weapon._id === weaponId) ?? longest;

  if (analytics.isPending) return <Skeleton h={320} />;
  if (!list)
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState title={t('users.graphEmpty')} description={t('users.graphEmptyHint')} />
      </Card>
    );
  const locale = i18n.resolvedLanguage ?? 'en';
  const data = list.points.map((point) => ({
    date: new Date(`${point.date}T00:00:00Z`).toLocaleDateString(locale, {
      timeZone: 'UTC',
      month: 'short',
      year: 'numeric',
    }),
    tournament: point.tournament.title,
    // "rating" is the rating people read everywhere (r − 2·RD); "glicko" is the raw r behind it.
    rating: ratingFigure(point.rating, point.rd),
    glicko: Math.round(point.rating),
  }));
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        {lists.length > 1 && (
          <Select
            label={t('users.graph.weapon')}
            value={list.weapon._id}
            onChange={setWeaponId}
            allowDeselect={false}
            data={lists.map((l) => ({ value: l.weapon._id, label: l.weapon.title }))}
            maw={320}
          />
        )}
        <Text size="sm" c="dimmed">
          {t('users.graph.caption', { weapon: list.weapon.title, count: list.points.length })}
        </Text>
        <LineChart
          h={300}
          data={data}
          dataKey="date"
          withLegend
          curveType="linear"
          yAxisProps={{ domain: ['dataMin - 50', 'dataMax + 50'] }}
          series={[
            { name: 'rating', label: t('users.graph.rating'), color: 'indigo.6' },
            { name: 'glicko', label: t('users.graph.glicko'), color: 'gray.5' },
          ]}
          tooltipProps={{
            labelFormatter: (label: unknown, payload: readonly { payload?: { tournament?: string } }[]) =>
              `${payload?.[0]?.payload?.tournament ?? ''} · ${String(label)}`,
          }}
        />
      </Stack>
    </Card>
  );
}
