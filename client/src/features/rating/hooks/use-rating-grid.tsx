import { Anchor, Text } from '@mantine/core';
import { clubsContract } from '@hema/shared/contracts/catalog';
import { ratingsContract, type RatedFighter } from '@hema/shared/contracts/ratings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName, countryOptions } from '../../../lib/countries';
import { UserNameButton } from '../../../components/ui/UserNameButton';
import { formatDate } from '../../../lib/format-date';
import { RatingFigure } from '../../../components/ui/RatingFigure';

interface RatingGridOptions {
  /** The weapon-type page lists every weapon of the type: a weapon column then. */
  byType: boolean;
  /**
   * The header's zone, the only zone control: it is a base filter, not a grid filter, so no zone remembered in
   * local storage can outlive a switch in the header (a saved zone filter of older versions is dropped on load).
   */
  zoneId: string | null;
}

/**
 * A weapon rating as a grid (spec §2 /rating/{id}, /rating/weapon-type/{id}): rank, fighter (opens the pop-up),
 * club, country, the rating (r − 2·RD, RatingFigure) with the Glicko r and RD on hover, rated fights and the
 * last tournament's date; the header's zone, then filters by country, club and name.
 */
export function useRatingGrid({ byType, zoneId }: RatingGridOptions) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const columns = [
      {
        key: 'rank',
        title: t('pages:rating.columns.rank'),
        sortable: true,
        align: 'right' as const,
        width: 72,
        render: (row: RatedFighter) => <Text fw={700}>{row.rank}</Text>,
      },
      {
        key: 'name',
        title: t('pages:rating.columns.fighter'),
        sortable: true,
        render: (row: RatedFighter) => <UserNameButton id={row.fighter._id} name={row.fighter.name} />,
      },
      ...(byType
        ? [
            {
              key: 'weapon',
              title: t('pages:rating.columns.weapon'),
              render: (row: RatedFighter) => (
                <Anchor component={Link} to={`/rating/${row.weapon._id}`} size="sm">
                  {row.weapon.title}
                </Anchor>
              ),
            },
          ]
        : []),
      {
        key: 'club',
        title: t('pages:rating.columns.club'),
        hideInCard: true,
        render: (row: RatedFighter) =>
          row.fighter.club ? (
            <Anchor component={Link} to={`/clubs/${row.fighter.club._id}`} size="sm">
              {row.fighter.club.title}
            </Anchor>
          ) : null,
      },
      {
        key: 'country',
        title: t('pages:rating.columns.country'),
        hideInCard: true,
        render: (row: RatedFighter) => countryName(row.fighter.country, locale),
      },
      {
        key: 'weightedRating',
        title: t('pages:rating.columns.weighted'),
        sortable: true,
        align: 'right' as const,
        render: (row: RatedFighter) => (
          <RatingFigure rating={row.rating} rd={row.rd} fw={600} testId="weighted-rating" />
        ),
      },
      {
        key: 'fights',
        title: t('pages:rating.columns.fights'),
        sortable: true,
        align: 'right' as const,
        render: (row: RatedFighter) => row.fights,
      },
      {
        key: 'lastDate',
        title: t('pages:rating.columns.lastDate'),
        sortable: true,
        hideInCard: true,
        render: (row: RatedFighter) => (row.lastDate ? formatDate(row.lastDate, locale) : ''),
      },
    ];
    const filters = [
      {
        field: 'country',
        type: 'select' as const,
        label: t('pages:rating.columns.country'),
        placeholder: t('pages:rating.placeholders.country'),
        options: () => countryOptions(locale),
      },
      {
        field: 'club',
        type: 'select-api' as const,
        label: t('pages:rating.columns.club'),
        placeholder: t('pages:rating.placeholders.club'),
        repository: clubsContract.list,
        searchField: 'title',
      },
      {
        field: 'name',
        type: 'text' as const,
        label: t('pages:rating.columns.fighter'),
        placeholder: t('pages:rating.placeholders.fighter'),
      },
    ];
    return {
      baseFilter: zoneId ? [{ field: 'zone', values: [zoneId] }] : [],
      endpoint: byType ? ratingsContract.weaponType : ratingsContract.weapon,
      defaultSort: byType ? '-weightedRating' : 'rank',
      columns,
      filters,
      emptyTitle: t('pages:rating.emptyTitle'),
    };
  }, [t, locale, byType, zoneId]);
}
