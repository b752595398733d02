import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usersContract } from '@hema/shared/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { countryName } from '../../../lib/countries';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import {
  useMergeCandidatesQuery,
  useMergePreviewQuery,
  useMergesQuery,
  useMergeUsers,
  type MergeCandidate,
  type MergeUser,
} from '../api/admin';
import { formatDate } from '../../../lib/format-date';
import { mergeKindLabel } from './merge-kind-label';

function useKindLabel() {
  const { t } = useTranslation(['translation', 'pages']);
  return (kind: string) => mergeKindLabel(t, kind);
}

function Account({ user, keep }: { user: MergeUser; keep?: boolean }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  return (
    <Stack gap={2} miw={0}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={700} truncate>
          {user.name}
        </Text>
        {keep !== undefined && (
          <Badge color={keep ? 'green' : 'red'} variant="light">
            {keep ? t('pages:admin.merge.keeps') : t('pages:admin.merge.goes')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" truncate>
        @{user.username} · {t(`user.roles.${user.role}`)}
      </Text>
      <Text size="sm" truncate>
        {user.email ?? t('pages:admin.merge.noEmail')}
      </Text>
      <Text size="sm" c="dimmed" truncate>
        {[user.club?.title, countryName(user.country, i18n.resolvedLanguage ?? 'en')]
          .filter(Boolean)
          .join(' · ') || '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {t('pages:admin.merge.since', { date: formatDate(user.createdAt, i18n.resolvedLanguage) })}
      </Text>
    </Stack>
  );
}

interface Pair {
  a: MergeUser;
  b: MergeUser;
}

/** The chosen pair: which account stays, what moves, and the merge itself after a confirmation. */
function MergeReview({ pair, onDone }: { pair: Pair; onDone: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const kindLabel = useKindLabel();
  const [keepA, setKeepA] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const keep = keepA ? pair.a : pair.b;
  const remove = keepA ? pair.b : pair.a;
  const preview = useMergePreviewQuery({ keep: keep._id, remove: remove._id });
  const merge = useMergeUsers();
  const conflicts = preview.data?.conflicts ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="merge-review">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('pages:admin.merge.review')}
        </Title>
        <SegmentedControl
          value={keepA ? 'a' : 'b'}
          onChange={(value) => setKeepA(value === 'a')}
          data={[
            { value: 'a', label: t('pages:admin.merge.keep', { name: pair.a.name }) },
            { value: 'b', label: t('pages:admin.merge.keep', { name: pair.b.name }) },
          ]}
          fullWidth
          styles={{ label: { whiteSpace: 'normal' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Account user={keep} keep />
          <Account user={remove} keep={false} />
        </SimpleGrid>
        <Text fw={600}>{t('pages:admin.merge.moves', { name: keep.name })}</Text>
        {preview.isPending ? (
          <Skeleton h={60} />
        ) : preview.data && preview.data.moves.length > 0 ? (
          <Group gap="xs">
            {preview.data.moves.map((move) => (
              <Badge key={move.kind} variant="light" size="lg" tt="none">
                {kindLabel(move.kind)}: {move.count}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('pages:admin.merge.nothingMoves')}
          </Text>
        )}
        {conflicts.length > 0 && (
          <Alert color="red" variant="light" title={t('errors.codes.users/merge-conflict' as never)}>
            {conflicts.map((c) => `${kindLabel(c.kind)}: ${c.count}`).join(', ')}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('pages:admin.merge.afterText', { name: remove.name })}
        </Text>
        <Group justify="flex-end">
          <Button
            color="red"
            disabled={!preview.data || conflicts.length > 0}
            onClick={() => setConfirming(true)}
          >
            {t('pages:admin.merge.merge')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('pages:admin.merge.merge')}
        centered
      >
        <Text>{t('pages:admin.merge.confirm', { remove: remove.name, keep: keep.name })}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('grid.cancel')}
          </Button>
          <Button
            color="red"
            loading={merge.isPending}
            data-autofocus
            onClick={() =>
              merge.mutate(
                { keepId: keep._id, removeId: remove._id },
                {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: t('pages:admin.merge.merged', { name: keep.name }),
                    });
                    setConfirming(false);
                    onDone();
                  },
                  onError: () => setConfirming(false),
                },
              )
            }
          >
            {t('pages:admin.merge.merge')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

function CandidateCard({ candidate, onReview }: { candidate: MergeCandidate; onReview: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="merge-candidate">
      <Stack gap="sm">
        <Group gap="xs">
          {candidate.reasons.map((reason) => (
            <Badge key={reason} variant="light" color="indigo">
              {t(`pages:admin.merge.reasons.${reason}`)}
            </Badge>
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Account user={candidate.a} />
          <Account user={candidate.b} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="light" onClick={onReview}>
            {t('pages:admin.merge.reviewPair')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Any two accounts, when the candidates do not show the pair. */
function ManualPick({ onPick }: { onPick: (pair: { a: string; b: string }) => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('pages:admin.merge.manual')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {[
            [a, setA],
            [b, setB],
          ].map(([value, set], index) => (
            <AsyncSelect
              key={index}
              endpoint={usersContract.list}
              searchField="name"
              label={t('pages:admin.merge.account', { n: index + 1 })}
              placeholder={t('pages:management.placeholders.name')}
              value={value as string | null}
              onChange={(id) => (set as (id: string | null) => void)(id)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="light" disabled={!a || !b || a === b} onClick={() => a && b && onPick({ a, b })}>
            {t('pages:admin.merge.reviewPair')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A manually picked pair, loaded through the preview (which also checks both accounts exist). */
function PickedReview({ ids, onDone }: { ids: { a: string; b: string }; onDone: () => void }) {
  const preview = useMergePreviewQuery({ keep: ids.a, remove: ids.b });
  if (!preview.data) return <Skeleton h={200} />;
  return <MergeReview pair={{ a: preview.data.keep, b: preview.data.remove }} onDone={onDone} />;
}

function MergeLog() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const kindLabel = useKindLabel();
  const log = useMergesQuery();
  const items = log.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('pages:admin.merge.log')}
      </Title>
      <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pages:admin.merge.when')}</Table.Th>
              <Table.Th>{t('pages:admin.merge.kept')}</Table.Th>
              <Table.Th>{t('pages:admin.merge.removed')}</Table.Th>
              <Table.Th>{t('pages:admin.merge.by')}</Table.Th>
              <Table.Th>{t('pages:admin.merge.moved')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((record) => (
              <Table.Tr key={record._id}>
                <Table.Td>{formatDate(record.createdAt, i18n.resolvedLanguage)}</Table.Td>
                <Table.Td>{record.keptUser?.name ?? '—'}</Table.Td>
                <Table.Td>{record.removedName}</Table.Td>
                <Table.Td>{record.mergedBy?.name ?? '—'}</Table.Td>
                <Table.Td>
                  {record.moves.map((m) => `${kindLabel(m.kind)}: ${m.count}`).join(', ') || '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

/**
 * Spec §2 /admin/users/merge: pairs of accounts that look like one person (name in any script or order, e-mail,
 * club), the admin picks the one to keep and sees what moves, then merges; the log says who merged what and when.
 */
export function UserMerge() {
  const { t } = useTranslation(['translation', 'pages']);
  const candidates = useMergeCandidatesQuery();
  const [pair, setPair] = useState<Pair | null>(null);
  const [picked, setPicked] = useState<{ a: string; b: string } | null>(null);
  const done = () => {
    setPair(null);
    setPicked(null);
  };
  const items = candidates.data?.items ?? [];
  return (
    <Stack gap="lg">
      {pair && <MergeReview key={`${pair.a._id}:${pair.b._id}`} pair={pair} onDone={done} />}
      {picked && !pair && <PickedReview key={`${picked.a}:${picked.b}`} ids={picked} onDone={done} />}
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pages:admin.merge.candidates')}
        </Title>
        {candidates.isPending ? (
          <Skeleton h={160} />
        ) : items.length === 0 ? (
          <EmptyPanel
            icon="merge"
            title={t('pages:management.noDuplicates')}
            description={t('pages:management.noDuplicatesText')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {items.map((candidate) => (
              <CandidateCard
                key={`${candidate.a._id}:${candidate.b._id}`}
                candidate={candidate}
                onReview={() => {
                  setPicked(null);
                  setPair(candidate);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ManualPick
        onPick={(ids) => {
          setPair(null);
          setPicked(ids);
        }}
      />
      <MergeLog />
    </Stack>
  );
}
