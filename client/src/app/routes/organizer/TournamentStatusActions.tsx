import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isEarlyStart, type TournamentAction } from '@hema/shared/competition/tournament-status';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagementWrites } from '../../../features/licence/management-writes';
import { useTournamentStatusAction } from '../../../features/tournament-admin/api/tournament-writes';
import { formatDate } from '../../../lib/format-date';

/** The last steps read as the end of the tournament, or a step back; the others move it forward. */
const NOT_FORWARD: readonly TournamentAction[] = ['finish', 'stepBack'];

/**
 * Spec §4 status actions as buttons: only those the current status allows (the server's `actions`), each confirmed
 * with what it does; a refusal (e.g. no category yet, a fight already started) comes back as the server's message
 * in a notification. Starting before the first day says so and names the date: a click weeks early is a slip.
 */
export function TournamentStatusActions({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const change = useTournamentStatusAction(tournament);
  const [asked, setAsked] = useState<TournamentAction | null>(null);
  const { locked, canRun } = useManagementWrites();
  // With a lapsed licence the author still finishes a started tournament (server: assertCanRunStartedTournament).
  const allowed = (action: TournamentAction | null) => !locked || (action === 'finish' && canRun);

  if (tournament.actions.length === 0) return <Text c="dimmed">{t('pages:tournamentStatus.none')}</Text>;

  const date = formatDate(tournament.dateStart, i18n.resolvedLanguage);
  // The organizer's own calendar day: the server checks it again and refuses an unconfirmed early start.
  const early = asked === 'start' && isEarlyStart(tournament.dateStart, dayjs().format('YYYY-MM-DD'));
  const back = tournament.statusBeforeStart
    ? { status: t(`tournaments.status.${tournament.statusBeforeStart}`) }
    : { status: t('tournaments.status.REG_CLOSED') };
  const label = (action: TournamentAction) => t(`pages:management.actions.${action}`, back);

  const confirm = () => {
    if (!asked) return;
    change.mutate(
      { action: asked, ...(early ? { earlyStartConfirmed: true } : {}) },
      {
        onSuccess: (changed) =>
          notifications.show({
            color: 'green',
            message: t('pages:tournamentStatus.done', { status: t(`tournaments.status.${changed.status}`) }),
          }),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {tournament.actions.map((action) => (
          <Button
            key={action}
            variant={NOT_FORWARD.includes(action) ? 'outline' : 'filled'}
            disabled={!allowed(action)}
            onClick={() => setAsked(action)}
          >
            {label(action)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? label(asked) : ''}
        centered
        size="md"
      >
        <Stack gap="sm">
          <Text>{asked && t('pages:tournamentStatus.confirm', { title: tournament.title })}</Text>
          {early && (
            <Alert color="orange" variant="light" data-testid="early-start">
              {t('pages:tournamentStatus.early', { date })}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {asked && t(`pages:tournamentStatus.explain.${asked}`, back)}
          </Text>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button
              variant="default"
              disabled={false}
              onClick={() => setAsked(null)}
              data-autofocus={early || undefined}
            >
              {t('pages:tournamentForm.cancel')}
            </Button>
            <Button
              loading={change.isPending}
              disabled={!allowed(asked)}
              onClick={confirm}
              color={early ? 'orange' : undefined}
              data-autofocus={early ? undefined : true}
            >
              {early ? t('pages:tournamentStatus.earlyConfirm', { date }) : asked && label(asked)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
