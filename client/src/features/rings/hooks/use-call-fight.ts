import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newCommandId } from '@hema/shared/realtime/command-outbox';
import type { FightState } from '@hema/shared/realtime/protocol';
import { isRefusalReason } from '@hema/shared/realtime/refusals';
import { postFightCommand } from '../../judge/api/fight-command';
import { useServerOffset } from '../../../lib/live/use-live';
import { notifyError } from '../../../lib/notify-error';

/**
 * The organizer's Call button: the same CALL command the judge's call key sends, through the fight's command path
 * (logged as from the organizer's page, applied once), so the fighters' pages show it live. The new state comes back
 * over the ring's live room, so nothing is refetched here.
 */
export function useCallFight() {
  const { t } = useTranslation();
  const offsetMs = useServerOffset();
  return useMutation({
    mutationFn: (fight: FightState) =>
      postFightCommand({
        commandId: newCommandId(),
        fightId: fight.fightId,
        event: { type: 'CALL', at: Math.round(Date.now() + offsetMs) },
        console: 'organizer',
      }),
    onSuccess: (answer, fight) => {
      if (answer.ok) {
        notifications.show({
          color: 'orange',
          message: t('calls.calledToast', {
            fighter1: fight.fighter1?.name || '—',
            fighter2: fight.fighter2?.name || '—',
          }),
        });
        return;
      }
      notifications.show({
        color: 'red',
        withBorder: true,
        title: t('errors.title'),
        message: isRefusalReason(answer.reason) ? t(`fight.refusals.${answer.reason}`) : answer.message,
      });
    },
    onError: notifyError,
  });
}
