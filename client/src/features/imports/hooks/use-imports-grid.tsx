import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IMPORT_STATUSES, type ImportStatus } from '@hema/shared/contracts/imports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format-date';
import { importListEndpoint, myImportsEndpoint, type ImportSummary } from '../api/imports';

const STATUS_COLORS: Record<ImportStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REFUSED: 'red',
  WITHDRAWN: 'gray',
};

interface ImportsGridOptions {
  caption: string;
  /** The admins' list of every import, each with a Review button; otherwise the signed-in user's own. */
  review?: (row: ImportSummary) => void;
}

/**
 * Imports for the reusable grid, newest first: the uploader's own on /rating-import (with the state of the review
 * and a refusal's reason), or every import for the admins on /admin/tournament-imports.
 */
export function useImportsGrid({ caption, review }: ImportsGridOptions) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => ({
      endpoint: review ? importListEndpoint : myImportsEndpoint,
      defaultSort: '-createdAt',
      caption,
      emptyTitle: t(review ? 'pages:imports.emptyAdmin' : 'pages:imports.emptyMine'),
      emptyText: t(review ? 'pages:imports.emptyAdminText' : 'pages:imports.emptyMineText'),
      columns: [
        {
          key: 'title',
          title: t('pages:imports.columns.tournament'),
          sortable: true,
          render: (row: ImportSummary) => (
            <Stack gap={2}>
              {row.tournament ? (
                <Anchor component={Link} to={`/tournament/${row.tournament.idString}`} fw={600}>
                  {row.title}
                </Anchor>
              ) : (
                <Text fw={600} size="sm">
                  {row.title}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {[
                  t('pages:imports.categoriesCount', { count: row.categories }),
                  t('pages:imports.fightersCount', { count: row.fighters }),
                  t('pages:imports.fightsCount', { count: row.fights }),
                ].join(' · ')}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'dateStart',
          title: t('pages:imports.columns.starts'),
          sortable: true,
          render: (row: ImportSummary) => formatDate(row.dateStart, locale),
        },
        ...(review
          ? [
              {
                key: 'uploader',
                title: t('pages:imports.columns.uploader'),
                sortable: true,
                render: (row: ImportSummary) => row.uploader?.name ?? '—',
              },
            ]
          : []),
        {
          key: 'createdAt',
          title: t('pages:imports.columns.uploaded'),
          sortable: true,
          render: (row: ImportSummary) => formatDate(row.createdAt, locale),
        },
        {
          key: 'status',
          title: t('pages:imports.columns.status'),
          sortable: true,
          render: (row: ImportSummary) => (
            <Stack gap={4} align="flex-start">
              <Badge color={STATUS_COLORS[row.status]} variant="light">
                {t(`pages:imports.status.${row.status}`)}
              </Badge>
              {row.refusalReason && (
                <Text size="xs" c="dimmed">
                  {t('pages:imports.refusedBecause', { reason: row.refusalReason })}
                </Text>
              )}
              {review && (
                <Button size="compact-sm" variant="light" onClick={() => review(row)}>
                  {t('pages:imports.review')}
                </Button>
              )}
            </Stack>
          ),
        },
      ],
      filters: [
        {
          field: 'title',
          type: 'text' as const,
          label: t('pages:imports.columns.tournament'),
          placeholder: t('pages:imports.placeholders.tournament'),
        },
        {
          field: 'status',
          type: 'select' as const,
          label: t('pages:imports.columns.status'),
          placeholder: t('pages:imports.placeholders.status'),
          options: IMPORT_STATUSES.map((status) => ({
            value: status,
            label: t(`pages:imports.status.${status}`),
          })),
        },
      ],
    }),
    [t, locale, caption, review],
  );
}
