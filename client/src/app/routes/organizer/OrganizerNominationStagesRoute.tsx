import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFightTitles } from '../../../lib/fight-titles';
import { useNominationStagesQuery, type Stage } from '../../../features/stages/api/nomination-stages';
import { PrintButton } from '../../../features/documents/components/PrintButton';
import { DeleteConfirmModal } from '../../../components/grid/components/DeleteConfirmModal';
import { useCreateStage, useDeleteStage, useUpdateStage } from '../../../features/stage-setup/api/stages';
import { NO_FINALS_STAGE } from '@hema/shared/competition/competition-warnings';
import { useNominationWarnings } from '../../../features/categories/api/nominations';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { ResourceTable } from '../../../components/management/ResourceTable';
import { CompetitionWarnings } from '../../../features/categories/components/CompetitionWarnings';
import { GenerateStageButton } from '../../../features/stage-setup/components/GenerateStageButton';
import { NextRoundButton } from '../../../features/stage-setup/components/NextRoundButton';
import { useTournamentAreasQuery } from '../../../features/stages/api/tournament-areas';
import { StageFormModal } from '../../../features/stage-setup/components/StageFormModal';
import { stageFormValues } from '../../../features/stage-setup/components/stage-form-values';
import { useManagedNominationOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { AdvanceModal } from '../../../features/standings/components/AdvanceModal';

/** The category's own warnings come live from its query; a build's answer adds only what belongs to that build. */
const isBuildOnly = (warning: string) => warning !== NO_FINALS_STAGE;

/**
 * Stages of the category: "Add stage" with the settings of its type, each stage's pools, "Generate" (again, until a
 * fight started), its settings and deletion. The category's warnings (spec §8) and those of the last build show above.
 */
export default function OrganizerNominationStagesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament, nomination, nominationBase } = useManagedNominationOutlet();
  const rings = (useTournamentAreasQuery(tournament._id).data ?? []).map((r) => ({
    value: r._id,
    label: r.title,
  }));
  // The ring rule of fights a stage fills later (brackets, next rounds): a chosen ring, else the feeding fights' one.
  const ringRule = (stage: Stage) =>
    stage.type === 'POOL'
      ? null
      : t('pages:nextRound.ringRule', {
          ring:
            rings.find((r) => r.value === stage.settings.nextFightsAreaId)?.label ??
            t('pages:stageForm.sameRing'),
        });
  const query = useNominationStagesQuery(nomination._id);
  const warnings = useNominationWarnings(nomination._id).data ?? [];
  const [buildWarnings, setBuildWarnings] = useState<string[]>([]);
  const titles = useFightTitles();
  const create = useCreateStage(nomination._id);
  const update = useUpdateStage();
  const remove = useDeleteStage();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Stage | null>(null);
  const [removing, setRemoving] = useState<Stage | null>(null);
  const [advancing, setAdvancing] = useState<string | null>(null);
  const lastIndex = Math.max(-1, ...(query.data ?? []).map((s) => s.index));
  const titleOf = (stage: Stage) =>
    titles.stage({ type: stage.type, index: stage.index, label: stage.label || null });

  return (
    <ManagementPage
      title={t('pages:management.tabs.stages')}
      purpose={t('pages:management.pages.nominationStages')}
      actions={<Button onClick={() => setAdding(true)}>{t('pages:stageForm.add')}</Button>}
    >
      <CompetitionWarnings warnings={[...new Set([...warnings, ...buildWarnings.filter(isBuildOnly)])]} />
      <ResourceTable
        minWidth={340}
        columns={[
          {
            key: 'title',
            header: t('pages:management.columns.stage'),
            // The stage's actions sit under its title, so the table fits a phone without scrolling sideways.
            render: (row) => (
              <Stack gap={6} align="flex-start">
                <Text size="sm" fw={600}>
                  {titleOf(row)}
                </Text>
                {ringRule(row) && (
                  <Text size="xs" c="dimmed" data-testid="ring-rule">
                    {ringRule(row)}
                  </Text>
                )}
                <Group gap="xs">
                  <GenerateStageButton stage={row} title={titleOf(row)} onBuilt={setBuildWarnings} />
                  <NextRoundButton stage={row} onBuilt={setBuildWarnings} />
                  {row.pools.length > 0 && (
                    <PrintButton
                      size="compact-sm"
                      kind="stage"
                      id={row._id}
                      label={t('pages:documents.printStage', { title: titleOf(row) })}
                    />
                  )}
                  {row.index < lastIndex && row.pools.length > 0 && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="green"
                      onClick={() => setAdvancing(row._id)}
                    >
                      {t('pages:standings.advance.button')}
                    </Button>
                  )}
                  <Button size="compact-sm" variant="default" onClick={() => setEditing(row)}>
                    {t('pages:stageForm.settings')}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRemoving(row)}>
                    {t('pages:stageForm.remove')}
                  </Button>
                </Group>
              </Stack>
            ),
          },
          {
            key: 'pools',
            header: t('pages:management.columns.pools'),
            render: (row) =>
              row.pools.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('pages:management.noPools')}
                </Text>
              ) : (
                <Group gap="sm">
                  {row.pools.map((pool) => (
                    <Anchor
                      key={pool._id}
                      component={Link}
                      to={`${nominationBase}/pools/${pool._id}`}
                      size="sm"
                    >
                      {titles.group(pool.group)}
                    </Anchor>
                  ))}
                </Group>
              ),
          },
          {
            key: 'fights',
            header: t('pages:stageForm.fights'),
            render: (row) => row.pools.reduce((sum, p) => sum + p.fights.filter((f) => !f.isBye).length, 0),
          },
        ]}
        rows={query.data}
        isPending={query.isPending}
        errorText={query.isError ? t('errors.loading') : null}
        empty={{ title: t('pages:management.noStages'), description: t('pages:management.noStagesText') }}
      />
      <StageFormModal
        opened={adding}
        title={t('pages:stageForm.addTitle')}
        submitLabel={t('pages:stageForm.add')}
        rings={rings}
        initialValues={stageFormValues('POOL')}
        pending={create.isPending}
        onClose={() => setAdding(false)}
        onSubmit={async (body) => {
          const stage = await create.mutateAsync(body);
          setAdding(false);
          setBuildWarnings([]);
          notifications.show({
            color: 'green',
            message: t('pages:stageForm.added', { title: titleOf(stage) }),
          });
        }}
      />
      <StageFormModal
        opened={editing !== null}
        title={editing ? t('pages:stageForm.settingsTitle', { title: titleOf(editing) }) : ''}
        submitLabel={t('pages:stageForm.save')}
        rings={rings}
        initialValues={stageFormValues(editing ?? 'POOL')}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={async (body) => {
          const saved = await update.mutateAsync({ id: editing!._id, body });
          setEditing(null);
          setBuildWarnings(saved.warnings);
          notifications.show({ color: 'green', message: t('pages:stageForm.saved') });
        }}
      />
      <AdvanceModal
        stageId={advancing}
        stageTitle={(stage) => titles.stage(stage)}
        groupTitle={titles.group}
        onClose={() => setAdvancing(null)}
        onDone={setBuildWarnings}
      />
      <DeleteConfirmModal
        label={removing ? titleOf(removing) : null}
        opened={removing !== null}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(removing!._id, {
            onSuccess: () => setRemoving(null),
            onError: () => setRemoving(null),
          })
        }
      />
    </ManagementPage>
  );
}
