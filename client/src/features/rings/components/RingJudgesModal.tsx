import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useClipboard, useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Area } from '@hema/shared/contracts/areas';
import type { RingPanel } from '@hema/shared/contracts/panel';
import type { RingJudge } from '@hema/shared/contracts/ring-judges';
import { PANEL_SEATS, type PanelSeat } from '@hema/shared/fight/panel';
import { isRefusalReason } from '@hema/shared/realtime/refusals';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';
import { notifyError } from '../../../lib/notify-error';
import {
  useAddRingJudge,
  useCancelJudgeInvite,
  useCreateJudgeInvite,
  useJudgeCandidatesQuery,
  useRevokeRingJudge,
  useRingJudgesQuery,
} from '../api/ring-judges';
import { useAssignSeat, useLeaveSeat, useRingPanelQuery } from '../../judge/api/panel';
import { CopyIcon } from './CopyIcon';
import { formatDateTime } from '../../../lib/format-date';

/** The picker searches a moment after typing stops, not on every key. */
const SEARCH_DEBOUNCE_MS = 400;

interface RingJudgesModalProps {
  area: Area | null;
  onClose: () => void;
}

/**
 * The judges of one ring: add an account or hand out an invitation code, see who judges (added when, by whom),
 * revoke at once with confirmation, and read every command the ring's judges sent.
 */
export function RingJudgesModal({ area, onClose }: RingJudgesModalProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={area !== null}
      onClose={onClose}
      title={area ? t('pages:ringJudges.title', { title: area.title }) : ''}
      size="xl"
      fullScreen={narrow}
    >
      {area && <RingJudges area={area} />}
    </Modal>
  );
}

function useWhen() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDateTime(iso, i18n.resolvedLanguage);
}

