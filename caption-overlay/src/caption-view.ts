import { englishGroupTitle } from '@hema/shared/competition/group-title';
import type { FightState } from '@hema/shared/realtime/protocol';
import { clockText } from './caption-state.js';

/** Fighter colours of a category (spec §3); the caption paints each side's score box with its colour. */
export type FighterColour = 'red' | 'blue' | 'green' | 'yellow' | 'black' | 'white';

export interface Colours {
  left: FighterColour;
  right: FighterColour;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: HTMLElement) {
  const node = document.createElement(tag);
  node.className = className;
  parent?.appendChild(node);
  return node;
}

interface SideNodes {
  root: HTMLElement;
  name: HTMLElement;
  club: HTMLElement;
  score: HTMLElement;
  tag: HTMLElement;
}

function side(parent: HTMLElement, n: 1 | 2): SideNodes {
  const root = element('div', `side side-${n}`, parent);
  const who = element('div', 'who', root);
  const name = element('div', 'name', who);
  const club = element('div', 'club', who);
  const tag = element('div', 'tag', root);
  const score = element('div', 'score', root);
  name.dataset.testid = `caption-name-${n}`;
  score.dataset.testid = `caption-score-${n}`;
  return { root, name, club, score, tag };
}

/**
 * The lower third: one bar with both fighters (name, club, score in their colour) around the clock and the stage
 * title. Built once; each update only changes text and data attributes, so OBS repaints little.
 */
export class CaptionView {
  private readonly bar: HTMLElement;
  private readonly sides: [SideNodes, SideNodes];
  private readonly clock: HTMLElement;
  private readonly stage: HTMLElement;
  private shownFight: string | null = null;
  private readonly lastScores: [number, number] = [-1, -1];

  constructor(private readonly root: HTMLElement) {
    this.bar = element('div', 'bar', root);
    const left = side(this.bar, 1);
    const middle = element('div', 'middle', this.bar);
    this.clock = element('div', 'clock', middle);
    this.stage = element('div', 'stage', middle);
    const right = side(this.bar, 2);
    this.sides = [left, right];
    this.clock.dataset.testid = 'caption-clock';
    this.stage.dataset.testid = 'caption-stage';
  }

  render(fight: FightState | null, colours: Colours, serverNow: number): void {
    if (!fight) {
      this.root.dataset.state = 'idle';
      this.shownFight = null;
      return;
    }
    const { view } = fight;
    this.root.dataset.state = view.status;
    this.root.dataset.fightId = fight.fightId;
    if (this.shownFight !== fight.fightId) {
      // A new fight slides in again.
      this.shownFight = fight.fightId;
      this.lastScores[0] = this.lastScores[1] = -1;
      this.bar.classList.remove('enter');
      void this.bar.offsetWidth;
      this.bar.classList.add('enter');
    }
    const fighters = [fight.fighter1, fight.fighter2] as const;
    const scores = [view.score1, view.score2] as const;
    const winner =
      view.result === 'F1_WIN' ? 0 : view.result === 'F2_WIN' ? 1 : view.result === 'BOTH_WIN' ? 2 : -1;
    this.sides.forEach((nodes, at) => {
      const fighter = fighters[at];
      setText(nodes.name, fighter?.name || '—');
      setText(nodes.club, fighter?.club ?? '');
      setText(nodes.score, String(scores[at]));
      nodes.root.dataset.colour = at === 0 ? colours.left : colours.right;
      const won = view.status === 'finished' && (winner === at || winner === 2);
      nodes.root.dataset.winner = won ? 'true' : 'false';
      setText(nodes.tag, won ? 'WIN' : '');
      if (this.lastScores[at] !== -1 && this.lastScores[at] !== scores[at]) flash(nodes.score);
      this.lastScores[at] = scores[at];
    });
    setText(this.clock, view.clock.showTimer ? clockText(view, serverNow) : '');
    this.clock.dataset.running = String(view.clock.running);
    setText(this.stage, englishGroupTitle(fight.group)); // translated by the caption's language option (issue 9 item 8)
  }
}

function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

function flash(node: HTMLElement): void {
  node.classList.remove('flash');
  void node.offsetWidth;
  node.classList.add('flash');
}
