import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { FightPanel, PanelExchange, RingPanel } from '@hema/shared/contracts/panel';
import type { Exchange } from '@hema/shared/fight/exchanges';
import { JUDGE_SEATS, PANEL_SEATS, exchangeKey, type PanelSeat } from '@hema/shared/fight/panel';
import { ringQueue } from '@hema/shared/fight/ring-queue';
import { newCommandId } from '@hema/shared/realtime/command-outbox';
import type { FightState } from '@hema/shared/realtime/protocol';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveRing } from '../../../lib/live/use-live';
import { localOutboxStorage } from '../outbox-storage';
import {
  sendPanelCall,
  useFightPanelQuery,
  useLeaveSeat,
  usePanelDecide,
  useRingPanelQuery,
  useTakeSeat,
} from '../api/panel';
import { useCommandOutbox } from '../hooks/use-command-outbox';
import { useExchangeText } from '../hooks/use-exchange-text';
import { usePanelPush } from '../hooks/use-panel-push';

/** The calls a judge's device offers, in the order of its buttons, each with its key (by character, any layout). */
export const PANEL_CALLS: { key: string; exchange: Exchange }[] = [
  { key: 'q', exchange: { kind: 'clean', side: 1, points: 1 } },
  { key: 'w', exchange: { kind: 'clean', side: 1, points: 2 } },
  { key: 'e', exchange: { kind: 'clean', side: 1, points: 3 } },
  { key: 'i', exchange: { kind: 'clean', side: 2, points: 1 } },
  { key: 'o', exchange: { kind: 'clean', side: 2, points: 2 } },
  { key: 'p', exchange: { kind: 'clean', side: 2, points: 3 } },
  { key: 'a', exchange: { kind: 'afterblow', side: 1, points: 1, afterblowPoints: 1 } },
  { key: 'l', exchange: { kind: 'afterblow', side: 2, points: 1, afterblowPoints: 1 } },
  { key: 'd', exchange: { kind: 'double' } },
  { key: 'n', exchange: { kind: 'none' } },
];

/** The values a judge arms for an afterblow's first hit (keys 1–3, as at the table console). */
const AFTERBLOW_VALUES = [1, 2, 3] as const;

/**
 * The exchanges a director may rule: a judge's calls, with the afterblow offered at every first-hit value (1–3) and
 * the category's added value as the afterblow — what a judge's device sends with a value key armed — so an overrule
 * can say any afterblow a judge could have called.
 */
export function directorCalls(addedValue: number): Exchange[] {
  const afterblows = (side: 1 | 2): Exchange[] =>
    AFTERBLOW_VALUES.map((points) => ({ kind: 'afterblow', side, points, afterblowPoints: addedValue }));
  return PANEL_CALLS.flatMap(({ exchange }) =>
    exchange.kind === 'afterblow' ? afterblows(exchange.side) : [exchange],
  );
}

/**
 * `/organizer/tournaments/{id}/area-panel/{idArea}`: a seat at the ring's judging panel. A ring's judge (or its
 * organizer) picks a free seat; a judge's seat shows large call buttons for the ring's current fight, the director's
 * seat every judge's call side by side with confirm and overrule. Calls leave through the judge console's outbox.
 */
export function PanelConsole({ link, areaId }: { link: LiveRing; areaId: string }) {
  const { t } = useTranslation();
  const fallbackMs = usePanelPush(areaId);
  const panel = useRingPanelQuery(areaId, fallbackMs);
  const { current } = useMemo(() => ringQueue(link.states), [link.states]);
  if (panel.isPending) return null;
  if (panel.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="red">{t('judge.panel.noAccess')}</Alert>
      </Container>
    );
  const mine = panel.data.mine;
  return (
    <Container size={mine === 'director' ? 'lg' : 'xs'} py="md" px="sm">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h3">
            {mine ? t(`judge.panel.seats.${mine}`) : t('judge.panel.title')}
          </Title>
          <Badge color={link.online ? 'green' : 'orange'} size="lg">
            {link.online ? t('judge.panel.online') : t('judge.panel.offline')}
          </Badge>
        </Group>
        <SeatList seats={panel.data.seats} />
        {!mine && <SeatPicker areaId={areaId} taken={panel.data.seats.map((s) => s.seat)} />}
        {mine && mine !== 'director' && (
          <JudgeDevice
            areaId={areaId}
            fight={current ?? undefined}
            online={link.online}
            offsetMs={link.offsetMs}
          />
        )}
        {mine === 'director' && (
          <DirectorConsole fight={current ?? undefined} fallbackMs={fallbackMs} offsetMs={link.offsetMs} />
        )}
        {mine && <LeaveSeat areaId={areaId} seat={mine} />}
      </Stack>
    </Container>
  );
}

