import { ActionIcon, Anchor, Button, CopyButton, Group, Tooltip } from '@mantine/core';
import { areasContract, type Area } from '@hema/shared/contracts/areas';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { captionPath, type CaptionLook } from '../components/caption-link';
import { CopyIcon } from '../components/CopyIcon';
import { READ_ONLY } from '../../../components/ui/read-only';

interface TournamentAreasGridOptions {
  tournamentId: string;
  /** The tournament's public address part, for the stream caption's link. */
  idString: string;
  /** `/organizer/tournaments/{id}`: the scoring screens live under it. */
  base: string;
  caption: string;
  /** The stream caption's options its links carry. */
  look: CaptionLook;
  onRename: (area: Area) => void;
  onFights: (area: Area) => void;
  /** More buttons of a ring, after its own (the page's print button). */
  renderActions?: (area: Area) => ReactNode;
}

/** A screen's address with a button that copies it whole, for a judge's tablet or a streaming program. */
function ScreenLink({ to, label, external }: { to: string; label: string; external?: boolean }) {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Group gap={2} wrap="nowrap">
      {external ? (
        <Anchor href={to} target="_blank" size="sm">
          {label}
        </Anchor>
      ) : (
        <Anchor component={Link} to={to} size="sm">
          {label}
        </Anchor>
      )}
      <CopyButton value={`${window.location.origin}${to}`}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('pages:ringEditor.copied') : t('pages:ringEditor.copy')} withinPortal>
            <ActionIcon
              variant="subtle"
              size="sm"
              color={copied ? 'teal' : 'gray'}
              aria-label={`${t('pages:ringEditor.copy')}: ${label}`}
              {...READ_ONLY}
              onClick={copy}
            >
              <CopyIcon copied={copied} />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * A tournament's rings (areas) for the reusable grid, in ring order: each links to its judge console, polling console
 * and stream caption (with copy buttons), and can be renamed, given fights or removed.
 */
export function useTournamentAreasGrid({
  tournamentId,
  idString,
  base,
  caption,
  look,
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
    [t, tournamentId, idString, base, caption, look, onRename, onFights, renderActions],
  );
}
