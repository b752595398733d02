import type { ScoreKeyEvent } from '@hema/shared/fight/score-keys';
import type pages from '../../../i18n/pages/en.json';

export type ScoreKeyLabel = `pages:fight.keys.${keyof typeof pages.fight.keys}`;

/** The translation key that says what a score key does. */
export function scoreKeyLabel(event: ScoreKeyEvent): ScoreKeyLabel {
  if (event.type === 'DOUBLE')
    return event.delta > 0 ? 'pages:fight.keys.doubleAdd' : 'pages:fight.keys.doubleRemove';
  const side = event.side === 1 ? 'left' : 'right';
  return `pages:fight.keys.${side}${event.delta > 0 ? 'Add' : 'Remove'}`;
}
