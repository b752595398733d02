import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName, countryOptions } from '../../../lib/countries';
import { clubListEndpoint, type Club } from '../api/club-list';

/** What the club list shows: title (to the club page), country and city; filters by title, country, city. */
export function useClubGrid() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => ({
      endpoint: clubListEndpoint,
      defaultSort: 'title',
      caption: t('clubs.title'),
      emptyTitle: t('clubs.empty'),
      columns: [
        {
          key: 'title',
          title: t('clubs.fields.title'),
          sortable: true,
          render: (club: Club) => (
            <Anchor component={Link} to={`/clubs/${club._id}`} fw={600}>
              {club.title}
            </Anchor>
          ),
        },
        {
          key: 'country',
          title: t('clubs.fields.country'),
          sortable: true,
          render: (club: Club) => countryName(club.country, locale),
        },
        {
          key: 'city',
          title: t('clubs.fields.city'),
          sortable: true,
          render: (club: Club) => club.city ?? '',
        },
      ],
      filters: [
        {
          field: 'title',
          type: 'text' as const,
          label: t('clubs.fields.title'),
          placeholder: t('clubs.placeholders.title'),
        },
        {
          field: 'country',
          type: 'select' as const,
          label: t('clubs.fields.country'),
          placeholder: t('clubs.placeholders.country'),
          options: () => countryOptions(locale),
        },
        {
          field: 'city',
          type: 'text' as const,
          label: t('clubs.fields.city'),
          placeholder: t('clubs.placeholders.city'),
        },
      ],
    }),
    [t, locale],
  );
}
