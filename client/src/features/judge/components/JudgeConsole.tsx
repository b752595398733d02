import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONSOLE_KEYS, type ConsoleAction } from '@hema/shared/fight/console-keys';
import { winnerOf } from '@hema/shared/fight/fight-result';
import { FIGHT_REFUSALS, type FightRefusal } from '@hema/shared/fight/refusals';
import { projectFight } from '@hema/shared/fight/projection';
import { CALL_AHEAD, ringQueue } from '@hema/shared/fight/ring-queue';
import { notifications } from '@mantine/notifications';
import type { OutboxStorage } from '@hema/shared/realtime/command-outbox';
import type { FightState } from '@hema/shared/realtime/protocol';
import { COMMAND_REFUSALS } from '@hema/shared/realtime/refusals';
import { fighterAt, fighterColours } from '@hema/shared/ui-rules/fighter-colours';
import { ConnectionLostNotice } from '../../../components/ui/ConnectionLostNotice';
import { useAreaFightsQuery } from '../api/area-fights';
import { useFightExchangesQuery } from '../api/fight-exchanges';
import { useRingAccessQuery } from '../api/ring-judging';
import { useCommandOutbox } from '../hooks/use-command-outbox';
import { useConsoleKeys } from '../hooks/use-console-keys';
import {
  eventOf,
  needsConfirmation,
  projectedStatus,
  unavailableReason,
  type ConsoleEvent,
} from '../judge-commands';
import type { JudgeLink } from '../judge-link';
import { ActionBar } from './ActionBar';
import { ClockPanel } from './ClockPanel';
import { ConfirmActionModal } from './ConfirmActionModal';
import { ConsoleHeader } from './ConsoleHeader';
import { ExchangeHistory } from './ExchangeHistory';
import { ExchangePanel } from './ExchangePanel';
import { FighterPanel } from './FighterPanel';
import { FixResultModal } from './FixResultModal';
import { NoRingAccess } from './NoRingAccess';
import { OutboxNotices } from './OutboxNotices';
import { RingQueue } from './RingQueue';
import { UpNextPanel } from './UpNextPanel';

interface JudgeConsoleProps {
  link: JudgeLink;
  areaId: string;
  tournamentId: string;
  polling?: boolean;
  /** Tests pass a memory storage; the app keeps the outbox in localStorage. */
  storage?: OutboxStorage;
  /** What the app shows the judges under the header (the organizer's announcements). */
  notices?: ReactNode;
}

/** A card or double key whose counter the fight does not keep: said at once instead of sending a refused command. */
function counterOff(action: ConsoleAction, fight: FightState): FightRefusal | null {
  const { counters } = fight.view;
  const off =
    (action.kind === 'card' && !counters[action.card === 'yellow' ? 'yellowCards' : 'redCards']) ||
    (action.kind === 'exchangeDouble' && !counters.doubles);
  return off ? FIGHT_REFUSALS.counterDisabled : null;
}

function ResultLine({ fight }: { fight: FightState }) {
  const { t } = useTranslation();
  const { view } = fight;
  if (view.status === 'cancelled')
    return (
      <Text span fw={600}>
        {t('judge.cancelledFight')}
      </Text>
    );
  const names = { fighter1: fight.fighter1?.name ?? '—', fighter2: fight.fighter2?.name ?? '—' };
  return (
    <Text span fw={600} data-testid="fight-result">
      {t(`live.result.${view.result}`, names)} · {view.score1}:{view.score2}
      {view.finishReason && (
        <Text span c="gray.4" fw={400}>
          {' '}
          · {t(`live.finishReason.${view.finishReason}`)}
        </Text>
      )}
    </Text>
  );
}

/** "Previous fight: Anna wins · 5:3 · by points": the console has moved on, and says where from. */
function PreviousFight({ fight, onOpen }: { fight: FightState; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} c="gray.3" fz="sm" data-testid="previous-fight" wrap="wrap">
      <Text span c="gray.5" size="sm">
        {t('judge.previousFight')}
      </Text>
      <Anchor component="button" type="button" c="gray.2" size="sm" onClick={onOpen}>
        {fight.fighter1?.name ?? '—'} {t('judge.versus')} {fight.fighter2?.name ?? '—'}
      </Anchor>
      <span aria-hidden>·</span>
      <ResultLine fight={fight} />
    </Group>
  );
}

