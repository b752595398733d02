import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FilterClause } from '@hema/shared/query/list-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyListEndpoint } from '../api/list';
import { useSelectedOption, useSelectSearch, type SelectOption } from '../api/select-options';

/** Spec §9: the async select searches 1000 ms after the last keystroke. */
export const SELECT_SEARCH_DEBOUNCE_MS = 1000;

export interface AsyncSelectProps {
  /** The list searched, e.g. `clubsContract.list`. */
  endpoint: AnyListEndpoint;
  /** The field searched with [like] (default `title`). */
  searchField?: string;
  /** The chosen entity's id. */
  value: string | null;
  onChange: (id: string | null, option: SelectOption | null) => void;
  label?: string;
  placeholder?: string;
  /** Further filter clauses and query parameters of the search. */
  filter?: FilterClause[];
  params?: Record<string, string>;
  clearable?: boolean;
  required?: boolean;
  error?: string | null;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * The async select of spec §7 §8: searches `{resource}?forSelect=1&sort=title&filter={field}[like]:{text}`
 * 1000 ms after typing stops, never for an empty text; says "no results" with the text, or asks to start
 * typing; an already chosen id is loaded once with `filter=_id:{id}` to show its title.
 */
export function AsyncSelect({
  endpoint,
  searchField = 'title',
  value,
  onChange,
  label,
  placeholder,
  filter,
  params,
  clearable = true,
  required,
  error,
  size = 'sm',
}: AsyncSelectProps) {
  const { t } = useTranslation();
  const [searchValue, setSearchValue] = useState('');
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, SELECT_SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<SelectOption | null>(null);

  const preload = useSelectedOption(endpoint, value && chosen?._id !== value ? value : null);
  const selected = value ? (chosen?._id === value ? chosen : (preload.data ?? null)) : null;

  const search = useSelectSearch({ endpoint, searchField, text: debouncedQuery, filter, params });
  const text = query.trim();
  const waiting = text !== '' && (text !== debouncedQuery.trim() || search.isFetching);
  const settled = text !== '' && text === debouncedQuery.trim();
  const results = useMemo(() => (settled ? (search.data ?? []) : []), [settled, search.data]);
  const searching = text !== '' && text !== selected?.title;

  const options = useMemo(() => {
    const list = [...results];
    if (selected && !list.some((option) => option._id === selected._id)) list.unshift(selected);
    return list;
  }, [results, selected]);
  const resultIds = useMemo(() => new Set(results.map((option) => option._id)), [results]);
  const descriptions = useMemo(
    () =>
      new Map(options.flatMap((option) => (option.description ? [[option._id, option.description]] : []))),
    [options],
  );

  const nothingFound =
    text === ''
      ? t('asyncSelect.startTyping')
      : waiting
        ? t('asyncSelect.searching')
        : t('asyncSelect.noResults', { text });

  return (
    <Select
      label={label}
      placeholder={placeholder}
      size={size}
      required={required}
      error={error ?? undefined}
      searchable
      clearable={clearable}
      value={value}
      data={options.map((option) => ({ value: option._id, label: option.title }))}
      // Two fighters of the same name are told apart by what the server adds (club, country).
      renderOption={({ option }) => {
        const description = descriptions.get(option.value);
        return description ? (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {/* Seen, not part of the option's name: the name stays what is picked and announced on choosing. */}
            <Text size="xs" c="dimmed" aria-hidden>
              {description}
            </Text>
          </Stack>
        ) : (
          option.label
        );
      }}
      // The server has already filtered; while the user searches, the chosen entity stays out of the results.
      filter={({ options: items }) =>
        searching ? items.filter((item) => 'value' in item && resultIds.has(item.value)) : items
      }
      searchValue={searchValue}
      onSearchChange={(next) => {
        setSearchValue(next);
        // Mantine also writes the chosen option's title into the search: that is not a search.
        setQuery(next === selected?.title ? '' : next);
      }}
      onChange={(id) => {
        const option = options.find((item) => item._id === id) ?? null;
        setChosen(option);
        setQuery('');
        onChange(id, option);
      }}
      nothingFoundMessage={nothingFound}
      rightSection={waiting || preload.isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
