import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { selectOptionsQuery } from '../../lib/endpoint-client';
import type { AnyListEndpoint } from '../grid/api/list';

interface CatalogMultiSelectProps {
  /** A small catalog (weapons, zones): all of it fits one select. */
  endpoint: AnyListEndpoint;
  label: string;
  placeholder?: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | null;
}

/** Several records of a small catalog, chosen by title (favourite weapons, locations). */
export function CatalogMultiSelect({
  endpoint,
  label,
  placeholder,
  value,
  onChange,
  error,
}: CatalogMultiSelectProps) {
  const options = useQuery({
    ...selectOptionsQuery(endpoint, { query: { perPage: '200', sort: 'title' } as never }),
    staleTime: 60_000,
  });
  const data = (options.data?.items ?? []).map((item) => ({ value: item._id, label: item.title }));
  // An id whose record was not loaded yet keeps its place instead of disappearing from the value.
  const known = new Set(data.map((option) => option.value));
  const shown = options.data ? value.filter((id) => known.has(id)) : value;
  return (
    <MultiSelect
      label={label}
      placeholder={shown.length ? undefined : placeholder}
      data={data}
      value={shown}
      onChange={onChange}
      searchable
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
