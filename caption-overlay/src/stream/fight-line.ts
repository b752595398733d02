import { winnerOf } from '@hema/shared/fight/fight-result';
import type { LiveFighter } from '@hema/shared/realtime/protocol';
import { h } from './dom.js';
import type { StreamFight } from './fight-book.js';
import type { StreamWords } from './stream-words.js';

/** One side of a fight as a board shows it. */
export interface SideLine {
  fighter: LiveFighter | null;
  /** Shown when there is no fighter: "TBD", or "Bye" for a bye's empty slot. */
  placeholder: string;
  score: number | null;
  won: boolean;
  lost: boolean;
}

export type FightPhase = 'waiting' | 'live' | 'paused' | 'over' | 'cancelled';

export interface FightLine {
  fightId: string;
  phase: FightPhase;
  sides: [SideLine, SideLine];
}

export function phaseOf(fight: Pick<StreamFight, 'view'>): FightPhase {
  switch (fight.view.status) {
    case 'running':
      return 'live';
    case 'paused':
      return 'paused';
    case 'finished':
      return 'over';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'waiting';
  }
}

/** A fight's two sides: winner and loser from the result (the shared rule), scores once it started. */
export function fightLine(fight: StreamFight, words: StreamWords): FightLine {
  const phase = phaseOf(fight);
  const winner = phase === 'over' ? winnerOf(fight.view.result) : null;
  const started = phase !== 'waiting' && phase !== 'cancelled' && !fight.isBye;
  const side = (n: 1 | 2): SideLine => ({
    fighter: n === 1 ? fight.fighter1 : fight.fighter2,
    placeholder: fight.isBye ? words.bye : words.toBeDecided,
    score: started ? (n === 1 ? fight.view.score1 : fight.view.score2) : null,
    won: winner === n,
    lost: winner !== null && winner !== n,
  });
  return { fightId: fight.fightId, phase, sides: [side(1), side(2)] };
}

export function fighterName(side: SideLine): HTMLElement {
  return side.fighter
    ? h('span', { class: 'name' }, side.fighter.name)
    : h('span', { class: 'name placeholder' }, side.placeholder);
}

/** A match box: two rows, the winner marked, a live mark while it runs. */
export function fightBox(line: FightLine, words: StreamWords, label?: string): HTMLElement {
  return h(
    'div',
    { class: 'match', 'data-phase': line.phase, 'data-fight': line.fightId },
    label ? h('div', { class: 'match-label' }, label) : null,
    line.sides.map((side, i) =>
      h(
        'div',
        { class: `side${side.won ? ' won' : ''}${side.lost ? ' lost' : ''}`, 'data-side': i + 1 },
        fighterName(side),
        h('span', { class: 'score' }, side.score ?? ''),
      ),
    ),
    line.phase === 'live' ? h('span', { class: 'live-mark' }, words.live) : null,
  );
}