function RingJudges({ area }: { area: Area }) {
  const { t } = useTranslation(['translation', 'pages']);
  const record = useRingJudgesQuery(area._id);
  const [revoking, setRevoking] = useState<RingJudge | null>(null);
  const revoke = useRevokeRingJudge(area._id);
  const panel = useRingPanelQuery(area._id);
  if (!record.data) return <Loader aria-label={t('common.loading')} />;
  const { judges, invites, commands } = record.data;
  const standing = judges.filter((j) => !j.revokedAt);
  const revoked = judges.filter((j) => j.revokedAt);

  return (
    <Stack gap="lg" data-testid="ring-judges">
      <Text size="sm" c="dimmed">
        {t('pages:ringJudges.purpose')}
      </Text>
      <Stack gap="xs">
        <Title order={4}>{t('pages:ringJudges.judges')}</Title>
        {standing.length === 0 && <Text c="dimmed">{t('pages:ringJudges.none')}</Text>}
        {standing.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('pages:ringJudges.seatsHint')}
          </Text>
        )}
        {standing.map((judge) => (
          <JudgeRow
            key={judge._id}
            judge={judge}
            onRevoke={() => setRevoking(judge)}
            seat={panel.data && <SeatSelect areaId={area._id} panel={panel.data} judge={judge} />}
          />
        ))}
        {revoked.length > 0 && (
          <>
            <Text fw={600} size="sm" mt="xs">
              {t('pages:ringJudges.revokedList')}
            </Text>
            {revoked.map((judge) => (
              <JudgeRow key={judge._id} judge={judge} />
            ))}
          </>
        )}
      </Stack>
      <AddJudge areaId={area._id} />
      <Invites areaId={area._id} invites={invites} />
      <Stack gap="xs">
        <Title order={4}>{t('pages:ringJudges.commands')}</Title>
        {commands.length === 0 ? (
          <Text c="dimmed">{t('pages:ringJudges.noCommands')}</Text>
        ) : (
          <CommandsTable commands={commands} />
        )}
      </Stack>
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('pages:ringJudges.revokeTitle')}
        centered
        size="sm"
      >
        <Text>{t('pages:ringJudges.revokeQuestion', { name: revoking?.user.name, ring: area.title })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setRevoking(null)}>
            {t('pages:ringJudges.cancel')}
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            data-autofocus
            onClick={() =>
              revoking &&
              revoke.mutate(revoking._id, {
                onSuccess: () => {
                  notifications.show({
                    color: 'green',
                    message: t('pages:ringJudges.revoked', { name: revoking.user.name }),
                  });
                  setRevoking(null);
                },
              })
            }
          >
            {t('pages:ringJudges.revoke')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function personLine(club: string | null, country: string | null, language: string) {
  return [club, countryName(country, language)].filter(Boolean).join(' · ');
}

/**
 * The judge's seat at the ring's judging panel, chosen by the organizer: a seat someone else holds says who, and
 * taking it stands them up (the panel page shows the change at once).
 */
function SeatSelect({ areaId, panel, judge }: { areaId: string; panel: RingPanel; judge: RingJudge }) {
  const { t } = useTranslation(['translation', 'pages']);
  const assign = useAssignSeat(areaId);
  const leave = useLeaveSeat(areaId);
  const current = panel.seats.find((s) => s.user._id === judge.user._id)?.seat ?? null;
  const data = [
    { value: '', label: t('pages:ringJudges.noSeat') },
    ...PANEL_SEATS.map((seat) => {
      const holder = panel.seats.find((s) => s.seat === seat && s.user._id !== judge.user._id);
      const name = t(`judge.panel.seats.${seat}`);
      return {
        value: seat,
        label: holder ? t('pages:ringJudges.seatHeldBy', { seat: name, name: holder.user.name }) : name,
      };
    }),
  ];
  const change = (value: string | null) => {
    const done = {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: value
            ? t('pages:ringJudges.seated', {
                name: judge.user.name,
                seat: t(`judge.panel.seats.${value as PanelSeat}`),
              })
            : t('pages:ringJudges.unseated', { name: judge.user.name }),
        }),
      onError: notifyError,
    };
    if (value) assign.mutate({ seat: value as PanelSeat, userId: judge.user._id }, done);
    else if (current) leave.mutate(current, done);
  };
  return (
    <Select
      size="xs"
      w={{ base: '100%', xs: 220 }}
      label={t('pages:ringJudges.seat')}
      aria-label={t('pages:ringJudges.seatOf', { name: judge.user.name })}
      data={data}
      value={current ?? ''}
      onChange={change}
      allowDeselect={false}
      disabled={assign.isPending || leave.isPending}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function JudgeRow({ judge, onRevoke, seat }: { judge: RingJudge; onRevoke?: () => void; seat?: ReactNode }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const when = useWhen();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Paper withBorder p="sm" radius="md" data-testid="ring-judge">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={600}>{judge.user.name}</Text>
            {judge.revokedAt ? (
              <Badge color="red" variant="light">
                {t('pages:ringJudges.revokedBadge')}
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                {t('pages:ringJudges.activeBadge')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {personLine(judge.user.club, judge.user.country, language) || t('pages:ringJudges.noClub')}
          </Text>
          <Text size="xs" c="dimmed">
            {t(judge.via === 'invite' ? 'pages:ringJudges.addedByInvite' : 'pages:ringJudges.addedBy', {
              when: when(judge.addedAt),
              name: judge.addedBy?.name ?? '—',
            })}
          </Text>
          {judge.revokedAt && (
            <Text size="xs" c="red.8">
              {t('pages:ringJudges.revokedBy', {
                when: when(judge.revokedAt),
                name: judge.revokedBy?.name ?? '—',
              })}
            </Text>
          )}
        </Stack>
        {seat}
        {onRevoke && (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onRevoke}
            aria-label={t('pages:ringJudges.revokeNamed', { name: judge.user.name })}
          >
            {t('pages:ringJudges.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function AddJudge({ areaId }: { areaId: string }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useJudgeCandidatesQuery(areaId, q);
  const add = useAddRingJudge(areaId);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Stack gap="xs">
      <Title order={4}>{t('pages:ringJudges.add')}</Title>
      <TextInput
        label={t('pages:ringJudges.find')}
        description={t('pages:ringJudges.findHint')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rightSection={candidates.isFetching ? <Loader size="xs" /> : null}
      />
      {q.length >= 2 && candidates.data?.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('pages:ringJudges.nobody', { text: q })}
        </Text>
      )}
      {q.length >= 2 &&
        candidates.data?.items.map((person) => (
          <Group
            key={person._id}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            data-testid="judge-candidate"
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {person.name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {personLine(person.club, person.country, language) || t('pages:ringJudges.noClub')}
              </Text>
            </Stack>
            <Button
              size="xs"
              loading={add.isPending && add.variables === person._id}
              aria-label={t('pages:ringJudges.addNamed', { name: person.name })}
              onClick={() =>
                add.mutate(person._id, {
                  onSuccess: () => {
                    setText('');
                    notifications.show({
                      color: 'green',
                      message: t('pages:ringJudges.added', { name: person.name }),
                    });
                  },
                  onError: notifyError,
                })
              }
            >
              {t('pages:ringJudges.addButton')}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}

function Invites({ areaId, invites }: { areaId: string; invites: { code: string; expiresAt: string }[] }) {
  const { t } = useTranslation(['translation', 'pages']);
  const create = useCreateJudgeInvite(areaId);
  const cancel = useCancelJudgeInvite(areaId);
  const when = useWhen();
  const clipboard = useClipboard({ timeout: 1500 });
  const [copied, setCopied] = useState<string | null>(null);
  const linkOf = (code: string) => `${window.location.origin}/my/judging?code=${code}`;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('pages:ringJudges.invite')}</Title>
      <Text size="sm" c="dimmed">
        {t('pages:ringJudges.inviteHint')}
      </Text>
      <Group>
        <Button
          variant="light"
          loading={create.isPending}
          onClick={() => create.mutate(undefined, { onError: notifyError })}
        >
          {t('pages:ringJudges.createInvite')}
        </Button>
      </Group>
      {invites.map((invite) => (
        <Paper key={invite.code} withBorder p="sm" radius="md" data-testid="judge-invite">
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text ff="monospace" fw={700} fz="xl" data-testid="invite-code" style={{ letterSpacing: 2 }}>
                {invite.code}
              </Text>
              <Group gap="xs">
                <Tooltip
                  label={
                    copied === invite.code && clipboard.copied
                      ? t('pages:ringEditor.copied')
                      : t('pages:ringJudges.copyLink')
                  }
                >
                  <ActionIcon
                    variant="default"
                    aria-label={t('pages:ringJudges.copyLink')}
                    onClick={() => {
                      clipboard.copy(linkOf(invite.code));
                      setCopied(invite.code);
                    }}
                  >
                    <CopyIcon copied={copied === invite.code && clipboard.copied} />
                  </ActionIcon>
                </Tooltip>
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => cancel.mutate(invite.code, { onError: notifyError })}
                >
                  {t('pages:ringJudges.cancelInvite')}
                </Button>
              </Group>
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {linkOf(invite.code)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('pages:ringJudges.expires', { when: when(invite.expiresAt) })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

const EVENT_TYPES = [
  'START',
  'PAUSE',
  'RESUME',
  'ADD_TIME',
  'SCORE',
  'DOUBLE',
  'CARD',
  'APPEAL',
  'FINISH',
  'TECHNICAL_DEFEAT',
  'RESTART',
  'CANCEL',
  'FIX_RESULT',
] as const;
type EventType = (typeof EVENT_TYPES)[number];
const isEventType = (type: string): type is EventType => (EVENT_TYPES as readonly string[]).includes(type);

function CommandsTable({
  commands,
}: {
  commands: NonNullable<ReturnType<typeof useRingJudgesQuery>['data']>['commands'];
}) {
  const { t } = useTranslation(['translation', 'pages']);
  const when = useWhen();
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={360}>
      <Table striped stickyHeader data-testid="judge-commands" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pages:ringJudges.when')}</Table.Th>
            <Table.Th>{t('pages:ringJudges.judge')}</Table.Th>
            <Table.Th>{t('pages:ringJudges.fight')}</Table.Th>
            <Table.Th>{t('pages:ringJudges.command')}</Table.Th>
            <Table.Th>{t('pages:ringJudges.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {commands.map((c) => (
            <Table.Tr key={c._id}>
              <Table.Td>{when(c.recordedAt)}</Table.Td>
              <Table.Td>{c.user.name}</Table.Td>
              <Table.Td>{c.fighters}</Table.Td>
              <Table.Td>{isEventType(c.type) ? t(`pages:ringJudges.events.${c.type}`) : c.type}</Table.Td>
              <Table.Td>
                {c.applied ? (
                  `${c.score1 ?? '—'}:${c.score2 ?? '—'}`
                ) : (
                  <Text span c="red.8" size="sm">
                    {c.reason && isRefusalReason(c.reason)
                      ? t(`fight.refusals.${c.reason}`)
                      : t('pages:ringJudges.refused')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
