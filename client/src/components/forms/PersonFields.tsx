import { Select, SimpleGrid, TextInput, type SelectProps } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';

/** What the form kit's `inputProps(field)` hands to an input: value, onChange, error, blur validation. */
type InputProps = (field: string) => object;
type Columns = ComponentProps<typeof SimpleGrid>['cols'];

/**
 * The country of a person, club or tournament: every country by name in the interface's language, searchable.
 * One select so the options and their language are built the same way wherever a country is asked.
 */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  return (
    <Select
      label={t('pages:management.columns.country')}
      searchable
      clearable
      data={countryOptions(i18n.resolvedLanguage ?? 'en') as { value: string; label: string }[]}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** A person's names in the spec's order: first and last required, middle optional. */
export function PersonNameFields({
  inputProps,
  cols = { base: 1, sm: 3 },
}: {
  inputProps: InputProps;
  cols?: Columns;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing="md">
      <TextInput label={t('auth.fields.firstName')} withAsterisk {...inputProps('firstName')} />
      <TextInput label={t('auth.fields.lastName')} withAsterisk {...inputProps('lastName')} />
      <TextInput label={t('auth.fields.middleName')} {...inputProps('middleName')} />
    </SimpleGrid>
  );
}

/** Where a person or club is: country and city, side by side. */
export function PlaceFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <>
      <CountrySelect {...inputProps('country')} />
      <TextInput label={t('pages:management.columns.city')} {...inputProps('city')} />
    </>
  );
}
