import { Button, Group } from '@mantine/core';
import { areasContract, type Area } from '@hema/shared/contracts/areas';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { captionPath, type CaptionLook } from '../components/caption-link';
import { overlayPath, type OverlayLook } from '../components/overlay-links';
import { ScreenLink } from '../components/ScreenLink';

interface TournamentAreasGridOptions {
  tournamentId: string;
  /** The tournament's public address part, for the stream caption's link. */
  idString: string;
  /** `/organizer/tournaments/{id}`: the scoring screens live under it. */
  base: string;
  caption: string;
  /** The stream caption's options its links carry. */
  look: CaptionLook;
  /** The stream graphics' options its "next up" links carry. */
  overlayLook: OverlayLook;
  onRename: (area: Area) => void;
  onFights: (area: Area) => void;
  /** More buttons of a ring, after its own (the page's print button). */
  renderActions?: (area: Area) => ReactNode;
}

/**
 * A tournament's rings (areas) for the reusable grid, in ring order: each links to its judge console, polling console
 * and stream caption and "next up" overlay (with copy buttons), and can be renamed, given fights or removed.
 */
export function useTournamentAreasGrid({
  tournamentId,
  idString,
  base,
  caption,
  look,
  overlayLook,
  onRename,
  onFights,
  renderActions,
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
      deletable: true,
      deleteAction: { kind: 'delete' as const, endpoint: areasContract.remove },
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
            <Group gap="md" aria-label={t('pages:ringEditor.links', { title: row.title })}>
              <ScreenLink to={`${base}/area-scores/${row._id}`} label={t('titles.areaScores')} />
              <ScreenLink
                to={`${base}/area-scores-polling/${row._id}`}
                label={t('titles.areaScoresPolling')}
              />
              <ScreenLink
                to={captionPath(idString, row._id, look)}
                label={t('titles.areaStreamCaption')}
                external
              />
              <ScreenLink
                to={overlayPath(idString, { kind: 'next', areaId: row._id }, overlayLook)}
                label={t('pages:ringEditor.overlays.nextUp')}
                external
              />
            </Group>
          ),
        },
        {
          key: 'manage',
          title: t('pages:ringEditor.fights'),
          render: (row: Area) => (
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                variant="light"
                aria-label={t('pages:ringEditor.manageFights', { title: row.title })}
                onClick={() => onFights(row)}
              >
                {t('pages:ringEditor.fights')}
              </Button>
              <Button
                size="xs"
                variant="default"
                aria-label={t('pages:ringEditor.renameTitle', { title: row.title })}
                onClick={() => onRename(row)}
              >
                {t('pages:ringEditor.rename')}
              </Button>
              {renderActions?.(row)}
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
    [t, tournamentId, idString, base, caption, look, overlayLook, onRename, onFights, renderActions],
  );
}
