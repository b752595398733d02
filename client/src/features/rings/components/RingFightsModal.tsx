import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Area } from '@hema/shared/contracts/areas';
import type { Nomination } from '@hema/shared/contracts/nominations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFightTitles } from '../../../lib/fight-titles';
import { useAreaFightsQuery, useAssignFights, useCategoryStagesQuery } from '../api/areas';
import { appended, moved, without } from '../../../lib/list-order';
import { RingUpNext } from './RingUpNext';

interface RingFightsModalProps {
  area: Area | null;
  nominations: readonly Pick<Nomination, '_id' | 'title'>[];
  onClose: () => void;
}

/**
 * A ring's queue: the fights in the order the ring fights them, each movable and removable, and
 * the fights of a category to add — a whole stage, a whole pool or one by one. Every change saves the whole queue.
 */
export function RingFightsModal({ area, nominations, onClose }: RingFightsModalProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={area !== null}
      onClose={onClose}
      title={area ? t('pages:ringEditor.manageFights', { title: area.title }) : ''}
      size="xl"
      fullScreen={narrow}
    >
      {area && <RingFights area={area} nominations={nominations} />}
    </Modal>
  );
}

function RingFights({ area, nominations }: { area: Area; nominations: RingFightsModalProps['nominations'] }) {
  const { t } = useTranslation(['translation', 'pages']);
  const titles = useFightTitles();
  const queue = useAreaFightsQuery(area._id);
  const assign = useAssignFights(area._id);
  const [nominationId, setNominationId] = useState<string | null>(nominations[0]?._id ?? null);
  const stages = useCategoryStagesQuery(nominationId);

  const fights = queue.data?.fights ?? [];
  const ids = fights.map((fight) => fight._id);
  const save = (next: string[]) => assign.mutate(next);
  const busy = assign.isPending || queue.isFetching;

  return (
    <Stack gap="lg">
      {fights.length > 0 && <RingUpNext areaId={area._id} />}
      <Stack gap="xs">
        <Title order={4}>{t('pages:ringEditor.queue')}</Title>
        {queue.isPending ? (
          <Loader size="sm" />
        ) : fights.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('pages:ringEditor.queueEmpty')}
          </Text>
        ) : (
          <Stack gap={4} component="ol" m={0} p={0} aria-label={t('pages:ringEditor.queue')}>
            {fights.map((fight, at) => {
              const number = at + 1;
              return (
                <Card key={fight._id} component="li" withBorder padding="xs" radius="sm">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {number}. {fight.fighter1?.name ?? t('live.tbd')} —{' '}
                        {fight.fighter2?.name ?? t('live.tbd')}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {[
                          fight.nomination?.title,
                          fight.stage && titles.stage(fight.stage),
                          fight.pool && titles.group(fight.pool.group),
                          t('pages:ringEditor.fightNumber', { n: fight.index + 1 }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('pages:ringEditor.moveUp', { number })}
                        disabled={busy || at === 0}
                        onClick={() => save(moved(ids, fight._id, -1))}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('pages:ringEditor.moveDown', { number })}
                        disabled={busy || at === fights.length - 1}
                        onClick={() => save(moved(ids, fight._id, 1))}
                      >
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('pages:ringEditor.removeFight', { number })}
                        disabled={busy}
                        onClick={() => save(without(ids, fight._id))}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>

      {/* With the queue, not before it: a queue arriving above would push the category picker away under the
          person's hand, and its open list would vanish with it. */}
      {!queue.isPending && (
        <>
          <Divider />

          <Stack gap="sm">
            <Title order={4}>{t('pages:ringEditor.addFights')}</Title>
            <Select
              label={t('pages:ringEditor.category')}
              placeholder={t('pages:ringEditor.chooseCategory')}
              allowDeselect={false}
              value={nominationId}
              onChange={setNominationId}
              data={nominations.map((n) => ({ value: n._id, label: n.title }))}
              comboboxProps={{ withinPortal: true }}
            />
            {stages.isFetching && !stages.data && <Loader size="sm" />}
            {stages.data &&
              stages.data.items.every((stage) => stage.pools.every((p) => p.fights.length === 0)) && (
                <Alert color="gray" variant="light">
                  {t('pages:ringEditor.noStagesYet')}
                </Alert>
              )}
            {stages.data?.items.map((stage) => {
              const stageFights = stage.pools.flatMap((pool) => pool.fights).filter((fight) => !fight.isBye);
              if (stageFights.length === 0) return null;
              const stageTitle = titles.stage({
                type: stage.type,
                index: stage.index,
                label: stage.label || null,
              });
              return (
                <Card key={stage._id} withBorder radius="md" padding="sm">
                  <Group justify="space-between" mb="xs">
                    <Text fw={600}>{stageTitle}</Text>
                    <Button
                      size="xs"
                      variant="light"
                      disabled={busy}
                      aria-label={`${t('pages:ringEditor.wholeStage')}: ${stageTitle}`}
                      onClick={() => save(appended(ids, stageFights))}
                    >
                      {t('pages:ringEditor.wholeStage')}
                    </Button>
                  </Group>
                  <Stack gap="xs">
                    {stage.pools.map((pool) => {
                      const poolFights = pool.fights.filter((fight) => !fight.isBye);
                      if (poolFights.length === 0) return null;
                      const poolTitle = titles.group(pool.group);
                      return (
                        <Stack key={pool._id} gap={4}>
                          <Group justify="space-between">
                            <Text size="sm" fw={600}>
                              {poolTitle}
                            </Text>
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              disabled={busy}
                              aria-label={`${t('pages:ringEditor.wholePool')}: ${poolTitle}`}
                              onClick={() => save(appended(ids, poolFights))}
                            >
                              {t('pages:ringEditor.wholePool')}
                            </Button>
                          </Group>
                          {poolFights.map((fight) => {
                            const here = fight.area?._id === area._id;
                            const number = `${poolTitle} ${fight.index + 1}`;
                            return (
                              <Group
                                key={fight._id}
                                data-fight-row
                                justify="space-between"
                                wrap="nowrap"
                                gap="xs"
                                pl="sm"
                              >
                                <Text size="sm" truncate style={{ minWidth: 0 }}>
                                  {fight.index + 1}. {fight.fighter1?.name ?? t('live.tbd')} —{' '}
                                  {fight.fighter2?.name ?? t('live.tbd')}
                                </Text>
                                <Group gap={6} wrap="nowrap">
                                  <Badge
                                    variant="light"
                                    color={here ? 'green' : fight.area ? 'blue' : 'gray'}
                                  >
                                    {here
                                      ? t('pages:ringEditor.onThisRing')
                                      : fight.area
                                        ? t('pages:ringEditor.onRing', { ring: fight.area.title })
                                        : t('pages:ringEditor.unassigned')}
                                  </Badge>
                                  <ActionIcon
                                    variant="light"
                                    aria-label={t('pages:ringEditor.addFight', { number })}
                                    disabled={busy || here}
                                    onClick={() => save(appended(ids, [fight]))}
                                  >
                                    +
                                  </ActionIcon>
                                </Group>
                              </Group>
                            );
                          })}
                        </Stack>
                      );
                    })}
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
