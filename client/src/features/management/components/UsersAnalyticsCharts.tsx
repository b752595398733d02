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
function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        <div role="img" aria-label={`${title}: ${summary}`} style={{ width: '100%', height: 260 }}>
          {children}
        </div>
      </Stack>
    </Paper>
  );
}

const summaryOf = (rows: { label: string; count: number }[]) =>
  rows.map((r) => `${r.label} ${r.count}`).join(', ');

function Bars({
  rows,
  color,
  horizontal,
}: {
  rows: { label: string; count: number }[];
  color: string;
  horizontal?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {horizontal ? (
        <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" isAnimationActive={false} fill={color} radius={[0, 4, 4, 0]} />
        </BarChart>
      ) : (
        <BarChart data={rows} margin={{ left: -16, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} />
          <Tooltip />
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
  const count = t('pages:admin.analytics.count');
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
          <Bars rows={registrations} color={palette[0]!} />
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
              <Tooltip formatter={(value) => [value, count]} />
              <Legend
                formatter={(value, entry) =>
                  `${value}: ${(entry.payload as { count?: number })?.count ?? ''}`
                }
              />
            </PieChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title={t('pages:admin.analytics.countries')} summary={summaryOf(countries)}>
          <Bars rows={countries} color={palette[1]!} horizontal />
        </ChartCard>
        <ChartCard title={t('pages:admin.analytics.clubs')} summary={summaryOf(clubs)}>
          <Bars rows={clubs} color={palette[2]!} horizontal />
        </ChartCard>
        <ChartCard title={t('pages:admin.analytics.activeFighters')} summary={summaryOf(seasons)}>
          <Bars rows={seasons} color={palette[3]!} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
