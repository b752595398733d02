import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { parseSort } from '@hema/shared/query/list-query';
import { useTranslation } from 'react-i18next';

interface SortHeaderProps {
  field: string;
  title: string;
  sort: string;
  onToggle: () => void;
}

/** A sortable column heading: a button that toggles ascending/descending, with the direction shown. */
export function SortHeader({ field, title, sort, onToggle }: SortHeaderProps) {
  const { t } = useTranslation();
  const current = sort ? parseSort(sort) : null;
  const active = current?.field === field;
  const arrow = !active ? '↕' : current.descending ? '↓' : '↑';
  return (
    <UnstyledButton onClick={onToggle} style={{ font: 'inherit' }}>
      <Group gap={4} wrap="nowrap">
        <Text component="span" fw={700} size="sm">
          {title}
        </Text>
        <Text component="span" size="xs" c={active ? 'indigo.7' : 'gray.5'} aria-hidden="true">
          {arrow}
        </Text>
        {active && (
          <VisuallyHidden>
            {current.descending ? t('grid.sortedDescending') : t('grid.sortedAscending')}
          </VisuallyHidden>
        )}
      </Group>
    </UnstyledButton>
  );
}

/** The aria-sort of a column heading. */
export function ariaSort(field: string, sort: string): 'ascending' | 'descending' | 'none' {
  if (!sort) return 'none';
  const current = parseSort(sort);
  if (current.field !== field) return 'none';
  return current.descending ? 'descending' : 'ascending';
}
