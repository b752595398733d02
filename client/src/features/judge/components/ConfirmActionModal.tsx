import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import type { ConsoleAction } from '@hema/shared/fight/console-keys';
import type { FinishEventReason } from '@hema/shared/fight/events';
import { winnerOf } from '@hema/shared/fight/fight-result';
import { finishOutcome } from '@hema/shared/fight/refusal-rules';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { ConsoleEvent } from '../judge-commands';

interface ConfirmActionModalProps {
  action: ConsoleAction | null;
  fight: FightState | null;
  onConfirm: (event: ConsoleEvent) => void;
  onClose: () => void;
}

function fighterName(fight: FightState, side: 1 | 2, fallback: string): string {
  return (side === 1 ? fight.fighter1?.name : fight.fighter2?.name) || fallback;
}

/**
 * What FINISH will record, from the shared result rule (the same the fight machine applies): the winner's name (or
 * the draw) and the result line, or why this finish cannot be taken — then there is nothing to confirm.
 */
function FinishPreview({ fight, reason }: { fight: FightState; reason: FinishEventReason }) {
  const { t } = useTranslation();
  const { view } = fight;
  const outcome = finishOutcome(view, { reason });
  if (!outcome.ok) {
    return (
      <Alert color="orange" variant="light" data-testid="finish-refused">
        {t(`fight.refusals.${outcome.reason}`)}
      </Alert>
    );
  }
  const names = { fighter1: fighterName(fight, 1, '—'), fighter2: fighterName(fight, 2, '—') };
  const winnerSide = winnerOf(outcome.result);
  const winner = winnerSide === null ? null : winnerSide === 1 ? names.fighter1 : names.fighter2;
  return (
    <Paper withBorder radius="md" p="md" data-testid="finish-preview">
      <Stack gap={4} align="center" ta="center">
        <Text size="sm" c="dimmed">
          {winner ? t('judge.confirm.winner') : t('judge.confirm.noWinner')}
        </Text>
        <Text fz={26} fw={800} lh={1.2} data-testid="finish-winner">
          {winner ?? t(`live.result.${outcome.result}`, names)}
        </Text>
        <Text size="sm" data-testid="finish-record">
          {t('judge.confirm.records', {
            result: t(`live.result.${outcome.result}`, names),
            score: `${view.score1}:${view.score2}`,
            reason: t(`live.finishReason.${reason}`),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Finishing, restarting and cancelling are confirmed (Enter) or dropped (Escape) in a dialog that says what will
 * be recorded; a technical defeat takes a choice of the losing fighter and then a confirmation naming both.
 */
export function ConfirmActionModal({ action, fight, onConfirm, onClose }: ConfirmActionModalProps) {
  const { t } = useTranslation();
  // The technical defeat's second step: the side the judge chose to lose, until confirmed or taken back.
  const [defeated, setDefeated] = useState<1 | 2 | null>(null);
  // A black card names its fighter already: the dialog opens on the confirmation.
  useEffect(() => setDefeated(action?.kind === 'blackCard' ? action.side : null), [action]);
  const confirm = (event: ConsoleEvent) => {
    onConfirm(event);
    onClose();
  };

  let title = '';
  let body = null;
  // Enter confirms whatever has the focus: a judge pressing P then Enter at once is quicker than the dialog's focus.
  let onEnter: (() => void) | null = null;
  if (fight && (action?.kind === 'technicalDefeat' || action?.kind === 'blackCard')) {
    title = action.kind === 'blackCard' ? t('judge.exchanges.blackTitle') : t('judge.technicalDefeat');
    if (defeated === null) {
      // First the judge picks who loses; Enter here only goes back (the focus starts on Back), so "D, Enter" can
      // never record a defeat: it takes a choice and then a confirmation that names the loser and the winner.
      body = (
        <Stack gap="sm">
          <Text>{t('judge.confirm.technicalDefeat')}</Text>
          <Group grow>
            <Button color="red" variant="light" onClick={() => setDefeated(1)} data-testid="defeat-side-1">
              {fighterName(fight, 1, t('judge.noFighter'))}
            </Button>
            <Button color="red" variant="light" onClick={() => setDefeated(2)} data-testid="defeat-side-2">
              {fighterName(fight, 2, t('judge.noFighter'))}
            </Button>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" data-back data-autofocus onClick={onClose}>
              {t('judge.confirm.back')}
            </Button>
          </Group>
        </Stack>
      );
    } else {
      const side = defeated;
      const event: ConsoleEvent =
        action.kind === 'blackCard'
          ? { type: 'TECHNICAL_DEFEAT', side, card: 'black' }
          : { type: 'TECHNICAL_DEFEAT', side };
      onEnter = () => confirm(event);
      body = (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" data-testid="defeat-preview">
            {action.kind === 'blackCard' && (
              <Text ta="center" size="sm" c="dimmed" mb={4}>
                {t('judge.exchanges.blackExplained')}
              </Text>
            )}
            <Text ta="center" fw={700}>
              {t('judge.confirm.technicalDefeatOutcome', {
                loser: fighterName(fight, side, t('judge.noFighter')),
                winner: fighterName(fight, side === 1 ? 2 : 1, t('judge.noFighter')),
              })}
            </Text>
          </Paper>
          <Group justify="flex-end">
            <Button
              variant="default"
              data-back
              onClick={() => (action.kind === 'blackCard' ? onClose() : setDefeated(null))}
            >
              {t('judge.confirm.back')}
            </Button>
            <Button color="red" data-autofocus onClick={() => confirm(event)}>
              {t('judge.confirm.technicalDefeatYes')}
            </Button>
          </Group>
        </Stack>
      );
    }
  } else if (
    fight &&
    (action?.kind === 'finish' || action?.kind === 'restart' || action?.kind === 'cancel')
  ) {
    const event: ConsoleEvent =
      action.kind === 'finish'
        ? { type: 'FINISH', reason: action.reason }
        : action.kind === 'restart'
          ? { type: 'RESTART' }
          : { type: 'CANCEL' };
    const blocked = action.kind === 'finish' && !finishOutcome(fight.view, action).ok;
    if (!blocked) onEnter = () => confirm(event);
    title =
      action.kind === 'finish'
        ? t('judge.confirm.finishTitle', { reason: t(`judge.finishReasons.${action.reason}`) })
        : action.kind === 'restart'
          ? t('judge.restart')
          : t('judge.cancel');
    body = (
      <Stack gap="md">
        {action.kind === 'finish' ? (
          <FinishPreview fight={fight} reason={action.reason} />
        ) : (
          <Text>{action.kind === 'restart' ? t('judge.confirm.restart') : t('judge.confirm.cancel')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" data-back data-autofocus={blocked || undefined} onClick={onClose}>
            {t('judge.confirm.back')}
          </Button>
          {!blocked && (
            <Button
              color={action.kind === 'finish' ? 'blue' : 'red'}
              data-autofocus
              onClick={() => confirm(event)}
            >
              {t('judge.confirm.yes')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  const enter = useRef(onEnter);
  enter.current = onEnter;
  const opened = action !== null && fight !== null;
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.repeat || !enter.current) return;
      // The Back button keeps its own Enter; anything else (nothing focused yet, the dialog itself) confirms.
      if (document.activeElement instanceof HTMLElement && document.activeElement.closest('[data-back]'))
        return;
      e.preventDefault();
      e.stopPropagation();
      enter.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {body}
    </Modal>
  );
}
