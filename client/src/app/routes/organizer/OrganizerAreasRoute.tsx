import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Area } from '@hema/shared/contracts/areas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintButton } from '../../../features/documents/components/PrintButton';
import { useCreateArea, useRenameArea } from '../../../features/rings/api/areas';
import { CaptionLookPanel } from '../../../features/rings/components/CaptionLookPanel';
import { DEFAULT_CAPTION_LOOK, type CaptionLook } from '../../../features/rings/components/caption-link';
import { DEFAULT_OVERLAY_LOOK, type OverlayLook } from '../../../features/rings/components/overlay-links';
import { StreamOverlaysPanel } from '../../../features/rings/components/StreamOverlaysPanel';
import { RingFightsModal } from '../../../features/rings/components/RingFightsModal';
import { RingJudgesModal } from '../../../features/rings/components/RingJudgesModal';
import { RingTitleModal } from '../../../features/rings/components/RingTitleModal';
import { useManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { useTournamentAreasGrid } from '../../../features/rings/hooks/use-tournament-areas-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/**
 * Rings (areas): add, rename and remove them, give each its queue of fights, and open or copy its screens — the
 * judge console, the polling console and the stream caption (whose look is chosen here) — and say who judges each.
 */
export default function OrganizerAreasRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament, base } = useManagedTournamentOutlet();
  const title = t('pages:management.tabs.areas');
  const [look, setLook] = useState<CaptionLook>(DEFAULT_CAPTION_LOOK);
  const [overlayLook, setOverlayLook] = useState<OverlayLook>(DEFAULT_OVERLAY_LOOK);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Area | null>(null);
  const [queueOf, setQueueOf] = useState<Area | null>(null);
  const [judgesOf, setJudgesOf] = useState<Area | null>(null);
  const create = useCreateArea(tournament._id);
  const rename = useRenameArea();
  const grid = useTournamentAreasGrid({
    tournamentId: tournament._id,
    idString: tournament.idString,
    base,
    caption: title,
    look,
    overlayLook,
    onRename: useCallback((area: Area) => setRenaming(area), []),
    onFights: useCallback((area: Area) => setQueueOf(area), []),
    renderActions: useCallback(
      (area: Area) => (
        <>
          <Button
            size="xs"
            variant="light"
            color="grape"
            aria-label={t('pages:ringJudges.open', { title: area.title })}
            onClick={() => setJudgesOf(area)}
          >
            {t('pages:ringJudges.button')}
          </Button>
          <PrintButton
            size="xs"
            kind="area"
            id={area._id}
            label={t('pages:documents.printArea', { title: area.title })}
          />
        </>
      ),
      [t],
    ),
  });

  return (
    <>
      <ManagementGridPage
        title={title}
        purpose={t('pages:management.pages.areas')}
        actions={<Button onClick={() => setAdding(true)}>{t('pages:ringEditor.addRing')}</Button>}
        grid={grid}
      />
      <Alert variant="light" color="blue" mt="lg">
        {t('pages:ringEditor.nextRoundsRule')}
      </Alert>
      <CaptionLookPanel look={look} onChange={setLook} />
      <StreamOverlaysPanel
        idString={tournament.idString}
        nominations={tournament.nominations}
        look={overlayLook}
        onChange={setOverlayLook}
      />
      <RingTitleModal
        opened={adding}
        title={t('pages:ringEditor.addTitle')}
        submitLabel={t('pages:ringEditor.addRing')}
        pending={create.isPending}
        onClose={() => setAdding(false)}
        onSubmit={async (ringTitle) => {
          const area = await create.mutateAsync({ title: ringTitle });
          setAdding(false);
          notifications.show({ color: 'green', message: t('pages:ringEditor.added', { title: area.title }) });
        }}
      />
      <RingTitleModal
        opened={renaming !== null}
        title={renaming ? t('pages:ringEditor.renameTitle', { title: renaming.title }) : ''}
        submitLabel={t('pages:ringEditor.save')}
        initialTitle={renaming?.title}
        pending={rename.isPending}
        onClose={() => setRenaming(null)}
        onSubmit={async (ringTitle) => {
          if (!renaming) return;
          await rename.mutateAsync({ id: renaming._id, title: ringTitle });
          setRenaming(null);
          notifications.show({ color: 'green', message: t('pages:ringEditor.saved') });
        }}
      />
      <RingJudgesModal area={judgesOf} onClose={() => setJudgesOf(null)} />
      <RingFightsModal area={queueOf} nominations={tournament.nominations} onClose={() => setQueueOf(null)} />
    </>
  );
}
