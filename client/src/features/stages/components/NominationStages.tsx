import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FightState } from '@hema/shared/realtime/protocol';
import { useFightTitles } from '../../../lib/fight-titles';
import { useConnectionLostAt } from '../../../lib/live/use-live';
import type { Stage, StagePool } from '../api/nomination-stages';
import { byFightId, shownFight, type ShownFight } from '../live-fights';
import { BracketStage } from './BracketStage';
import { FightsTable } from './FightsTable';

interface NominationStagesProps {
  stages: Stage[];
  live: FightState[];
  offsetMs: number;
  ringTitles: ReadonlyMap<string, string>;
  followPath: (fighterId: string) => string;
  /**
   * A table: under each pool of a pool stage (`pool`), above the rounds of a swiss stage (`pool` null: the stage's
   * one table, with hit points in swiss with hits). The page's route supplies it.
   */
  poolTable?: (stage: Stage, pool: StagePool | null) => ReactNode;
  /** The signed-in spectator's pick on a bout (predictions). */
  predict?: (fight: ShownFight) => ReactNode;
}

/** The stages page while its data loads: intro, a tab row and two pool cards, in the places the page will fill. */
export function StagesSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy aria-label={t('common.loading')}>
      <Text c="dimmed" size="sm">
        {t('spectator.stagesIntro')}
      </Text>
      <Skeleton h={36} w={280} radius="sm" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Skeleton h={320} radius="lg" />
        <Skeleton h={320} radius="lg" visibleFrom="lg" />
      </SimpleGrid>
    </Stack>
  );
}

interface PoolCardProps {
  pool: StagePool;
  fighters: number;
  live: boolean;
  children: ReactNode;
}

function PoolCard({ pool, children, fighters, live }: PoolCardProps) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  // Not LIVE while the connection is lost: what is shown may be stale.
  const lost = useConnectionLostAt() !== null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="pool">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {titles.group(pool.group)}
        </Title>
        <Group gap={6}>
          {live && !lost && (
            <Badge color="red" variant="filled" size="sm" leftSection={<span aria-hidden>●</span>}>
              {t('live.live')}
            </Badge>
          )}
          {fighters > 0 && (
            <Badge variant="light" color="gray" size="sm">
              {t(pool.isTeam ? 'spectator.teamsCount' : 'spectator.fightersCount', { count: fighters })}
            </Badge>
          )}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}

/**
 * The category stages page (spec §2): every stage with its pools, brackets or swiss rounds, updated live. Memoized:
 * the page hands it deferred values, and an urgent render with the old ones must cost nothing.
 */
/** Pools drawn by the first render of a stage; the rest follow this many at a time. */
const POOLS_PER_STEP = 2;

/**
 * How many of `total` pools to draw: a few, then a few more after each commit, each step a transition of its own.
 * All pools of a big category in one commit hold a phone's main thread for half a second; in steps, a tap or a
 * scroll is answered between them.
 */
function useRevealedPools(total: number): number {
  const [count, setCount] = useState(POOLS_PER_STEP);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(() => startTransition(() => setCount((c) => c + POOLS_PER_STEP)), 0);
    return () => clearTimeout(id);
  }, [count, total]);
  return count;
}

export const NominationStages = memo(function NominationStages({
  stages,
  live,
  offsetMs,
  ringTitles,
  followPath,
  poolTable,
  predict,
}: NominationStagesProps) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const liveById = useMemo(() => byFightId(live), [live]);
  const sorted = useMemo(() => [...stages].sort((a, b) => a.index - b.index), [stages]);
  // Open on the stage being fought: the first with a fight not over yet, else the last one.
  const defaultStage =
    sorted.find((s) =>
      s.pools.some((p) =>
        p.fights.some((f) => !['finished', 'cancelled'].includes(f.view.status) && !f.isBye),
      ),
    )?._id ??
    sorted.at(-1)?._id ??
    null;
  const [tab, setTab] = useState<string | null>(null);
  const active = tab ?? defaultStage;
  const show = (row: StagePool['fights'][number]) => shownFight(row, liveById);
  const revealed = useRevealedPools(sorted.find((s) => s._id === active)?.pools.length ?? 0);

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('spectator.stagesIntro')}
      </Text>
      {sorted.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>{t('spectator.noStages')}</Text>
          <Text c="dimmed" size="sm" mt={4}>
            {t('spectator.noStagesHint')}
          </Text>
        </Paper>
      ) : (
        <Tabs value={active} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            {sorted.map((stage) => (
              <Tabs.Tab key={stage._id} value={stage._id}>
                {titles.stage({ type: stage.type, index: stage.index, label: stage.label || null })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sorted.map((stage) => (
            <Tabs.Panel key={stage._id} value={stage._id}>
              {stage.pools.length === 0 ? (
                <Text c="dimmed">{t('spectator.stageNotBuilt')}</Text>
              ) : stage.type === 'ELIMINATION' || stage.type === 'ELIMINATION_DOUBLE' ? (
                <BracketStage
                  pools={stage.pools}
                  medals={stage.type === 'ELIMINATION'}
                  show={show}
                  offsetMs={offsetMs}
                  followPath={followPath}
                  predict={predict}
                />
              ) : (
                <Stack gap="md">
                  {(stage.type === 'SWISS' || stage.type === 'SWISS_HITS') && poolTable?.(stage, null)}
                  <SimpleGrid
                    cols={{ base: 1, lg: stage.type === 'POOL' && stage.pools.length > 1 ? 2 : 1 }}
                    spacing="md"
                  >
                    {[...stage.pools]
                      .sort((a, b) => a.round - b.round || a.index - b.index)
                      .slice(0, revealed)
                      .map((pool) => {
                        const fights = [...pool.fights].sort((a, b) => a.index - b.index).map(show);
                        const fighting = fights.some(
                          (f) => f.view.status === 'running' || f.view.status === 'paused',
                        );
                        return (
                          <PoolCard
                            key={pool._id}
                            pool={pool}
                            fighters={stage.type === 'POOL' ? pool.fighters.length : 0}
                            live={fighting}
                          >
                            <FightsTable
                              side={pool.isTeam ? 'team' : 'fighter'}
                              fights={fights}
                              offsetMs={offsetMs}
                              ringTitles={ringTitles}
                              followPath={followPath}
                              predict={predict}
                            />
                            {/* Under the bouts: the table arrives with its own request, and must not push them down. */}
                            {stage.type === 'POOL' && poolTable?.(stage, pool)}
                          </PoolCard>
                        );
                      })}
                  </SimpleGrid>
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
});
