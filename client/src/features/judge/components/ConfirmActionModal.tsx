import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { ConsoleEvent } from '../judge-commands';
import type { JudgeAction } from '../key-map';

interface ConfirmActionModalProps {
  action: JudgeAction | null;
  fight: FightState | null;
  onConfirm: (event: ConsoleEvent) => void;
  onClose: () => void;
}

/** Finishing, a technical defeat, restarting and cancelling are confirmed (Enter) or dropped (Escape). */
export function ConfirmActionModal({ action, fight, onConfirm, onClose }: ConfirmActionModalProps) {
  const { t } = useTranslation();
  const name = (side: 1 | 2) =>
    (side === 1 ? fight?.fighter1?.name : fight?.fighter2?.name) || t('judge.noFighter');
  const confirm = (event: ConsoleEvent) => {
    onConfirm(event);
    onClose();
  };

  let title = '';
  let body = null;
  if (action?.kind === 'technicalDefeat') {
    title = t('judge.technicalDefeat');
    body = (
      <Stack gap="sm">
        <Text>{t('judge.confirm.technicalDefeat')}</Text>
        <Group grow>
          <Button color="red" data-autofocus onClick={() => confirm({ type: 'TECHNICAL_DEFEAT', side: 1 })}>
            {name(1)}
          </Button>
          <Button color="red" onClick={() => confirm({ type: 'TECHNICAL_DEFEAT', side: 2 })}>
            {name(2)}
          </Button>
        </Group>
      </Stack>
    );
  } else if (action?.kind === 'finish' || action?.kind === 'restart' || action?.kind === 'cancel') {
    const event: ConsoleEvent =
      action.kind === 'finish'
        ? { type: 'FINISH', reason: action.reason }
        : action.kind === 'restart'
          ? { type: 'RESTART' }
          : { type: 'CANCEL' };
    title =
      action.kind === 'finish'
        ? t('judge.confirm.finishTitle', { reason: t(`judge.finishReasons.${action.reason}`) })
        : action.kind === 'restart'
          ? t('judge.restart')
          : t('judge.cancel');
    body = (
      <Stack gap="md">
        <Text>
          {action.kind === 'finish'
            ? t('judge.confirm.finish', { score1: fight?.view.score1 ?? 0, score2: fight?.view.score2 ?? 0 })
            : action.kind === 'restart'
              ? t('judge.confirm.restart')
              : t('judge.confirm.cancel')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('judge.confirm.back')}
          </Button>
          <Button
            color={action.kind === 'finish' ? 'blue' : 'red'}
            data-autofocus
            onClick={() => confirm(event)}
          >
            {t('judge.confirm.yes')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Modal opened={action !== null && fight !== null} onClose={onClose} title={title} centered>
      {body}
    </Modal>
  );
}