/** Who sits where at the panel (seated by the organizer or by themselves), in the order of the seats. */
function SeatList({ seats }: { seats: RingPanel['seats'] }) {
  const { t } = useTranslation();
  if (seats.length === 0) return null;
  const ordered = PANEL_SEATS.flatMap((seat) => seats.filter((s) => s.seat === seat));
  return (
    <Group gap="xs" aria-label={t('judge.panel.seatList')} role="list" data-testid="panel-seats">
      {ordered.map((s) => (
        <Badge key={s.seat} variant="light" color="gray" role="listitem" tt="none" size="lg">
          {t(`judge.panel.seats.${s.seat}`)}: {s.user.name}
        </Badge>
      ))}
    </Group>
  );
}

function SeatPicker({ areaId, taken }: { areaId: string; taken: PanelSeat[] }) {
  const { t } = useTranslation();
  const take = useTakeSeat(areaId);
  return (
    <Stack gap="sm">
      <Text>{t('judge.panel.pickSeat')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {PANEL_SEATS.map((seat) => (
          <Button
            key={seat}
            size="lg"
            variant="light"
            disabled={taken.includes(seat)}
            loading={take.isPending && take.variables === seat}
            onClick={() => take.mutate(seat)}
          >
            {t(`judge.panel.seats.${seat}`)}
          </Button>
        ))}
      </SimpleGrid>
      {take.isError && <Alert color="red">{take.error.message}</Alert>}
    </Stack>
  );
}

function LeaveSeat({ areaId, seat }: { areaId: string; seat: PanelSeat }) {
  const { t } = useTranslation();
  const leave = useLeaveSeat(areaId);
  return (
    <Group justify="flex-end">
      <Button variant="subtle" color="gray" onClick={() => leave.mutate(seat)} loading={leave.isPending}>
        {t('judge.panel.leave')}
      </Button>
    </Group>
  );
}

/** A judge's device: large buttons and keys; every call waits in the device's outbox until the server has it. */
function JudgeDevice({
  areaId,
  fight,
  online,
  offsetMs,
}: {
  areaId: string;
  fight: FightState | undefined;
  online: boolean;
  offsetMs: number;
}) {
  const { t } = useTranslation();
  // The device's own outbox, apart from the ring's table console in the same browser.
  const storage = useMemo(() => localOutboxStorage(`panel-${areaId}`), [areaId]);
  const outbox = useCommandOutbox(`panel-${areaId}`, sendPanelCall, online, storage);
  const text = useExchangeText(fight);
  const [sent, setSent] = useState<{ id: string; exchange: Exchange }[]>([]);
  // As at the table console: the value keys arm the first hit of the next afterblow, which the category's added
  // value answers.
  const [armed, setArmed] = useState<number | null>(null);
  const addedValue = fight?.view.rules?.addedValue ?? 1;
  const valued = useCallback(
    (exchange: Exchange): Exchange =>
      exchange.kind === 'afterblow'
        ? { ...exchange, points: armed ?? addedValue, afterblowPoints: addedValue }
        : exchange,
    [armed, addedValue],
  );
  const call = useCallback(
    (pressed: Exchange) => {
      if (!fight) return;
      const id = newCommandId();
      const exchange = valued(pressed);
      outbox.push(fight.fightId, undefined, { type: 'EXCHANGE', at: Date.now() + offsetMs, exchange });
      setSent((list) => [{ id, exchange }, ...list].slice(0, 8));
      if (exchange.kind === 'afterblow') setArmed(null);
    },
    [fight, outbox, offsetMs, valued],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
      const value = AFTERBLOW_VALUES.find((v) => String(v) === event.key);
      if (value) {
        event.preventDefault();
        setArmed((now) => (now === value ? null : value));
        return;
      }
      const found = PANEL_CALLS.find((c) => c.key === event.key.toLowerCase());
      if (!found) return;
      event.preventDefault();
      call(found.exchange);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [call]);
  if (!fight) return <Text c="dimmed">{t('judge.panel.noFight')}</Text>;
  /** A short label on the button (its column and colour say the side); the full call is its accessible name. */
  const short = (exchange: Exchange) => {
    switch (exchange.kind) {
      case 'clean':
        return `+${exchange.points}`;
      case 'afterblow':
        return t('judge.panel.afterblowFirst', {
          name: (exchange.side === 1 ? fight.fighter1?.name : fight.fighter2?.name) ?? '',
        });
      default:
        return text(exchange);
    }
  };
  const button = (index: number, color: string) => {
    const { key, exchange } = PANEL_CALLS[index];
    return (
      <Button
        key={key}
        size="xl"
        h="auto"
        mih={72}
        py={6}
        color={color}
        onClick={() => call(exchange)}
        title={text(valued(exchange))}
        aria-keyshortcuts={key.toUpperCase()}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        <Stack gap={0} align="center">
          <Text fw={700} size={exchange.kind === 'clean' ? '28px' : 'md'} lh={1.15}>
            {short(exchange)}
          </Text>
          <Text size="xs" opacity={0.85}>
            {key.toUpperCase()}
          </Text>
        </Stack>
      </Button>
    );
  };
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {fight.fighter1?.name ?? t('judge.left')}
          </Text>
          <Text c="dimmed">—</Text>
          <Text fw={600} truncate ta="right">
            {fight.fighter2?.name ?? t('judge.right')}
          </Text>
        </Group>
      </Paper>
      <SimpleGrid cols={2} spacing="sm">
        <Stack gap="sm">{[0, 1, 2].map((i) => button(i, 'red'))}</Stack>
        <Stack gap="sm">{[3, 4, 5].map((i) => button(i, 'blue'))}</Stack>
      </SimpleGrid>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={t('judge.panel.afterblowValue')}>
        <Text size="sm" style={{ flex: 1 }}>
          {t('judge.panel.afterblowValue')}
        </Text>
        {AFTERBLOW_VALUES.map((value) => (
          <Button
            key={value}
            size="sm"
            w={52}
            variant={armed === value ? 'filled' : 'default'}
            color="grape"
            aria-pressed={armed === value}
            aria-keyshortcuts={String(value)}
            onClick={() => setArmed((now) => (now === value ? null : value))}
          >
            {value}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        {button(6, 'grape')}
        {button(7, 'grape')}
        {button(8, 'orange')}
        {button(9, 'gray')}
      </SimpleGrid>
      <Text
        size="sm"
        c={outbox.pending > 0 ? 'orange' : 'dimmed'}
        aria-live="polite"
        data-testid="panel-pending"
      >
        {t('judge.panel.waiting', { count: outbox.pending })}
      </Text>
      {outbox.refused.map((r) => (
        <Alert
          key={r.command.commandId}
          color="red"
          withCloseButton
          onClose={() => outbox.discard(r.command.commandId)}
        >
          {r.message}
        </Alert>
      ))}
      {sent.length > 0 && (
        <Stack gap={2} aria-label={t('judge.panel.myCalls')}>
          <Text size="sm" fw={600}>
            {t('judge.panel.myCalls')}
          </Text>
          {sent.map((s) => (
            <Text key={s.id} size="sm">
              {text(s.exchange)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The director: every judge's call of each exchange side by side, as they arrive, with confirm and overrule. */
function DirectorConsole({
  fight,
  fallbackMs,
  offsetMs,
}: {
  fight: FightState | undefined;
  fallbackMs: number | false;
  offsetMs: number;
}) {
  const { t } = useTranslation();
  const panel = useFightPanelQuery(fight?.fightId ?? null, fallbackMs);
  useWindowClose(panel.data, panel.refetch, offsetMs);
  if (!fight) return <Text c="dimmed">{t('judge.panel.noFight')}</Text>;
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{fight.fighter1?.name ?? t('judge.left')}</Text>
          <Text fw={700} size="xl" data-testid="director-score">
            {fight.view.score1} : {fight.view.score2}
          </Text>
          <Text fw={600}>{fight.fighter2?.name ?? t('judge.right')}</Text>
        </Group>
      </Paper>
      {panel.data && <PanelTable panel={panel.data} fight={fight} director />}
    </Stack>
  );
}

/**
 * An exchange waiting under a majority rule turns split when its window closes, which no write announces: the
 * console reads the panel again at that moment (one timer for the earliest open window), the server deciding.
 */
function useWindowClose(panel: FightPanel | undefined, refetch: () => unknown, offsetMs: number) {
  useEffect(() => {
    if (!panel || panel.rules.mode !== 'majority') return;
    const closing = panel.exchanges
      .filter((x) => x.status === 'pending')
      .map((x) => Date.parse(x.openedAt) + panel.rules.windowMs);
    if (closing.length === 0) return;
    const wait = Math.max(0, Math.min(...closing) - (Date.now() + offsetMs)) + WINDOW_CLOSE_MARGIN_MS;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [panel, refetch, offsetMs]);
}

/** Read a little after the window closes, so the server's clock has passed it too. */
const WINDOW_CLOSE_MARGIN_MS = 250;

/**
 * The panel's record of a fight, one row an exchange and one column a judge's seat: the director's console (with
 * confirm and overrule) and the fight's log (how each point was decided).
 */
export function PanelTable({
  panel,
  fight,
  director = false,
}: {
  panel: FightPanel;
  fight?: FightState;
  director?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const text = useExchangeText(fight);
  const seats = JUDGE_SEATS.slice(0, panel.rules.judges);
  // To the second, in the page's language: calls of one exchange are apart by fractions of a second to a few seconds.
  const clock = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language, { hourCycle: 'h23' });
  if (panel.exchanges.length === 0) return <Text c="dimmed">{t('judge.panel.noCalls')}</Text>;
  return (
    <Table.ScrollContainer minWidth={director ? 1000 : 560}>
      <Table striped withTableBorder aria-label={t('judge.panel.exchanges')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            {seats.map((seat) => (
              <Table.Th key={seat}>{t(`judge.panel.seats.${seat}`)}</Table.Th>
            ))}
            <Table.Th>{t('judge.panel.decision')}</Table.Th>
            {director && <Table.Th>{t('judge.panel.rule')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {panel.exchanges.map((exchange, index) => (
            <Table.Tr key={exchange._id} data-testid="panel-exchange">
              <Table.Td>{index + 1}</Table.Td>
              {seats.map((seat) => (
                <Table.Td key={seat}>
                  {exchange.calls
                    .filter((c) => c.seat === seat)
                    .map((c) => (
                      <Text key={c._id} size="sm" data-testid="panel-call">
                        {text(c.exchange)}{' '}
                        <Text span size="xs" c="dimmed">
                          {c.user.name} · {clock(c.pressedAt)}
                          {c.late ? ` · ${t('judge.panel.late')}` : ''}
                        </Text>
                      </Text>
                    ))}
                </Table.Td>
              ))}
              <Table.Td>
                <DecisionCell exchange={exchange} text={text} />
              </Table.Td>
              {director && (
                <Table.Td>
                  <Ruling
                    exchange={exchange}
                    fightId={panel.fightId}
                    addedValue={fight?.view.rules?.addedValue ?? 1}
                    text={text}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DecisionCell({ exchange, text }: { exchange: PanelExchange; text: (e: Exchange) => string }) {
  const { t } = useTranslation();
  if (exchange.decisions.length === 0)
    return (
      <Badge color={exchange.status === 'split' ? 'orange' : 'gray'}>
        {t(`judge.panel.status.${exchange.status}`)}
      </Badge>
    );
  return (
    <Stack gap={2}>
      {exchange.decisions.map((d) => (
        <Text key={d._id} size="sm" td={d.replaced ? 'line-through' : undefined}>
          {text(d.exchange)} —{' '}
          {d.decision.by === 'majority'
            ? t('judge.panel.byMajority')
            : d.decision.overruled
              ? t('judge.panel.overruledBy', { name: d.decidedBy?.name ?? '' })
              : t('judge.panel.confirmedBy', { name: d.decidedBy?.name ?? '' })}
        </Text>
      ))}
    </Stack>
  );
}

function Ruling({
  exchange,
  fightId,
  addedValue,
  text,
}: {
  exchange: PanelExchange;
  fightId: string;
  addedValue: number;
  text: (e: Exchange) => string;
}) {
  const { t } = useTranslation();
  const decide = usePanelDecide(fightId);
  const [choice, setChoice] = useState<string | null>(null);
  const standing = exchange.decisions.find((d) => !d.replaced);
  const options = useMemo(
    () =>
      directorCalls(addedValue).map((call) => ({
        value: exchangeKey(call),
        label: text(call),
        exchange: call,
      })),
    [text, addedValue],
  );
  const picked = options.find((o) => o.value === choice);
  return (
    <Stack gap={4}>
      {!standing && exchange.leading && (
        <Button
          size="xs"
          onClick={() => decide.mutate({ exchangeId: exchange._id, exchange: exchange.leading! })}
          loading={decide.isPending}
        >
          {t('judge.panel.confirm')}
        </Button>
      )}
      <Group gap={4} wrap="nowrap">
        <Select
          size="xs"
          aria-label={t('judge.panel.overruleWith')}
          placeholder={t('judge.panel.overruleWith')}
          data={options.filter((o) => !standing || o.value !== exchangeKey(standing.exchange))}
          value={choice}
          onChange={setChoice}
          w={240}
          comboboxProps={{ width: 320, position: 'bottom-end' }}
        />
        <Button
          size="xs"
          variant="light"
          color="orange"
          disabled={!picked}
          onClick={() => picked && decide.mutate({ exchangeId: exchange._id, exchange: picked.exchange })}
        >
          {t('judge.panel.overrule')}
        </Button>
      </Group>
      {decide.isError && (
        <Text size="xs" c="red">
          {decide.error.message}
        </Text>
      )}
    </Stack>
  );
}
