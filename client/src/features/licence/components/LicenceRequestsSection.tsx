import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LICENCE_REQUEST_STATUSES, licenceRequestsContract } from '@hema/shared/contracts/licence-requests';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotification } from '../../../lib/error-notification';
import { DataGrid } from '../../../components/grid/components/DataGrid';
import { DatePickerField } from '../../../components/grid/components/DatePickerField';
import { formatDate } from '../../../lib/format-date';
import { daysAfter, licenseEnd } from '../../../lib/licence-dates';
import { useDecideLicenceRequest, type LicenceRequest } from '../api/licence-requests';

const STATUS_COLORS: Record<LicenceRequest['status'], string> = {
  PENDING: 'yellow',
  GRANTED: 'green',
  REFUSED: 'red',
};

/**
 * `/admin/licenses`: organizers' requests for a longer licence, newest first; a pending one is granted with a new last
 * day (chosen in a date picker) or refused with a reason.
 */
export function LicenceRequestsSection() {
  const { t } = useTranslation(['translation', 'pages']);
  const [granting, setGranting] = useState<LicenceRequest | null>(null);
  const [refusing, setRefusing] = useState<LicenceRequest | null>(null);
  const grid = useLicenceRequestsGrid({ onGrant: setGranting, onRefuse: setRefusing });
  return (
    <Stack gap="sm" data-testid="licence-requests">
      <Title order={2} fz="lg">
        {t('pages:admin.license.requests')}
      </Title>
      <Text c="dimmed">{t('pages:admin.license.requestsText')}</Text>
      <DataGrid {...grid} />
      <Modal
        opened={granting !== null}
        onClose={() => setGranting(null)}
        title={t('pages:admin.license.grantTitle')}
        centered
      >
        {granting && <GrantForm request={granting} onDone={() => setGranting(null)} />}
      </Modal>
      <Modal
        opened={refusing !== null}
        onClose={() => setRefusing(null)}
        title={t('pages:admin.license.refuseTitle')}
        centered
      >
        {refusing && <RefuseForm request={refusing} onDone={() => setRefusing(null)} />}
      </Modal>
    </Stack>
  );
}

function useLicenceRequestsGrid({
  onGrant,
  onRefuse,
}: {
  onGrant: (request: LicenceRequest) => void;
  onRefuse: (request: LicenceRequest) => void;
}) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => ({
      endpoint: licenceRequestsContract.list,
      defaultSort: '-createdAt',
      caption: t('pages:admin.license.requests'),
      emptyTitle: t('pages:admin.license.noRequests'),
      emptyText: t('pages:admin.license.noRequestsText'),
      columns: [
        {
          key: 'name',
          title: t('pages:management.columns.name'),
          sortable: true,
          render: (row: LicenceRequest) => row.user?.name ?? '',
        },
        {
          key: 'licence',
          title: t('pages:admin.license.currentLicence'),
          render: (row: LicenceRequest) =>
            row.user
              ? t('pages:admin.license.runs', {
                  from: formatDate(row.user.license.from, locale),
                  till: formatDate(row.user.license.till, locale),
                })
              : '',
        },
        {
          key: 'message',
          title: t('pages:management.columns.message'),
          render: (row: LicenceRequest) => row.message,
        },
        {
          key: 'createdAt',
          title: t('pages:management.columns.created'),
          sortable: true,
          render: (row: LicenceRequest) => formatDate(row.createdAt, locale),
        },
        {
          key: 'status',
          title: t('pages:management.columns.status'),
          sortable: true,
          render: (row: LicenceRequest) =>
            row.status === 'PENDING' ? (
              <Group gap={6} wrap="nowrap">
                <Button size="compact-sm" onClick={() => onGrant(row)}>
                  {t('pages:admin.license.grantAction')}
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => onRefuse(row)}>
                  {t('pages:management.refuse')}
                </Button>
              </Group>
            ) : (
              <Stack gap={2}>
                <Badge color={STATUS_COLORS[row.status]} variant="light">
                  {t(`pages:admin.license.requestStatus.${row.status}`)}
                </Badge>
                {row.grantedTill && (
                  <Text size="xs" c="dimmed">
                    {formatDate(row.grantedTill, locale)}
                  </Text>
                )}
                {row.refusalReason && (
                  <Text size="xs" c="dimmed">
                    {row.refusalReason}
                  </Text>
                )}
              </Stack>
            ),
        },
      ],
      filters: [
        {
          field: 'status',
          type: 'select' as const,
          label: t('pages:management.columns.status'),
          placeholder: t('pages:management.placeholders.status'),
          options: LICENCE_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`pages:admin.license.requestStatus.${status}`),
          })),
        },
      ],
    }),
    [t, locale, onGrant, onRefuse],
  );
}

function GrantForm({ request, onDone }: { request: LicenceRequest; onDone: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const decide = useDecideLicenceRequest();
  const today = daysAfter(new Date(), 0);
  // A full licence: a year from today by default; the admin picks any later or earlier day.
  const [till, setTill] = useState<string | null>(daysAfter(new Date(), 365));
  const error = decide.error ? errorNotification(decide.error).message : null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('pages:admin.license.grantText', { name: request.user?.name ?? '' })}</Text>
      {request.message && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {request.message}
        </Text>
      )}
      <DatePickerField
        label={t('pages:admin.license.newTill')}
        value={till}
        onChange={setTill}
        min={today}
        required
      />
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('grid.cancel')}
        </Button>
        <Button
          disabled={!till}
          loading={decide.isPending}
          onClick={() =>
            till &&
            decide.mutate(
              { id: request._id, grant: true, licenseTill: licenseEnd(till)! },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('pages:admin.license.granted') });
                  onDone();
                },
              },
            )
          }
        >
          {t('pages:admin.license.grantAction')}
        </Button>
      </Group>
    </Stack>
  );
}

function RefuseForm({ request, onDone }: { request: LicenceRequest; onDone: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const decide = useDecideLicenceRequest();
  const [reason, setReason] = useState('');
  const error = decide.error ? errorNotification(decide.error).message : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return;
        decide.mutate(
          { id: request._id, grant: false, reason: reason.trim() },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('pages:admin.license.refused') });
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('pages:admin.license.refuseText', { name: request.user?.name ?? '' })}</Text>
        <Textarea
          label={t('pages:admin.license.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
          required
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('grid.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={!reason.trim()} loading={decide.isPending}>
            {t('pages:management.refuse')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
