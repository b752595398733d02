import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { FightState } from '@hema/shared/realtime/protocol';
import { TeamMatchBouts } from '../../../features/participants/components/TeamMatchBouts';
import { newCommandId } from '@hema/shared/realtime/command-outbox';
import { room, type FightCommand } from '@hema/shared/realtime/protocol';
import { isRefusalReason } from '@hema/shared/realtime/refusals';
import { useFightTitles } from '../../../lib/fight-titles';
import { notifyError } from '../../../lib/notify-error';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { postFightCommand } from '../../../features/judge/api/fight-command';
import { FixResultModal } from '../../../features/judge/components/FixResultModal';
import { useFightPanelQuery } from '../../../features/judge/api/panel';
import { PanelTable } from '../../../features/judge/components/PanelConsole';
import { useCommandText } from '../../../features/judge/hooks/use-command-text';
import type { ConsoleEvent } from '../../../features/judge/judge-commands';
import { useFightStates } from '../../../lib/live/use-live';
import { useFightLogQuery, useFightStateQuery } from '../../../features/rings/api/fight-log';
import { usePoolQuery } from '../../../features/participants/api/pool';
import { DetailsTable } from '../../../components/management/DetailsTable';
import { FightLogTable } from '../../../features/rings/components/FightLogTable';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { useManagedNominationOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { RunningTournamentControls, useManagementWrites } from '../../../features/licence/management-writes';

/**
 * One fight for its organizer: fighters, score, status, result and ring, the whole event log (who did what, when,
 * from which console, the score after it; corrections are new events), and "Fix results" (spec §4) — a FIX_RESULT
 * command through the fight engine, like a judge's, so the log, the bracket and the standings follow it. The fight's
 * room keeps the page live: a judge's key press shows here as it lands.
 */
/** What the page reads of a fight row, for a relay bout taken from its live state. */
function boutRow(state: FightState) {
  return {
    isBye: false,
    fighter1: state.fighter1,
    fighter2: state.fighter2,
    score1: state.view.score1,
    score2: state.view.score2,
    status: state.view.status,
    result: state.view.result,
    area: null as { title: string } | null,
  };
}

export default function OrganizerFightRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nominationBase } = useManagedNominationOutlet();
  const { idPool = '', idFight = '' } = useParams();
  const queryClient = useQueryClient();
  const pool = usePoolQuery(idPool);
  const stored = useFightStateQuery(idFight);
  const live = useFightStates(idFight ? [room.fight(idFight)] : []);
  const log = useFightLogQuery(idFight);
  // The judging panel's record (several judges per ring): how each point was decided, when the category has one.
  const panel = useFightPanelQuery(idFight);
  const titles = useFightTitles();
  const describe = useCommandText();
  const [fixing, setFixing] = useState(false);
  const { canRun } = useManagementWrites();
  const liveState = live.states.find((s) => s.fightId === idFight);
  const state =
    liveState && (!stored.data || liveState.version >= stored.data.version) ? liveState : stored.data;
  const version = state?.version;
  const { refetch: refetchLog } = log;
  // Each new version of the fight is a new line of its log.
  useEffect(() => {
    if (version !== undefined) void refetchLog();
  }, [version, refetchLog]);
  const refetchPanel = panel.refetch;
  useEffect(() => {
    if (version !== undefined) void refetchPanel();
  }, [version, refetchPanel]);

  if (pool.isPending || (stored.isPending && !pool.data?.fights.some((f) => f._id === idFight)))
    return <PageLoader />;
  // A relay bout is not on the pool sheet (its team match is): it is shown from its stored state.
  const fight =
    pool.data?.fights.find((f) => f._id === idFight) ?? (stored.data ? boutRow(stored.data) : undefined);
  if (!pool.data || !fight)
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:management.notFound')}
        description={t('pages:management.notFoundText')}
      />
    );
  const name1 = state?.fighter1?.name ?? fight.fighter1?.name;
  const name2 = state?.fighter2?.name ?? fight.fighter2?.name;
  const view = state?.view;
  const score = view ? `${view.score1} : ${view.score2}` : `${fight.score1} : ${fight.score2}`;
  const status = view?.status ?? fight.status;
  const result = view?.result ?? fight.result;

  const fix = async (event: ConsoleEvent) => {
    if (!state) return;
    const command = {
      commandId: newCommandId(),
      fightId: idFight,
      expectedVersion: state.version,
      event: { ...event, at: Date.now() },
      console: 'organizer',
    } as FightCommand;
    try {
      const answer = await postFightCommand(command);
      if (answer.ok) {
        const fixed = answer.state.view;
        notifications.show({
          color: 'green',
          message: t('pages:fightLog.fixed', { score: `${fixed.score1}:${fixed.score2}` }),
        });
      } else {
        notifications.show({
          color: 'red',
          withBorder: true,
          title: t('errors.title'),
          message: isRefusalReason(answer.reason) ? t(`fight.refusals.${answer.reason}`) : answer.message,
        });
      }
    } catch (error) {
      notifyError(error);
    }
    await queryClient.invalidateQueries();
  };

  return (
    <ManagementPage
      title={`${name1 || '—'} — ${name2 || '—'}`}
      purpose={t('pages:management.pages.fight')}
      back={{
        to: `${nominationBase}/pools/${idPool}`,
        label: titles.group(pool.data.group),
      }}
      actions={
        !fight.isBye && (
          <Button onClick={() => setFixing(true)} disabled={!canRun || status !== 'finished' || !state}>
            {t('pages:fightLog.fixResults')}
          </Button>
        )
      }
    >
      <DetailsTable
        rows={[
          [t('pages:management.columns.fighter1'), name1],
          [t('pages:management.columns.fighter2'), name2],
          [t('pages:management.columns.score'), score],
          [t('pages:management.columns.status'), t(`live.status.${status}`)],
          [
            t('pages:management.columns.result'),
            t(`live.result.${result}`, {
              fighter1: name1 || t('live.tbd'),
              fighter2: name2 || t('live.tbd'),
            }),
          ],
          [t('pages:management.columns.area'), fight.area?.title],
        ]}
      />
      <TeamMatchBouts
        matchId={idFight}
        boutsBase={`${nominationBase}/pools/${idPool}/fights`}
        version={version}
      />
      {state?.view.relay && (
        <Anchor component={Link} to={`${nominationBase}/pools/${idPool}/fights/${state.view.relay.matchId}`}>
          {state.view.relay.team1.name} — {state.view.relay.team2.name}
        </Anchor>
      )}
      {!fight.isBye && status !== 'finished' && (
        <Text size="sm" c="dimmed">
          {t('pages:fightLog.fixOnlyFinished')}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('pages:fightLog.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {fight.isBye ? t('pages:fightLog.byeNote') : t('pages:fightLog.purpose')}
        </Text>
        {log.isPending ? (
          <PageLoader />
        ) : log.isError ? (
          <EmptyPanel icon="alert" title={t('errors.loading')} />
        ) : (
          <FightLogTable
            entries={log.data.items}
            describe={(entry) =>
              describe({ commandId: entry._id, fightId: idFight, event: entry.event }, state ?? undefined)
            }
            refusal={(reason) => t(`fight.refusals.${reason}`)}
          />
        )}
      </Stack>
      {panel.data && (panel.data.rules.mode !== 'off' || panel.data.exchanges.length > 0) && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('judge.panel.logTitle')}
          </Title>
          <PanelTable panel={panel.data} fight={state ?? undefined} />
        </Stack>
      )}
      <RunningTournamentControls>
        <FixResultModal
          fight={state ?? null}
          opened={fixing}
          onSubmit={(event) => void fix(event)}
          onClose={() => setFixing(false)}
        />
      </RunningTournamentControls>
    </ManagementPage>
  );
}
