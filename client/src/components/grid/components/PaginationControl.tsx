import { Group, Pagination, Select, Text } from '@mantine/core';
import {
  paginate,
  paginationSummary,
  perPageLabel,
  shouldEmitSetPerPage,
} from '@hema/shared/ui-rules/pagination';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PaginationControlProps {
  activePage?: number;
  /** 0 (or null) shows everything on one page. */
  perPage?: number | null;
  totalEntities?: number;
  /** Page sizes offered; none → no page size choice. A falsy size reads "all". */
  perPageOptions?: readonly number[];
  onGoToPage: (page: number) => void;
  onSetPerPage?: (perPage: number) => void;
}

/**
 * The pagination control of spec §4 §9: previous disabled on page 1, next disabled on the last page, a page
 * button emits go-to-page, a page size choice emits set-per-page only when it differs, and the summary reads
 * "shown from x to y of z" or "shown all z".
 */
export function PaginationControl({
  activePage,
  perPage,
  totalEntities,
  perPageOptions = [],
  onGoToPage,
  onSetPerPage,
}: PaginationControlProps) {
  const { t } = useTranslation();
  // A page may hold several grids (the licences page has two): each needs its own label target.
  const perPageId = useId();
  const pages = paginate({ activePage, perPage, totalEntities });
  const summary = paginationSummary({ activePage, perPage, totalEntities });
  const summaryText =
    summary.key === 'shownAll'
      ? `${t('grid.shownAll')} ${summary.total}`
      : `${t('grid.shownFrom')} ${summary.from} ${t('grid.shownTo')} ${summary.to} ${t('grid.shownOf')} ${summary.total}`;

  const goTo = (page: number) => {
    if (page !== pages.activePage && page >= 1 && page <= pages.totalPages) onGoToPage(page);
  };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="pagination-control">
      <Text size="sm" c="dimmed" aria-live="polite">
        {summaryText}
      </Text>
      <Group gap="md" wrap="wrap">
        {pages.totalPages > 1 && (
          <Pagination.Root
            total={pages.totalPages}
            value={pages.activePage}
            onChange={goTo}
            size="sm"
            siblings={1}
            boundaries={1}
            getItemProps={(page) => ({ 'aria-label': t('grid.page', { page }) })}
          >
            <Group gap={6} wrap="wrap" component="nav" aria-label={t('grid.pagination')}>
              <Pagination.Previous
                disabled={pages.previousDisabled}
                aria-label={t('grid.previousPage')}
                onClick={() => goTo(pages.activePage - 1)}
              />
              <Pagination.Items />
              <Pagination.Next
                disabled={pages.nextDisabled}
                aria-label={t('grid.nextPage')}
                onClick={() => goTo(pages.activePage + 1)}
              />
            </Group>
          </Pagination.Root>
        )}
        {perPageOptions.length > 0 && onSetPerPage && (
          <Group gap={8} wrap="nowrap">
            <Text size="sm" c="dimmed" component="label" htmlFor={perPageId}>
              {t('grid.perPage')}
            </Text>
            <Select
              id={perPageId}
              size="xs"
              w={84}
              allowDeselect={false}
              value={String(perPage || 0)}
              data={perPageOptions.map((option) => ({
                value: String(option || 0),
                label: perPageLabel(option) === 'all' ? t('grid.all') : perPageLabel(option),
              }))}
              onChange={(value) => {
                const next = Number(value ?? 0);
                if (shouldEmitSetPerPage(perPage, next)) onSetPerPage(next);
              }}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        )}
      </Group>
    </Group>
  );
}
