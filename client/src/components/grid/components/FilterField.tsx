import { Checkbox, Group, MultiSelect, NumberInput, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridFilter, GridFilterValue } from '../grid-types';
import { AsyncSelect } from './AsyncSelect';
import { DatePickerField } from './DatePickerField';

interface FilterFieldProps {
  filter: GridFilter;
  value: GridFilterValue;
  onChange: (value: GridFilterValue) => void;
}

const asText = (value: GridFilterValue) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const asList = (value: GridFilterValue) => (Array.isArray(value) ? value : []);

/** One grid filter as the Mantine input of its type (spec §3 "Grid filter" types). */
export function FilterField({ filter, value, onChange }: FilterFieldProps) {
  const { t } = useTranslation();
  const common = { label: filter.label, placeholder: filter.placeholder, size: 'sm' as const };
  const [listWanted, setListWanted] = useState(false);
  // Options given as a function are built only once someone needs them: the list opened, or a value to label.
  const options =
    typeof filter.options === 'function'
      ? listWanted || asText(value)
        ? filter.options()
        : []
      : (filter.options ?? []);

  switch (filter.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : asText(value)}
          min={typeof filter.min === 'number' ? filter.min : undefined}
          max={typeof filter.max === 'number' ? filter.max : undefined}
          onChange={(next) => onChange(next === '' ? null : Number(next))}
        />
      );
    case 'date':
      return (
        <DatePickerField
          {...common}
          value={asText(value) || null}
          onChange={onChange}
          format={filter.format}
          minimumView={filter.minimumView}
          min={typeof filter.min === 'string' ? filter.min : undefined}
          max={typeof filter.max === 'string' ? filter.max : undefined}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={options}
          value={asText(value) || null}
          onChange={(next) => onChange(next)}
          clearable
          searchable={typeof filter.options === 'function' || options.length > 7}
          onDropdownOpen={() => setListWanted(true)}
          nothingFoundMessage={t('asyncSelect.noOptions')}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'select-api':
      // A select-api filter without its list cannot search: shown as a plain text filter instead of crashing.
      if (!filter.repository)
        return (
          <TextInput
            {...common}
            value={asText(value)}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        );
      return (
        <AsyncSelect
          {...common}
          endpoint={filter.repository}
          searchField={filter.searchField}
          value={asText(value) || null}
          onChange={(id) => onChange(id)}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          label={filter.label}
          value={asText(value)}
          onChange={(next) => onChange(next === '' ? null : next)}
        >
          <Group gap="md" mt={8} wrap="wrap">
            <Radio value="" label={t('grid.any')} />
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group label={filter.label} value={asList(value)} onChange={(next) => onChange(next)}>
          <Stack gap={6} mt={8}>
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'select-multi':
      return (
        <MultiSelect
          {...common}
          data={options}
          value={asList(value)}
          onChange={(next) => onChange(next)}
          clearable
          searchable
          nothingFoundMessage={t('asyncSelect.noOptions')}
          comboboxProps={{ withinPortal: true }}
        />
      );
  }
}
