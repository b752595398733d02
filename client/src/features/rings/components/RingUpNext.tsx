import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalled, upNext } from '@hema/shared/fight/ring-queue';
import { room } from '@hema/shared/realtime/protocol';
import { CalledBadge } from '../../../components/ui/CalledBadge';
import { useFightTitles } from '../../../lib/fight-titles';
import { useFightStates } from '../../../lib/live/use-live';
import { useScheduleTexts } from '../../../lib/schedule-texts';
import { useTournamentSchedule } from '../../schedule/api/schedule';
import { useCallFight } from '../hooks/use-call-fight';

const PLACES = ['onDeck', 'inTheHole'] as const;

/**
 * The ring's "on deck" and "in the hole", live from the ring's room (the same rule as the judge console), each with a
 * Call button that calls its fighters to the ring and says when they were called; with the live schedule's estimated
 * times and the ring's stale alert (the organizer's view of the schedule).
 */
export function RingUpNext({ areaId }: { areaId: string }) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const live = useFightStates([room.area(areaId)]);
  const fights = useMemo(() => upNext(live.states), [live.states]);
  const call = useCallFight();
  const texts = useScheduleTexts();
  const schedule = useTournamentSchedule(live.states[0]?.tournamentId, { silent: true });
  const ring = schedule.data?.rings.find((r) => r.ring._id === areaId);
  const scheduled = (fightId: string) => ring?.fights.find((f) => f.fightId === fightId);
  if (!live.ready) return null;
  return (
    <Stack gap="xs" data-testid="ring-up-next">
      {ring?.stale && (
        <Alert color="orange" variant="light" p="xs" data-testid="ring-stale">
          {texts.stale(ring.stale, schedule.data!.at)}
        </Alert>
      )}
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
                    {scheduled(fight.fightId) && (
                      <Text size="xs" data-testid="ring-estimate">
                        {[texts.when(scheduled(fight.fightId)!), texts.notBefore(scheduled(fight.fightId)!)]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    )}
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