/**
 * The judge console of a ring (spec §2, §9): the ring's current fight and the next one, keyboard first, with an
 * offline-tolerant outbox. It shows the server's state with the judge's waiting presses played on top (marked as
 * not sent yet); how many commands wait is always on screen.
 */
export function JudgeConsole({
  link,
  areaId,
  tournamentId,
  polling = false,
  storage,
  notices,
}: JudgeConsoleProps) {
  const { t } = useTranslation();
  const area = useAreaFightsQuery(areaId).data;
  const { ordered, current, next, previous, upcoming } = useMemo(() => ringQueue(link.states), [link.states]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId ? (ordered.find((f) => f.fightId === selectedId) ?? null) : null;
  const target = selected ?? current;
  const outbox = useCommandOutbox(areaId, link.send, link.online, storage);
  const access = useRingAccessQuery(areaId).data;
  // Revoked while the console is open: the server refused a command for it, so the keys stop here and now.
  const revoked =
    !!access?.revoked ||
    [...outbox.refused, ...outbox.held].some((c) => c.reason === COMMAND_REFUSALS.judgeRevoked);
  // Neither the organizer (nor an admin) nor a judge of this ring: the console explains instead of offering keys.
  const blocked = revoked || (access !== undefined && access.as === null);
  const [confirming, setConfirming] = useState<ConsoleAction | null>(null);
  const [fixing, setFixing] = useState(false);
  // What the console knew before sending: an action the fight cannot take in its status is explained, not sent.
  const [notice, setNotice] = useState<FightRefusal | null>(null);
  // The value armed by the 2/3 keys for the next hit; a hit (or pressing the same key again) disarms it.
  const [armed, setArmed] = useState<number | null>(null);
  const history = useFightExchangesQuery(target?.fightId ?? null, target?.version ?? 0).data;
  const waitingEvents = useMemo(
    () => (target ? outbox.waiting.filter((c) => c.fightId === target.fightId).map((c) => c.event) : []),
    [target, outbox.waiting],
  );
  const targetStatus = target ? projectedStatus(target.view.status, waitingEvents) : null;
  // What the judge's waiting presses will make (the shared fight machine on top of the last confirmed state): an
  // offline judge sees the score they are building, marked as not sent yet. Commands themselves are unchanged.
  const shown = useMemo(() => {
    if (!target) return null;
    const { view, applied } = projectFight(target.view, waitingEvents);
    return applied > 0 ? { ...target, view } : target;
  }, [target, waitingEvents]);
  const unsent = waitingEvents.length;

  const send = useCallback(
    (fight: FightState, event: ConsoleEvent) =>
      outbox.push(fight.fightId, fight.version, { ...event, at: Math.round(Date.now() + link.offsetMs) }),
    [outbox, link.offsetMs],
  );

  // The call key calls the fight on deck, whichever fight the other keys point at: the fighters of the next fight get
  // ready while this one runs. Calling again calls again (a new time); the machine refuses a fight already on.
  const callNext = useCallback(() => {
    if (!next) {
      notifications.show({ color: 'gray', message: t('calls.nothingToCall') });
      return;
    }
    send(next, { type: 'CALL' });
    notifications.show({
      color: 'orange',
      message: t('calls.calledToast', {
        fighter1: next.fighter1?.name || '—',
        fighter2: next.fighter2?.name || '—',
      }),
    });
  }, [next, send, t]);

  const dispatch = useCallback(
    (action: ConsoleAction, points?: number) => {
      if (action.kind === 'call') return callNext();
      if (action.kind === 'hitValue')
        return setArmed((now) => (now === action.points ? null : action.points));
      if (!target || !targetStatus) return;
      const unavailable = unavailableReason(action, targetStatus) ?? counterOff(action, target);
      setNotice(unavailable);
      if (unavailable) return;
      if (action.kind === 'fixResult') return setFixing(true);
      // Score, exchange and card keys go by where the fighter stands (Q/A left): the red fighter may stand on the
      // right.
      const resolved =
        'side' in action
          ? { ...action, side: fighterAt(fighterColours(target), action.side === 1 ? 'left' : 'right') }
          : action;
      if (needsConfirmation(resolved)) return setConfirming(resolved);
      const addedValue = target.view.rules?.addedValue ?? 1;
      const event = eventOf(resolved, targetStatus, {
        points: points ?? armed ?? addedValue,
        afterblowPoints: addedValue,
      });
      if (action.kind === 'hit' || action.kind === 'afterblow') setArmed(null);
      if (event) send(target, event);
    },
    [target, targetStatus, send, callNext, armed],
  );

  useConsoleKeys((name) => dispatch(CONSOLE_KEYS[name].action), confirming !== null || fixing || blocked);

  // Fighter 1 (red) stands on the category's red side; each panel shows the fighter standing there.
  const panel = (position: 'left' | 'right') => {
    if (!target || !shown) return null;
    const colours = fighterColours(target);
    const side = fighterAt(colours, position);
    return (
      <FighterPanel
        side={side}
        position={position}
        fighter={side === 1 ? target.fighter1 : target.fighter2}
        view={shown.view}
        unsent={unsent > 0}
        colour={colours[side]}
        winner={winnerOf(shown.view.result) === side}
        onEvent={(event) => send(target, event)}
      />
    );
  };
  const tournamentPath = area ? `/tournament/${area.tournament.idString}` : null;

  let body;
  if (blocked) {
    body = <NoRingAccess revoked={revoked} />;
  } else if (!link.ready) {
    body = (
      <Center mih={320}>
        <Loader color="gray" type="dots" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (ordered.length === 0) {
    body = (
      <Paper radius="lg" bg="dark.7" p="xl" style={{ border: '1px solid var(--mantine-color-dark-4)' }}>
        <Stack align="center" ta="center" gap="sm" py="xl" maw={620} mx="auto" data-testid="empty-ring">
          <Title order={2} c="gray.0">
            {t('judge.emptyRing.title')}
          </Title>
          <Text c="gray.4">{t('judge.emptyRing.text')}</Text>
          {access?.as === 'organizer' && (
            <Button
              component={Link}
              to={`/organizer/tournaments/${tournamentId}/areas`}
              variant="light"
              mt="sm"
            >
              {t('judge.emptyRing.action')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <>
        {target ? (
          <Stack gap="md">
            {selected && selected.fightId !== current?.fightId && (
              <Alert color="indigo" variant="light" data-testid="editing-other-fight">
                <Group justify="space-between">
                  <Text size="sm">{t('judge.editingOther', { number: ordered.indexOf(selected) + 1 })}</Text>
                  <Button size="xs" variant="white" onClick={() => setSelectedId(null)}>
                    {t('judge.backToCurrent')}
                  </Button>
                </Group>
              </Alert>
            )}
            {!selected && previous && (
              <PreviousFight fight={previous} onOpen={() => setSelectedId(previous.fightId)} />
            )}
            <Group justify="space-between" c="gray.3">
              <Group gap="sm">
                <Text fw={600} data-testid="stage-title">
                  {t('judge.fightNumber', { number: ordered.indexOf(target) + 1 })}
                </Text>
                {unsent > 0 && (
                  <Badge color="yellow" c="dark.9" variant="filled" size="lg" data-testid="unsent-badge">
                    {t('judge.notSentYet', { count: unsent })}
                  </Badge>
                )}
              </Group>
              {shown && (shown.view.status === 'finished' || shown.view.status === 'cancelled') && (
                <ResultLine fight={shown} />
              )}
            </Group>
            <Grid gap="md" align="stretch">
              <Grid.Col span={{ base: 12, md: 4 }}>{panel('left')}</Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <ClockPanel
                  view={shown?.view ?? target.view}
                  offsetMs={link.offsetMs}
                  timerStatus={targetStatus ?? target.view.status}
                  doublesEnabled={target.view.counters.doubles}
                  onTimer={() => dispatch(CONSOLE_KEYS.timer.action)}
                  onEvent={(event) => send(target, event)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>{panel('right')}</Grid.Col>
            </Grid>
            <ExchangePanel
              view={shown?.view ?? target.view}
              addedValue={target.view.rules?.addedValue ?? 1}
              armed={armed}
              onAction={dispatch}
            />
            <ExchangeHistory
              fight={target}
              history={history?.fightId === target.fightId ? history : undefined}
            />
            <ActionBar
              status={targetStatus ?? target.view.status}
              winnerRequired={target.view.winnerRequired}
              onAction={dispatch}
            />
          </Stack>
        ) : (
          <Paper radius="lg" bg="dark.7" p="xl" style={{ border: '1px solid var(--mantine-color-dark-4)' }}>
            <Stack align="center" gap="sm">
              <Text ta="center" c="gray.3" fw={600} data-testid="ring-done">
                {t('judge.ringDone')}
              </Text>
              {previous && <PreviousFight fight={previous} onOpen={() => setSelectedId(previous.fightId)} />}
            </Stack>
          </Paper>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <UpNextPanel upNext={upcoming.slice(0, CALL_AHEAD)} onCall={callNext} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <RingQueue
              ordered={ordered}
              currentId={current?.fightId ?? null}
              nextId={next?.fightId ?? null}
              targetId={target?.fightId ?? null}
              onSelect={(id) => setSelectedId(id === current?.fightId ? null : id)}
            />
          </Grid.Col>
        </Grid>
      </>
    );
  }

  return (
    <Box
      mih="100dvh"
      bg="dark.8"
      c="gray.0"
      px={{ base: 'sm', md: 'xl' }}
      py="lg"
      data-testid="judge-console"
    >
      <Stack gap="md" maw={1500} mx="auto">
        <ConsoleHeader
          ringTitle={area?.area.title ?? null}
          tournamentTitle={area?.tournament.title ?? null}
          tournamentPath={tournamentPath}
          online={link.online}
          polling={polling}
          pending={outbox.pending}
          fight={target}
        />
        {/* No "refresh the page": offline a reload shows the browser's error page, and nothing is lost anyway. */}
        <ConnectionLostNotice show={!link.online} text={t('judge.offlineNotice')}>
          {outbox.pending > 0 && (
            <Text size="sm" fw={700} mt={4}>
              {t('judge.pendingOffline', { count: outbox.pending })}
            </Text>
          )}
        </ConnectionLostNotice>
        {notices}
        {!blocked && (
          <OutboxNotices
            held={outbox.held}
            refused={outbox.refused}
            waiting={outbox.waiting}
            fights={ordered}
            onRetry={outbox.retry}
            onDiscard={outbox.discard}
          />
        )}
        {notice && !blocked && (
          <Alert
            color="gray"
            variant="light"
            withCloseButton
            onClose={() => setNotice(null)}
            data-testid="console-notice"
          >
            {t(`fight.refusals.${notice}`)}
          </Alert>
        )}
        {body}
        <Text size="xs" c="gray.6" ta="center">
          {t('judge.keysHint')}{' '}
          <Anchor
            component={Link}
            to={`/organizer/tournaments/${tournamentId}/${polling ? 'area-scores' : 'area-scores-polling'}/${areaId}`}
            c="gray.5"
            size="xs"
          >
            {polling ? t('judge.switchToLive') : t('judge.switchToPolling')}
          </Anchor>
        </Text>
      </Stack>
      <ConfirmActionModal
        action={confirming}
        fight={target}
        onConfirm={(event) => target && send(target, event)}
        onClose={() => setConfirming(null)}
      />
      <FixResultModal
        fight={target}
        opened={fixing}
        onSubmit={(event) => target && send(target, event)}
        onClose={() => setFixing(false)}
      />
    </Box>
  );
}
