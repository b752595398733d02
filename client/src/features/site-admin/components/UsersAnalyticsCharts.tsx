import { Paper, SimpleGrid, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { countryName } from '../../../lib/countries';
import type { UsersAnalytics } from '../api/admin';

/** One chart with its title; the numbers are also in the chart's accessible description. */
function ChartCard({
  title,
  summary,
  height = CHART_HEIGHT,
  children,
}: {
  title: string;
  summary: string;
  height?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        <div role="img" aria-label={`${title}: ${summary}`} style={{ width: '100%', height }}>
          {children}
        </div>
      </Stack>
    </Paper>
  );
}

const CHART_HEIGHT = 260;
/** A horizontal bar chart grows with its rows, so every bar keeps its label (recharts drops labels that crowd). */
const ROW_HEIGHT = 28;
export const barChartHeight = (rows: number) => Math.max(CHART_HEIGHT, rows * ROW_HEIGHT + 40);
/** Long club names are cut on the axis; the tooltip and the chart's description carry them whole. */
const axisLabel = (label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label);

const summaryOf = (rows: { label: string; count: number }[]) =>
  rows.map((r) => `${r.label} ${r.count}`).join(', ');

function Bars({
  rows,
  color,
  horizontal,
  inWords,
}: {
  rows: { label: string; count: number }[];
  color: string;
  horizontal?: boolean;
  /** The tooltip's value in words ("15 users"), not recharts' "count : 15". */
  inWords: (count: number) => string;
}) {
  const tooltip = (
    <Tooltip separator="" formatter={(value) => [inWords(Number(value)), ''] as [string, string]} />
  );
  const height = horizontal ? barChartHeight(rows.length) : CHART_HEIGHT;
  return (
    // The first size is a guess the browser replaces at once; it lets the chart render where nothing is measured.
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height }}>
      {horizontal ? (
        <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={120}
            interval={0}
            tick={{ fontSize: 12 }}
            tickFormatter={axisLabel}
          />
          {tooltip}
          <Bar dataKey="count" isAnimationActive={false} fill={color} radius={[0, 4, 4, 0]} />
        </BarChart>
      ) : (
        <BarChart data={rows} margin={{ left: -16, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} />
          {tooltip}
          <Bar dataKey="count" isAnimationActive={false} fill={color} radius={[4, 4, 0, 0]} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

/**
 * Spec §2 /admin/users/analytics as charts (recharts, loaded with this page only): registrations per month, users by
 * role, country and club, active fighters per season.
 */
export function UsersAnalyticsCharts({ data }: { data: UsersAnalytics }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const theme = useMantineTheme();
  const locale = i18n.resolvedLanguage ?? 'en';
  const palette = ['indigo', 'teal', 'orange', 'grape', 'cyan', 'lime'].map((c) => theme.colors[c]![6]!);
  const inWords = (value: number) => t('pages:management.usersCount', { count: value });
  const monthLabel = (key: string) =>
    new Date(`${key}-01T00:00:00Z`).toLocaleDateString(locale, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
  const registrations = data.registrations.map((r) => ({ label: monthLabel(r.key), count: r.count }));
  const roles = data.roles.map((r) => ({ label: t(`user.roles.${r.key}`), count: r.count }));
  const others = t('pages:admin.analytics.others');
  const none = t('pages:admin.analytics.none');
  const countries = [
    ...data.countries.map((r) => ({
      label: r.key ? countryName(r.key, locale) || r.key : none,
      count: r.count,
    })),
    ...(data.others.countries > 0 ? [{ label: others, count: data.others.countries }] : []),
  ];
  const clubs = [
    ...data.clubs.map((r) => ({ label: r.club?.title ?? none, count: r.count })),
    ...(data.others.clubs > 0 ? [{ label: others, count: data.others.clubs }] : []),
  ];
  const seasons = data.activeFighters.map((r) => ({ label: String(r.key), count: r.count }));
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Text size="sm" c="dimmed">
          {t('pages:management.allUsers')}
        </Text>
        <Text fz={30} fw={800} data-testid="users-total">
          {data.total}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title={t('pages:admin.analytics.registrations')} summary={summaryOf(registrations)}>
          <Bars rows={registrations} color={palette[0]!} inWords={inWords} />
        </ChartCard>
        <ChartCard title={t('pages:admin.analytics.roles')} summary={summaryOf(roles)}>
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={roles}
                dataKey="count"
                nameKey="label"
                innerRadius="45%"
                outerRadius="75%"
                isAnimationActive={false}
              >
                {roles.map((row, index) => (
                  <Cell key={row.label} fill={palette[index % palette.length]} />
                ))}
              </Pie>
              <Tooltip separator="" formatter={(value) => [inWords(Number(value)), ''] as [string, string]} />
              <Legend
                formatter={(value, entry) =>
                  `${value}: ${(entry.payload as { count?: number })?.count ?? ''}`
                }
              />
            </PieChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title={t('pages:admin.analytics.countries')}
          summary={summaryOf(countries)}
          height={barChartHeight(countries.length)}
        >
          <Bars rows={countries} color={palette[1]!} horizontal inWords={inWords} />
        </ChartCard>
        <ChartCard
          title={t('pages:admin.analytics.clubs')}
          summary={summaryOf(clubs)}
          height={barChartHeight(clubs.length)}
        >
          <Bars rows={clubs} color={palette[2]!} horizontal inWords={inWords} />
        </ChartCard>
        <ChartCard title={t('pages:admin.analytics.activeFighters')} summary={summaryOf(seasons)}>
          <Bars rows={seasons} color={palette[3]!} inWords={inWords} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
