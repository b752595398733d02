import { Badge, Button, Code, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { apiKeysListEndpoint, type ApiKey } from '../api/api-keys';

interface ApiKeysGridOptions {
  tournamentId: string;
  caption: string;
  /** Asks to revoke a key (the page confirms). */
  onRevoke: (key: ApiKey) => void;
  locked: boolean;
}

/** The tournament's API keys for the reusable grid, newest first: name, first characters, created, state. */
export function useApiKeysGrid({ tournamentId, caption, onRevoke, locked }: ApiKeysGridOptions) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => ({
      endpoint: apiKeysListEndpoint,
      params: { id: tournamentId },
      defaultSort: '-createdAt',
      caption,
      persist: false,
      emptyTitle: t('pages:apiKeys.empty'),
      emptyText: t('pages:apiKeys.emptyText'),
      columns: [
        {
          key: 'name',
          title: t('pages:apiKeys.columns.name'),
          sortable: true,
          render: (row: ApiKey) => (
            <Stack gap={2}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              <Code>{`${row.prefix}…`}</Code>
            </Stack>
          ),
        },
        {
          key: 'createdAt',
          title: t('pages:apiKeys.columns.created'),
          sortable: true,
          render: (row: ApiKey) => (
            <Stack gap={2}>
              <Text size="sm">{formatDateTime(row.createdAt, locale)}</Text>
              <Text size="xs" c="dimmed">
                {row.createdBy?.name ?? '—'}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'revokedAt',
          title: t('pages:apiKeys.columns.state'),
          sortable: true,
          render: (row: ApiKey) =>
            row.revokedAt ? (
              <Stack gap={2}>
                <Badge color="gray" variant="light">
                  {t('pages:apiKeys.revoked')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatDateTime(row.revokedAt, locale)}
                </Text>
              </Stack>
            ) : (
              <Badge color="green" variant="light">
                {t('pages:apiKeys.active')}
              </Badge>
            ),
        },
        {
          key: 'actions',
          title: t('pages:apiKeys.columns.actions'),
          align: 'right' as const,
          render: (row: ApiKey) =>
            row.revokedAt ? null : (
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={locked}
                onClick={() => onRevoke(row)}
                aria-label={`${t('pages:apiKeys.revoke')}: ${row.name}`}
              >
                {t('pages:apiKeys.revoke')}
              </Button>
            ),
        },
      ],
    }),
    [tournamentId, caption, t, locale, onRevoke, locked],
  );
}
