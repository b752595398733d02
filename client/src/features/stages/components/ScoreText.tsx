import { Text } from '@mantine/core';
import type { FightView } from '@hema/shared/fight/fight-engine';

/**
 * "3 : 2" in tabular figures; a fight not started yet shows a dash. A running fight's score is red.9: its row is
 * tinted red, on which lighter reds fall under 4.5:1.
 */
export function ScoreText({ view, size = 'md' }: { view: FightView; size?: string }) {
  const started = view.status !== 'scheduled' || view.score1 + view.score2 > 0;
  return (
    <Text
      fw={800}
      fz={size}
      ta="center"
      c={view.status === 'running' ? 'red.9' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      data-testid="fight-score"
    >
      {started ? `${view.score1} : ${view.score2}` : '– : –'}
    </Text>
  );
}
