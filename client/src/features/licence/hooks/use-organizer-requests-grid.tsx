import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { ORGANIZER_REQUEST_STATUSES } from '@hema/shared/contracts/auth';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  organizerRequestListEndpoint,
  useDecideOrganizerRequest,
  type OrganizerRequest,
} from '../api/organizer-requests';
import { formatDate } from '../../../lib/format-date';

const STATUS_COLORS: Record<OrganizerRequest['status'], string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REFUSED: 'red',
};

/**
 * Requests for organizer access for the reusable grid, newest first; a pending one is approved here, or refused
 * through `onRefuse` (the page asks for the reason).
 */
export function useOrganizerRequestsGrid({
  caption,
  onRefuse,
}: {
  caption: string;
  onRefuse: (request: OrganizerRequest) => void;
}) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const { mutate: decide, isPending, variables } = useDecideOrganizerRequest();
  const deciding = isPending ? variables?.id : undefined;
  return useMemo(
    () => ({
      endpoint: organizerRequestListEndpoint,
      defaultSort: '-createdAt',
      caption,
      emptyTitle: t('pages:management.noRequests'),
      emptyText: t('pages:management.noOrganizerRequestsText'),
      columns: [
        {
          key: 'name',
          title: t('pages:management.columns.name'),
          sortable: true,
          render: (row: OrganizerRequest) => row.user?.name ?? '',
        },
        {
          key: 'email',
          title: t('pages:management.columns.email'),
          render: (row: OrganizerRequest) => row.user?.email ?? '',
        },
        {
          key: 'message',
          title: t('pages:management.columns.message'),
          render: (row: OrganizerRequest) => row.message,
        },
        {
          key: 'createdAt',
          title: t('pages:management.columns.created'),
          sortable: true,
          render: (row: OrganizerRequest) => formatDate(row.createdAt, locale),
        },
        {
          key: 'status',
          title: t('pages:management.columns.status'),
          sortable: true,
          render: (row: OrganizerRequest) =>
            row.status === 'PENDING' ? (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="compact-sm"
                  loading={deciding === row._id}
                  onClick={() => decide({ id: row._id, approve: true })}
                >
                  {t('pages:management.approve')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={deciding === row._id}
                  onClick={() => onRefuse(row)}
                >
                  {t('pages:management.refuse')}
                </Button>
              </Group>
            ) : (
              <Stack gap={2}>
                <Badge color={STATUS_COLORS[row.status]} variant="light">
                  {t(`pages:management.requestStatus.${row.status}`)}
                </Badge>
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
          options: ORGANIZER_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`pages:management.requestStatus.${status}`),
          })),
        },
      ],
    }),
    [t, locale, caption, decide, deciding, onRefuse],
  );
}
