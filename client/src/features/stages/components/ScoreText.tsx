import { Text } from '@mantine/core';
import type { FightView } from '@hema/shared/fight/fight-engine';

/** "3 : 2" in tabular figures; a fight not started yet shows a dash. */
export function ScoreText({ view, size = 'md' }: { view: FightView; size?: string }) {
  const started = view.status !== 'scheduled' || view.score1 + view.score2 > 0;
  return (
    <Text
      fw={800}
      fz={size}
      ta="center"
      c={view.status === 'running' ? 'red.7' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      data-testid="fight-score"
    >
      {started ? `${view.score1} : ${view.score2}` : '– : –'}
    </Text>
  );
}
