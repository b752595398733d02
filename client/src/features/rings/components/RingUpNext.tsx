import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalled, upNext } from '@hema/shared/fight/ring-queue';
import { room } from '@hema/shared/realtime/protocol';
import { CalledBadge } from '../../../components/ui/CalledBadge';
import { useFightTitles } from '../../../lib/fight-titles';
import { useFightStates } from '../../../lib/live/use-live';
import { useCallFight } from '../hooks/use-call-fight';

const PLACES = ['onDeck', 'inTheHole'] as const;

/**
 * The ring's "on deck" and "in the hole", live from the ring's room (the same rule as the judge console), each with a
 * Call button that calls its fighters to the ring and says when they were called.
 */
export function RingUpNext({ areaId }: { areaId: string }) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const live = useFightStates([room.area(areaId)]);
  const fights = useMemo(() => upNext(live.states), [live.states]);
  const call = useCallFight();
  if (!live.ready) return null;
  return (
    <Stack gap="xs" data-testid="ring-up-next">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {PLACES.map((place, at) => {
          const fight = fights[at];
          const names = fight
            ? {
                fighter1: fight.fighter1?.name || t('live.tbd'),
                fighter2: fight.fighter2?.name || t('live.tbd'),
              }
            : null;
          return (
            <Card key={place} withBorder radius="md" padding="sm" data-testid={`ring-${place}`}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Text fw={700} size="sm">
                  {t(`calls.${place}`)}
                </Text>
                {fight && isCalled(fight) && <CalledBadge calledAt={fight.view.calledAt!} />}
              </Group>
              {fight && names ? (
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {names.fighter1} — {names.fighter2}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {titles.fight(fight)}
                    </Text>
                  </Stack>
                  <Button
                    style={{ flexShrink: 0 }}
                    size="xs"
                    color="orange"
                    variant={isCalled(fight) ? 'light' : 'filled'}
                    aria-label={t('calls.callFight', names)}
                    loading={call.isPending && call.variables?.fightId === fight.fightId}
                    onClick={() => call.mutate(fight)}
                  >
                    {isCalled(fight) ? t('calls.callAgain') : t('calls.call')}
                  </Button>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('calls.nothingUpNext')}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
