import { TOURNAMENT_STATUSES } from '@hema/shared/competition/tournament-status';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveZone } from '../../../lib/active-zone';
import { countryOptions } from '../../../lib/countries';
import { tournamentListEndpoint, type TournamentListItem } from '../api/tournament-list';
import { TournamentCard } from '../components/TournamentCard';
import { tournamentDates, tournamentPlace } from '../components/tournament-format';
import { TournamentStatusBadge } from '../components/TournamentStatusBadge';

/**
 * What the tournament list shows (spec §2 §4): cards of title, dates, place and status; filters by title, status,
 * date and country; newest first; the tournaments of the header's active zone (the server lists every zone's for the
 * world zone W). Plain values, so a route passes them to the grid.
 */
export function useTournamentGrid() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const zoneId = useActiveZone()?._id ?? null;
  return useMemo(
    () => ({
      endpoint: tournamentListEndpoint,
      baseFilter: zoneId ? [{ field: 'zone', values: [zoneId] }] : [],
      defaultSort: '-dateStart',
      caption: t('tournaments.title'),
      emptyTitle: t('tournaments.empty'),
      emptyText: t('tournaments.emptyHint'),
      renderCard: (tournament: TournamentListItem) => <TournamentCard tournament={tournament} />,
      columns: [
        {
          key: 'title',
          title: t('tournaments.fields.title'),
          sortable: true,
          render: (row: TournamentListItem) => row.title,
        },
        {
          key: 'dateStart',
          title: t('tournaments.fields.dates'),
          sortable: true,
          render: (row: TournamentListItem) => tournamentDates(row, locale),
        },
        {
          key: 'country',
          title: t('tournaments.fields.place'),
          sortable: true,
          render: (row: TournamentListItem) => tournamentPlace(row, locale),
        },
        {
          key: 'status',
          title: t('tournaments.fields.status'),
          sortable: true,
          render: (row: TournamentListItem) => <TournamentStatusBadge status={row.status} />,
        },
      ],
      filters: [
        {
          field: 'title',
          type: 'text' as const,
          label: t('tournaments.fields.title'),
          placeholder: t('tournaments.placeholders.title'),
        },
        {
          field: 'status',
          type: 'select' as const,
          label: t('tournaments.fields.status'),
          placeholder: t('tournaments.placeholders.status'),
          options: TOURNAMENT_STATUSES.filter((status) => status !== 'DEVELOPING').map((status) => ({
            value: status,
            label: t(`tournaments.status.${status}`),
          })),
        },
        {
          field: 'dateStart',
          type: 'date' as const,
          label: t('tournaments.fields.date'),
          placeholder: t('tournaments.placeholders.date'),
        },
        {
          field: 'country',
          type: 'select' as const,
          label: t('tournaments.fields.country'),
          placeholder: t('tournaments.placeholders.country'),
          options: () => countryOptions(locale),
        },
      ],
    }),
    [t, locale, zoneId],
  );
}
