import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName, countryOptions } from '../../../lib/countries';
import { clubsContract } from '@hema/shared/contracts/catalog';
import { userListEndpoint, type UserListItem } from '../api/user-list';
import { UserNameButton } from '../../../components/ui/UserNameButton';

interface UserGridOptions {
  /** Only the members of this club (the club page): no club column, and only the name filter. */
  clubId?: string;
}

/** What the user list shows: name (opens the pop-up), club, country, city; filters to match. */
export function useUserGrid({ clubId }: UserGridOptions = {}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const columns = [
      {
        key: 'name',
        title: t('users.fields.name'),
        sortable: true,
        render: (user: UserListItem) => <UserNameButton id={user._id} name={user.name} />,
      },
      {
        key: 'clubTitle',
        title: t('users.fields.club'),
        sortable: true,
        render: (user: UserListItem) =>
          user.club ? (
            <Anchor component={Link} to={`/clubs/${user.club._id}`} size="sm">
              {user.club.title}
            </Anchor>
          ) : null,
      },
      {
        key: 'country',
        title: t('users.fields.country'),
        sortable: true,
        render: (user: UserListItem) => countryName(user.country, locale),
      },
      {
        key: 'city',
        title: t('users.fields.city'),
        sortable: true,
        render: (user: UserListItem) => user.city ?? '',
      },
    ];
    const filters = [
      {
        field: 'name',
        type: 'text' as const,
        label: t('users.fields.name'),
        placeholder: t('users.placeholders.name'),
      },
      {
        field: 'club',
        type: 'select-api' as const,
        label: t('users.fields.club'),
        placeholder: t('users.placeholders.club'),
        repository: clubsContract.list,
        searchField: 'title',
      },
      {
        field: 'country',
        type: 'select' as const,
        label: t('users.fields.country'),
        placeholder: t('users.placeholders.country'),
        options: () => countryOptions(locale),
      },
      {
        field: 'city',
        type: 'text' as const,
        label: t('users.fields.city'),
        placeholder: t('users.placeholders.city'),
      },
    ];
    return {
      endpoint: userListEndpoint,
      defaultSort: 'name',
      caption: clubId ? t('clubs.members') : t('users.title'),
      emptyTitle: clubId ? t('clubs.noMembers') : t('users.empty'),
      emptyText: clubId ? t('clubs.noMembersHint') : undefined,
      columns: clubId ? columns.filter((column) => column.key !== 'clubTitle') : columns,
      filters: clubId ? filters.filter((filter) => filter.field === 'name') : filters,
      baseFilter: clubId ? [{ field: 'club', values: [clubId] }] : undefined,
    };
  }, [t, locale, clubId]);
}
