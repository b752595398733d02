import { Button, Group, SimpleGrid } from '@mantine/core';
import { isFilterEmpty } from '@hema/shared/ui-rules/filter-emptiness';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridFilter, GridFilterValue } from '../grid-types';
import { FilterField } from './FilterField';
import { READ_ONLY } from '../../ui/read-only';

/** Spec §9: filters beyond the fourth are hidden when collapsed and empty. */
export const ALWAYS_SHOWN_FILTERS = 4;

interface GridFiltersProps {
  filters: readonly GridFilter[];
  values: Record<string, GridFilterValue>;
  onChange: (field: string, value: GridFilterValue) => void;
  onClear: () => void;
}

/** The grid's filter bar: the first four filters always, later ones when set or when expanded. */
export function GridFilters({ filters, values, onChange, onClear }: GridFiltersProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const isEmpty = (filter: GridFilter) => isFilterEmpty(filter.type, values[filter.field] ?? null);
  const shown = filters.filter(
    (filter, index) => expanded || index < ALWAYS_SHOWN_FILTERS || !isEmpty(filter),
  );
  const collapsible = filters.length > ALWAYS_SHOWN_FILTERS;
  const anySet = filters.some((filter) => !isEmpty(filter));

  return (
    <div role="search" aria-label={t('grid.filters')}>
      <SimpleGrid
        cols={{ base: shown.length > 1 ? 2 : 1, md: Math.min(4, Math.max(shown.length, 1)) }}
        spacing="sm"
        verticalSpacing="sm"
      >
        {shown.map((filter) => (
          <FilterField
            key={filter.field}
            filter={filter}
            value={values[filter.field] ?? null}
            onChange={(value) => onChange(filter.field, value)}
          />
        ))}
      </SimpleGrid>
      {(collapsible || anySet) && (
        <Group gap="xs" mt="xs">
          {collapsible && (
            <Button
              variant="subtle"
              size="compact-sm"
              {...READ_ONLY}
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
            >
              {expanded ? t('grid.fewerFilters') : t('grid.moreFilters')}
            </Button>
          )}
          {anySet && (
            <Button variant="subtle" size="compact-sm" {...READ_ONLY} onClick={onClear}>
              {t('grid.clearFilters')}
            </Button>
          )}
        </Group>
      )}
    </div>
  );
}
