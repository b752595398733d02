import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../../stages/api/nomination-stages';
import { useNextRound } from '../api/next-round';

interface NextRoundButtonProps {
  stage: Stage;
  /** The warnings of the pairing (spec §8 "Next rounds may have duplicate pairs"), shown by the page. */
  onBuilt: (warnings: string[]) => void;
}

/** Swiss stages are fought round by round; brackets move on by themselves. */
export const isRoundByRound = (stage: Stage) => stage.type === 'SWISS' || stage.type === 'SWISS_HITS';

/**
 * "Next round" of a swiss stage with how far it is ("Round 1 of 3"). The server decides: it builds the round once
 * the current one is over and refuses, with a message the page shows translated, while a fight of it has no result.
 * Once every round of the rounds count is built the button gives way to a note.
 */
export function NextRoundButton({ stage, onBuilt }: NextRoundButtonProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const nextRound = useNextRound();
  if (!isRoundByRound(stage) || stage.pools.length === 0) return null;
  const round = Math.max(...stage.pools.map((p) => p.round));
  const count = stage.settings.roundsCount ?? null;
  const progress =
    count === null
      ? t('pages:nextRound.progressOpen', { round })
      : t('pages:nextRound.progress', { round, count });
  if (count !== null && round >= count)
    return (
      <Text size="xs" c="dimmed" data-testid="next-round-note">
        {t('pages:nextRound.allBuilt', { count })}
      </Text>
    );
  return (
    <Group gap="xs">
      <Button
        style={{ flexShrink: 0 }}
        size="compact-sm"
        variant="light"
        loading={nextRound.isPending}
        onClick={() =>
          nextRound.mutate(stage._id, {
            onSuccess: ({ stage: built, warnings }) => {
              onBuilt(warnings);
              const last = Math.max(...built.pools.map((p) => p.round));
              const fights = built.pools
                .filter((p) => p.round === last)
                .reduce((sum, p) => sum + p.fights.filter((f) => !f.isBye).length, 0);
              notifications.show({
                color: 'green',
                message: t('pages:nextRound.built', { round: last, fights }),
              });
            },
          })
        }
      >
        {t('pages:nextRound.button')}
      </Button>
      <Text size="xs" c="dimmed" data-testid="next-round-progress">
        {progress}
      </Text>
    </Group>
  );
}
