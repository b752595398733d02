import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName } from '../../../lib/countries';
import { errorNotification } from '../../../lib/error-notification';
import { formatDate } from '../../../lib/format-date';
import { useDecideImport, useImportPreview, useWithdrawImport, type ImportPreview } from '../api/imports';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';

const STATUS_COLORS = { PENDING: 'yellow', APPROVED: 'green', REFUSED: 'red', WITHDRAWN: 'gray' } as const;

/** The first fights are enough to see that the file reads right; the counts say how many there are. */
const SHOWN_FIGHTS = 100;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Grid({ head, rows, minWidth = 420 }: { head: string[]; rows: ReactNode[][]; minWidth?: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={320}>
      <Table striped withTableBorder stickyHeader fz="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            <Table.Tr key={i}>
              {cells.map((cell, j) => (
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What the import may be a copy of: the admin reads it before approving (and confirms to approve anyway). */
function Duplicates({ preview, locale }: { preview: ImportPreview; locale: string }) {
  const { t } = useTranslation(['translation', 'pages']);
  if (preview.duplicates.length === 0) return null;
  return (
    <Alert color="orange" title={t('pages:imports.duplicatesTitle')} data-testid="import-duplicates">
      <Stack gap={6}>
        {preview.duplicates.map((d, i) => (
          <Text key={i} size="sm">
            {d.kind === 'tournament'
              ? t('pages:imports.duplicateTournament', {
                  title: d.title,
                  date: formatDate(d.dateStart, locale),
                })
              : t('pages:imports.duplicateUpload', {
                  status: d.status ? t(`pages:imports.status.${d.status}`) : '—',
                })}{' '}
            {d.tournament && (
              <Anchor component={Link} to={`/tournament/${d.tournament.idString}`} size="sm">
                {t('pages:imports.openTournament')}
              </Anchor>
            )}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function PreviewBody({ preview, onDone }: { preview: ImportPreview; onDone: () => void }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const decide = useDecideImport();
  const withdraw = useWithdrawImport();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<'duplicate' | 'withdraw' | null>(null);
  const matched = preview.fighterList.filter((f) => f.match).length;
  const details = preview.tournamentDetails;
  const place = [details.city, details.country ? countryName(details.country, locale) : null].filter(Boolean);
  const pending = preview.status === 'PENDING';

  const act = (values: { id: string; reason?: string; confirmDuplicate?: boolean }, message: string) =>
    decide.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message });
        onDone();
      },
      onSettled: () => setConfirming(null),
    });
  const approve = () =>
    preview.duplicates.length > 0
      ? setConfirming('duplicate')
      : act({ id: preview._id }, t('pages:imports.approved'));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={700} fz="lg">
          {details.title}
        </Text>
        <Text size="sm" c="dimmed">
          {t('pages:imports.dates', {
            start: formatDate(details.dateStart, locale),
            end: formatDate(details.dateEnd, locale),
          })}
          {place.length > 0 && ` · ${place.join(', ')}`}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{t('pages:imports.categoriesCount', { count: preview.categories })}</Badge>
          <Badge variant="light">{t('pages:imports.fightersCount', { count: preview.fighters })}</Badge>
          <Badge variant="light">{t('pages:imports.fightsCount', { count: preview.fights })}</Badge>
        </Group>
      </Stack>

      <Duplicates preview={preview} locale={locale} />

      <Section title={t('pages:imports.categoriesTitle')}>
        <Grid
          head={[
            t('pages:imports.category'),
            t('pages:imports.weapon'),
            t('pages:imports.fightersTitle'),
            t('pages:imports.fightsTitle'),
          ]}
          rows={preview.categoryList.map((c) => [c.title, c.weapon, c.fighters, c.fights])}
        />
      </Section>

      <Section title={t('pages:imports.fightersTitle')}>
        <Group gap="xs">
          <Badge color="gray" variant="light">
            {t('pages:imports.newFightersCount', { count: preview.fighterList.length - matched })}
          </Badge>
          <Badge color="green" variant="light">
            {t('pages:imports.matchedFightersCount', { count: matched })}
          </Badge>
        </Group>
        <Grid
          minWidth={560}
          head={[
            t('pages:imports.fighter'),
            t('pages:imports.club'),
            t('pages:imports.country'),
            t('pages:imports.account'),
          ]}
          rows={preview.fighterList.map((f) => [
            f.name,
            f.club ?? '—',
            f.country ? countryName(f.country, locale) : '—',
            f.match ? (
              <Anchor component={Link} to={`/users/${f.match._id}`} size="sm">
                {t('pages:imports.existing', { name: f.match.name })}
              </Anchor>
            ) : (
              <Badge color="gray" variant="light">
                {t('pages:imports.newFighter')}
              </Badge>
            ),
          ])}
        />
      </Section>

      <Section title={t('pages:imports.clubsTitle')}>
        {preview.clubList.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('pages:imports.clubsEmpty')}
          </Text>
        ) : (
          <div data-testid="import-clubs">
            <Grid
              minWidth={360}
              head={[t('pages:imports.club'), t('pages:imports.fightersTitle'), t('pages:imports.clubMatch')]}
              rows={preview.clubList.map((c) => [
                c.name,
                t('pages:imports.fightersCount', { count: c.fighters }),
                c.match ? (
                  // Plain text, not a badge: a long club title wraps instead of being cut on a phone.
                  <Text size="sm" c="teal.8" fw={500}>
                    {t('pages:imports.existingClub', { title: c.match.title })}
                  </Text>
                ) : (
                  <Badge color="blue" variant="light">
                    {t('pages:imports.newClub')}
                  </Badge>
                ),
              ])}
            />
          </div>
        )}
      </Section>

      <Section title={t('pages:imports.fightsTitle')}>
        <Grid
          minWidth={720}
          head={[
            t('pages:imports.category'),
            t('pages:imports.stage'),
            t('pages:imports.pool'),
            t('pages:imports.fighter1'),
            t('pages:imports.score'),
            t('pages:imports.fighter2'),
            t('pages:imports.result'),
            t('pages:imports.finalColumn'),
          ]}
          rows={preview.fightList
            .slice(0, SHOWN_FIGHTS)
            .map((f) => [
              f.category,
              f.stage || '—',
              f.pool || '—',
              f.fighter1,
              `${f.score1}:${f.score2}`,
              f.fighter2,
              t(`live.result.${f.result}`, { fighter1: f.fighter1, fighter2: f.fighter2 }),
              f.final ? t(`pages:imports.finals.${f.final}`) : '—',
            ])}
        />
        {preview.fightList.length > SHOWN_FIGHTS && (
          <Text size="sm" c="dimmed">
            {t('pages:imports.moreFights', { count: preview.fightList.length - SHOWN_FIGHTS })}
          </Text>
        )}
      </Section>

      {pending ? (
        <Stack gap="md">
          <Alert color="blue">{t('pages:imports.approveText')}</Alert>
          <Group justify="flex-end">
            <Button onClick={approve} loading={decide.isPending && decide.variables?.reason === undefined}>
              {t('pages:imports.approve')}
            </Button>
          </Group>
          <Textarea
            label={t('pages:imports.reasonLabel')}
            placeholder={t('pages:imports.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              disabled={!reason.trim()}
              onClick={() => act({ id: preview._id, reason: reason.trim() }, t('pages:imports.refused'))}
              loading={decide.isPending && decide.variables?.reason !== undefined}
            >
              {t('pages:imports.refuse')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between">
          <Badge color={STATUS_COLORS[preview.status]} variant="light">
            {t(`pages:imports.status.${preview.status}`)}
          </Badge>
          {preview.tournament && (
            <Anchor component={Link} to={`/tournament/${preview.tournament.idString}`}>
              {t('pages:imports.openTournament')}
            </Anchor>
          )}
          {preview.status === 'APPROVED' && (
            <Button color="red" variant="light" onClick={() => setConfirming('withdraw')}>
              {t('pages:imports.withdraw')}
            </Button>
          )}
        </Group>
      )}
      <ConfirmModal
        zIndex={400}
        opened={confirming === 'duplicate'}
        title={t('pages:imports.duplicateConfirmTitle')}
        text={t('pages:imports.duplicateConfirm')}
        action={t('pages:imports.approveAnyway')}
        pending={decide.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => act({ id: preview._id, confirmDuplicate: true }, t('pages:imports.approved'))}
      />
      <ConfirmModal
        zIndex={400}
        opened={confirming === 'withdraw'}
        title={t('pages:imports.withdrawTitle')}
        text={t('pages:imports.withdrawText', { title: preview.title })}
        action={t('pages:imports.withdraw')}
        pending={withdraw.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          withdraw.mutate(preview._id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('pages:imports.withdrawn') });
              onDone();
            },
            onSettled: () => setConfirming(null),
          })
        }
      />
    </Stack>
  );
}

/** The admin's review of one import: what it holds, who its fighters are, approve or refuse with a reason. */
export function ImportReview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const narrow = useMediaQuery('(max-width: 48em)');
  const preview = useImportPreview(id);
  return (
    <Modal
      opened={!!id}
      onClose={onClose}
      title={t('pages:imports.reviewTitle')}
      size="xl"
      fullScreen={narrow}
    >
      {preview.data ? (
        <PreviewBody preview={preview.data} onDone={onClose} />
      ) : preview.error ? (
        <Alert color="red">{errorNotification(preview.error).message}</Alert>
      ) : (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      )}
    </Modal>
  );
}
