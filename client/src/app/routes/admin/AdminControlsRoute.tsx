import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import {
  useBackupsQuery,
  useCreateBackup,
  useDownloadBackup,
  useSystemQuery,
  type SystemState,
} from '../../../features/site-admin/api/admin';
import { DetailsTable } from '../../../components/management/DetailsTable';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { formatDateTime } from '../../../lib/format-date';

type State = SystemState['redis']['state'] | SystemState['jobs'][number]['state'];

const COLORS: Record<State, string> = {
  up: 'green',
  idle: 'green',
  running: 'blue',
  disabled: 'gray',
  unknown: 'gray',
  down: 'red',
  failed: 'red',
};

function StateBadge({ state }: { state: State }) {
  const { t } = useTranslation('pages');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`admin.controls.states.${state}`)}
    </Badge>
  );
}

/** Bytes as KB/MB with one decimal, in the screen's language. */
function size(bytes: number, locale: string) {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit ? 1 : 0 })} ${units[unit]}`;
}

const dateTime = (iso: string | null, locale: string) => formatDateTime(iso, locale);

function Backups() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const backups = useBackupsQuery();
  const create = useCreateBackup();
  const download = useDownloadBackup();
  const items = backups.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('pages:admin.controls.backups')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pages:admin.controls.backupsText')}
          </Text>
        </Stack>
        <Button
          loading={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('pages:admin.controls.created') }),
            })
          }
        >
          {t('pages:admin.controls.create')}
        </Button>
      </Group>
      {items.length === 0 ? (
        <EmptyPanel icon="empty" title={t('pages:admin.controls.noBackups')} />
      ) : (
        <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" data-testid="backups">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pages:admin.controls.created_at')}</Table.Th>
                <Table.Th>{t('pages:admin.controls.size')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((backup) => (
                <Table.Tr key={backup.name}>
                  <Table.Td>{dateTime(backup.createdAt, locale)}</Table.Td>
                  <Table.Td>{size(backup.size, locale)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={download.isPending && download.variables === backup.name}
                      onClick={() => download.mutate(backup.name)}
                    >
                      {t('pages:admin.controls.download')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

/** `/admin/controls`: the state of the system the site runs on (database, Redis, replicas, jobs) and its backups. */
export default function AdminControlsRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const system = useSystemQuery();
  const data = system.data;
  return (
    <ManagementPage
      title={t('titles.adminControls')}
      purpose={t('pages:management.pages.adminControls')}
      back={{ to: '/admin', label: t('titles.admin') }}
    >
      {system.isPending ? (
        <PageLoader />
      ) : data ? (
        <DetailsTable
          rows={[
            [
              t('pages:management.columns.database'),
              <Group key="db" gap="xs">
                <StateBadge state={data.database.state} />
                <Text size="sm">{t(`pages:management.health.${data.database.kind}`)}</Text>
              </Group>,
            ],
            [t('pages:management.columns.redis'), <StateBadge key="redis" state={data.redis.state} />],
            [
              t('pages:admin.controls.replicas'),
              data.replicas === null ? t('pages:management.health.fanOutUnknown') : String(data.replicas),
            ],
            [t('pages:admin.controls.startedAt'), dateTime(data.startedAt, locale)],
            ...data.jobs.map(
              (job) =>
                [
                  t(`pages:admin.controls.jobs.${job.name}` as never, { defaultValue: job.name }),
                  <Group key={job.name} gap="xs">
                    <StateBadge state={job.state} />
                    <Text size="sm">
                      {t('pages:admin.controls.lastRun', { date: dateTime(job.lastRunAt, locale) })}
                      {job.progress ? ` · ${job.progress.done}/${job.progress.total}` : ''}
                    </Text>
                  </Group>,
                ] as [string, ReactNode],
            ),
          ]}
        />
      ) : (
        <EmptyPanel icon="alert" title={t('errors.loading')} />
      )}
      <Backups />
      <Text size="xs" c="dimmed">
        {t('pages:admin.controls.backupsWhere')}
      </Text>
    </ManagementPage>
  );
}
