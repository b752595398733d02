import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HeldCommand, RefusedCommand } from '@hema/shared/realtime/command-outbox';
import type { FightCommand, FightState } from '@hema/shared/realtime/protocol';
import { isDecisiveEvent, isRefusalReason } from '@hema/shared/realtime/refusals';
import { useCommandText } from '../hooks/use-command-text';

interface OutboxNoticesProps {
  held: readonly HeldCommand[];
  refused: readonly RefusedCommand[];
  waiting: readonly FightCommand[];
  /** The ring's fights, to name the fighters of each command. */
  fights: readonly FightState[];
  onRetry: (commandId: string) => void;
  onDiscard: (commandId: string) => void;
}

/** The reason in the judge's language; a reason this client does not know yet shows the server's own message. */
function useReasonText() {
  const { t } = useTranslation();
  return (reason: string, message: string) =>
    isRefusalReason(reason) ? t(`fight.refusals.${reason}`) : message || t('judge.commands.unknown');
}

/**
 * What the outbox set aside, so nothing the judge pressed disappears silently and nothing jams the ring: decisive
 * commands the fight changed under (asked again, with the fight as it is now), commands that failed repeatedly
 * (retry or discard), and refusals (listed one by one until dismissed).
 */
export function OutboxNotices({ held, refused, waiting, fights, onRetry, onDiscard }: OutboxNoticesProps) {
  const { t } = useTranslation();
  const describe = useCommandText();
  const reasonText = useReasonText();
  const fightOf = (fightId: string) => fights.find((f) => f.fightId === fightId);
  if (held.length === 0 && refused.length === 0) return null;

  return (
    <Stack gap="sm" data-testid="outbox-notices">
      {held.map(({ command, reason, message, state }) => {
        const fight = state ?? fightOf(command.fightId);
        const type = String(command.event.type);
        const behind = waiting.filter((c) => c.fightId === command.fightId).length;
        const fighters = `${fight?.fighter1?.name ?? '—'} ${t('judge.versus')} ${fight?.fighter2?.name ?? '—'}`;
        if (reason === 'conflict' && isDecisiveEvent(type)) {
          return (
            <Alert
              key={command.commandId}
              color="orange"
              variant="filled"
              title={t(`judge.conflict.ask.${type}`)}
              data-testid="conflict"
            >
              <Stack gap="xs">
                <Text size="sm">
                  {fighters}
                  {fight &&
                    ` · ${t('judge.conflict.now', {
                      score: `${fight.view.score1}:${fight.view.score2}`,
                      status: t(`live.status.${fight.view.status}`),
                    })}`}
                </Text>
                <Group gap="xs">
                  <Button size="xs" color="dark" onClick={() => onRetry(command.commandId)}>
                    {t(`judge.conflict.confirm.${type}`)}
                  </Button>
                  <Button size="xs" variant="white" color="dark" onClick={() => onDiscard(command.commandId)}>
                    {t('judge.discard')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          );
        }
        return (
          <Alert
            key={command.commandId}
            color="red"
            variant="light"
            title={t('judge.held.title')}
            data-testid="held-command"
          >
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {describe(command, fight)} · {fighters}
              </Text>
              <Text size="sm">{reasonText(reason, message)}</Text>
              {behind > 0 && (
                <Text size="sm" c="dimmed">
                  {t('judge.held.behind', { count: behind })}
                </Text>
              )}
              <Group gap="xs">
                <Button size="xs" color="red" onClick={() => onRetry(command.commandId)}>
                  {t('judge.retry')}
                </Button>
                <Button size="xs" variant="default" onClick={() => onDiscard(command.commandId)}>
                  {t('judge.discard')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
      })}
      {refused.length > 0 && (
        <Alert color="yellow" variant="light" title={t('judge.refused')} data-testid="refusal">
          <Stack gap={6}>
            {refused.map(({ command, reason, message }) => (
              <Group
                key={command.commandId}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                data-testid="refused-command"
              >
                <Text size="sm">
                  <Text span fw={600}>
                    {describe(command, fightOf(command.fightId))}
                  </Text>
                  {': '}
                  {reasonText(reason, message)}
                </Text>
                <Button size="xs" variant="default" onClick={() => onDiscard(command.commandId)}>
                  {t('judge.discard')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
