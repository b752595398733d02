import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { judgeInviteCode, type JudgedRing } from '@hema/shared/contracts/ring-judges';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { ApiError } from '../../../lib/api-client';
import { useAcceptJudgeInvite, useMyJudgingQuery } from '../api/ring-judging';

export const consolePath = (ring: Pick<JudgedRing, 'areaId' | 'tournament'>) =>
  `/organizer/tournaments/${ring.tournament._id}/area-scores/${ring.areaId}`;

/** A seat at the ring's judging panel (categories that score by several judges). */
export const panelPath = (ring: Pick<JudgedRing, 'areaId' | 'tournament'>) =>
  `/organizer/tournaments/${ring.tournament._id}/area-panel/${ring.areaId}`;

/**
 * The rings the signed-in person judges, each with its console, and the field for an invitation code (filled in
 * when they came through the organizer's link: `/my/judging?code=…`).
 */
export function MyRings() {
  const { t } = useTranslation(['translation', 'pages']);
  const mine = useMyJudgingQuery();
  return (
    <Stack gap="lg">
      <InviteCodeForm />
      {mine.isPending && <Loader aria-label={t('common.loading')} />}
      {mine.data?.items.length === 0 && (
        <EmptyPanel title={t('pages:judging.emptyTitle')} description={t('pages:judging.emptyText')} />
      )}
      {mine.data && mine.data.items.length > 0 && (
        <Stack gap="sm" data-testid="my-rings">
          {mine.data.items.map((ring) => (
            <RingCard key={ring.areaId} ring={ring} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RingCard({ ring }: { ring: JudgedRing }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeZone: 'UTC' });
  const hidden = ring.tournament.status === 'DEVELOPING';
  return (
    <Paper withBorder radius="md" p="md" data-testid="judged-ring">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={700} fz="lg">
            {ring.areaTitle}
          </Text>
          <Text>{ring.tournament.title}</Text>
          <Text size="sm" c="dimmed">
            {dates.formatRange(new Date(ring.tournament.dateStart), new Date(ring.tournament.dateEnd))}
          </Text>
          {hidden && (
            <Badge variant="light" color="gray">
              {t('pages:judging.notPublished')}
            </Badge>
          )}
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={consolePath(ring)} disabled={hidden}>
            {t('pages:judging.openConsole')}
          </Button>
          <Button component={Link} to={panelPath(ring)} variant="light" disabled={hidden}>
            {t('judge.panel.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function InviteCodeForm() {
  const { t } = useTranslation(['translation', 'pages']);
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptJudgeInvite();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = judgeInviteCode.safeParse(code);
    if (!parsed.success) return setError(t('pages:judging.codeFormat'));
    setError(null);
    accept.mutate(parsed.data, {
      onSuccess: (ring) => {
        setCode('');
        if (params.has('code')) setParams({}, { replace: true });
        notifications.show({
          color: 'green',
          message: t('pages:judging.joined', { ring: ring.areaTitle, tournament: ring.tournament.title }),
        });
        if (ring.tournament.status !== 'DEVELOPING') void navigate(consolePath(ring));
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.code === 'judge/invite-invalid'
            ? t('pages:judging.codeInvalid')
            : t('errors.unknown'),
        ),
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={4}>{t('pages:judging.haveCode')}</Title>
          <Text size="sm" c="dimmed">
            {t('pages:judging.codeHint')}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              aria-label={t('pages:judging.code')}
              placeholder={t('pages:judging.codePlaceholder')}
              value={code}
              // Shown as the organizer's screen shows it; the server ignores case anyway.
              onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
              error={error}
              autoComplete="off"
              autoCapitalize="characters"
              style={{ flex: '1 1 200px' }}
              styles={{ input: { fontFamily: 'monospace', letterSpacing: 2 } }}
            />
            <Button type="submit" loading={accept.isPending}>
              {t('pages:judging.join')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
