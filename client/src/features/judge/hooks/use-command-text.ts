import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fightEventSchema } from '@hema/shared/fight/events';
import type { FightCommand, FightState } from '@hema/shared/realtime/protocol';
import { exchangeWords } from './use-exchange-text';

/**
 * A command in words, for the judge's list of refused and held commands: "+1 point for Anna", "Finish: by points".
 * `fight` names the fighters when the console still holds the fight.
 */
export function useCommandText(): (command: FightCommand, fight: FightState | undefined) => string {
  const { t } = useTranslation();
  return useCallback(
    (command, fight) => {
      const parsed = fightEventSchema.safeParse(command.event);
      if (!parsed.success) return t('judge.commands.unknown');
      const event = parsed.data;
      const name = (side: 1 | 2) =>
        (side === 1 ? fight?.fighter1?.name : fight?.fighter2?.name) ||
        (side === 1 ? t('judge.left') : t('judge.right'));
      const sign = (delta: 1 | -1) => (delta > 0 ? 'Add' : 'Remove');
      switch (event.type) {
        case 'SCORE':
          return t(`judge.commands.score${sign(event.delta)}`, { name: name(event.side) });
        case 'DOUBLE':
          return t(`judge.commands.double${sign(event.delta)}`);
        case 'CARD':
          return t(`judge.commands.${event.card}Card${sign(event.delta)}`, { name: name(event.side) });
        case 'APPEAL':
          return t(`judge.commands.appeal${sign(event.delta)}`, { name: name(event.side) });
        case 'ADD_TIME':
          return t('judge.addSeconds', { count: event.ms / 1000 });
        case 'FINISH':
          return t('judge.confirm.finishTitle', { reason: t(`judge.finishReasons.${event.reason}`) });
        case 'TECHNICAL_DEFEAT':
          return event.card === 'black'
            ? t('judge.commands.blackCard', { name: name(event.side) })
            : t('judge.commands.technicalDefeat', { name: name(event.side) });
        case 'FIX_RESULT':
          return t('judge.commands.fixResult', { score: `${event.score1}:${event.score2}` });
        case 'START':
          return t('judge.timerStart');
        case 'PAUSE':
          return t('judge.timerPause');
        case 'RESUME':
          return t('judge.timerResume');
        case 'RESTART':
          return t('judge.restart');
        case 'CANCEL':
          return t('judge.cancel');
        case 'CALL':
          return t('judge.commands.call');
        case 'EXCHANGE':
          return exchangeWords(t, event.exchange, name);
        case 'UNDO_EXCHANGE':
          return t('judge.commands.undoExchange');
      }
    },
    [t],
  );
}
