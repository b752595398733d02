import { Anchor, Group } from '@mantine/core';
import { areasContract, type Area } from '@hema/shared/contracts/areas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface TournamentAreasGridOptions {
  tournamentId: string;
  /** The tournament's public address part, for the stream caption's link. */
  idString: string;
  /** `/organizer/tournaments/{id}`: the scoring screens live under it. */
  base: string;
  caption: string;
}

/** A tournament's rings (areas) for the reusable grid, in ring order; each links to its scoring screens and caption. */
export function useTournamentAreasGrid({
  tournamentId,
  idString,
  base,
  caption,
}: TournamentAreasGridOptions) {
  const { t } = useTranslation(['translation', 'pages']);
  return useMemo(
    () => ({
      endpoint: areasContract.list,
      params: { id: tournamentId },
      defaultSort: 'index',
      caption,
      emptyTitle: t('pages:management.noAreas'),
      emptyText: t('pages:management.noAreasText'),
      columns: [
        {
          key: 'title',
          title: t('pages:management.columns.title'),
          sortable: true,
          render: (row: Area) => row.title,
        },
        {
          key: 'links',
          title: t('pages:management.columns.screens'),
          render: (row: Area) => (
            <Group gap="md">
              <Anchor component={Link} to={`${base}/area-scores/${row._id}`} size="sm">
                {t('titles.areaScores')}
              </Anchor>
              <Anchor component={Link} to={`${base}/area-scores-polling/${row._id}`} size="sm">
                {t('titles.areaScoresPolling')}
              </Anchor>
              <Anchor
                href={`/tournament/${encodeURIComponent(idString)}/area-stream-caption/${row._id}?theme=dark&position=bottom`}
                target="_blank"
                size="sm"
              >
                {t('titles.areaStreamCaption')}
              </Anchor>
            </Group>
          ),
        },
      ],
      filters: [
        {
          field: 'title',
          type: 'text' as const,
          label: t('pages:management.columns.title'),
          placeholder: t('pages:management.placeholders.title'),
        },
      ],
    }),
    [t, tournamentId, idString, base, caption],
  );
}
