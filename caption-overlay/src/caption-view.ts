import type { FightState } from '@hema/shared/realtime/protocol';
import { fighterAt, type FighterColours } from '@hema/shared/ui-rules/fighter-colours';
import { clockText, type OnAir } from './caption-state.js';
import type { CaptionWords } from './caption-words.js';

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
  cards: HTMLElement;
  score: HTMLElement;
  tag: HTMLElement;
}

function side(parent: HTMLElement, n: 1 | 2): SideNodes {
  const root = element('div', `side side-${n}`, parent);
  const who = element('div', 'who', root);
  const name = element('div', 'name', who);
  const meta = element('div', 'meta', who);
  const cards = element('div', 'cards', meta);
  const club = element('div', 'club', meta);
  const tag = element('div', 'tag', root);
  const score = element('div', 'score', root);
  name.dataset.testid = `caption-name-${n}`;
  score.dataset.testid = `caption-score-${n}`;
  cards.dataset.testid = `caption-cards-${n}`;
  return { root, name, club, cards, score, tag };
}

/** The middle line under the clock: what happened, in the caption's language; empty while the fight runs. */
function statusText(fight: FightState, mode: OnAir['mode'], words: CaptionWords): string {
  const { view } = fight;
  if (mode === 'next') return words.next;
  if (view.status === 'cancelled') return words.cancelled;
  if (view.status === 'paused') return words.paused;
  if (view.status !== 'finished') return '';
  if (view.technicalDefeat) return words.technicalDefeat;
  if (view.result === 'DRAW') return words.draw;
  if (view.result === 'NO_WIN') return words.noWinner;
  return '';
}

/**
 * The lower third: one bar with both fighters (name, club, cards, score in their colour) around the clock, what
 * happened and the pool; or, with nothing pending on the ring, a small plate with the ring's name. Built once; each
 * update only changes text and data attributes, so OBS repaints little.
 */
export class CaptionView {
  private readonly bar: HTMLElement;
  private readonly sides: [SideNodes, SideNodes];
  private readonly clock: HTMLElement;
  private readonly status: HTMLElement;
  private readonly doubles: HTMLElement;
  private readonly stage: HTMLElement;
  private readonly idle: HTMLElement;
  private readonly ringName: HTMLElement;
  private readonly lost: HTMLElement;
  private shownFight: string | null = null;
  private readonly lastScores: [number, number] = [-1, -1];

  constructor(
    private readonly root: HTMLElement,
    private readonly words: CaptionWords,
  ) {
    this.bar = element('div', 'bar', root);
    const left = side(this.bar, 1);
    const middle = element('div', 'middle', this.bar);
    this.clock = element('div', 'clock', middle);
    this.status = element('div', 'status', middle);
    this.doubles = element('div', 'doubles', middle);
    this.stage = element('div', 'stage', middle);
    const right = side(this.bar, 2);
    this.sides = [left, right];
    this.clock.dataset.testid = 'caption-clock';
    this.status.dataset.testid = 'caption-status';
    this.doubles.dataset.testid = 'caption-doubles';
    this.stage.dataset.testid = 'caption-stage';
    this.idle = element('div', 'idle', root);
    this.ringName = element('div', 'ring', this.idle);
    const nothing = element('div', 'nothing', this.idle);
    nothing.textContent = words.noFights;
    this.idle.dataset.testid = 'caption-idle';
    this.lost = element('div', 'lost', root);
    this.lost.dataset.testid = 'connection-lost';
    this.lost.setAttribute('role', 'alert');
  }

  /**
   * While the connection is lost the caption says so and its clock stands (`serverNow` of {@link render} is the
   * moment of the loss): what it shows may be stale.
   */
  setConnectionLost(lost: boolean): void {
    this.root.dataset.connection = lost ? 'lost' : 'ok';
    setText(this.lost, lost ? this.words.connectionLost : '');
  }

  render(onAir: OnAir, colours: FighterColours, serverNow: number, ringTitle: string): void {
    this.root.dataset.mode = onAir.mode;
    if (onAir.mode === 'loading' || onAir.mode === 'idle') {
      this.root.dataset.state = onAir.mode;
      delete this.root.dataset.fightId;
      this.shownFight = null;
      setText(this.ringName, ringTitle);
      return;
    }
    const { fight, mode } = onAir;
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
    const cards = [
      [view.cards.yellow1, view.cards.red1],
      [view.cards.yellow2, view.cards.red2],
    ] as const;
    const winner =
      view.result === 'F1_WIN' ? 0 : view.result === 'F2_WIN' ? 1 : view.result === 'BOTH_WIN' ? 2 : -1;
    this.sides.forEach((nodes, place) => {
      // Each half shows the fighter standing on that side of the ring (the red fighter may stand on the right).
      const side = fighterAt(colours, place === 0 ? 'left' : 'right');
      const at = side - 1;
      const fighter = fighters[at];
      setText(nodes.name, fighter?.name || '—');
      // A relay bout names the fencer's team and its carried total instead of the club.
      const team = view.relay ? (at === 0 ? view.relay.team1 : view.relay.team2) : null;
      const total = view.relay ? (at === 0 ? view.relay.total1 : view.relay.total2) : 0;
      setText(nodes.club, team ? `${team.name} · ${total}` : (fighter?.club ?? ''));
      nodes.club.dataset.testid = `caption-team-${at + 1}`;
      setText(nodes.score, String(scores[at]));
      setCards(nodes.cards, cards[at][0], cards[at][1]);
      nodes.root.dataset.colour = colours[side];
      const won = view.status === 'finished' && (winner === at || winner === 2);
      nodes.root.dataset.winner = won ? 'true' : 'false';
      setText(nodes.tag, won ? this.words.win : '');
      if (this.lastScores[place] !== -1 && this.lastScores[place] !== scores[at]) flash(nodes.score);
      this.lastScores[place] = scores[at];
    });
    setText(this.clock, view.clock.showTimer && mode !== 'next' ? clockText(view, serverNow) : '');
    this.clock.dataset.running = String(view.clock.running && this.root.dataset.connection !== 'lost');
    setText(this.status, statusText(fight, mode, this.words));
    setText(this.doubles, view.doubles > 0 && mode !== 'next' ? this.words.doubles(view.doubles) : '');
    const bout = view.relay
      ? this.words.bout
          .replace('{n}', String(view.relay.bout + 1))
          .replace('{total}', String(view.relay.bouts))
      : '';
    setText(
      this.stage,
      // A relay bout's place in the relay comes first: the line is short and the bout number matters most.
      (bout ? [bout, this.words.group(fight.group)] : [fight.nominationTitle, this.words.group(fight.group)])
        .filter(Boolean)
        .join(' · '),
    );
  }
}

/** More cards of one colour than this are drawn as this many: a fighter has long been out by then. */
const MAX_CARDS_DRAWN = 5;

/** Cards as coloured marks: one per card, yellow before red. */
function setCards(node: HTMLElement, yellow: number, red: number): void {
  const key = `${yellow}:${red}`;
  if (node.dataset.key === key) return;
  node.dataset.key = key;
  node.dataset.yellow = String(yellow);
  node.dataset.red = String(red);
  node.replaceChildren(
    ...Array.from({ length: drawn(yellow) }, () => element('span', 'card yellow')),
    ...Array.from({ length: drawn(red) }, () => element('span', 'card red')),
  );
}

const drawn = (count: number) => (Number.isFinite(count) ? Math.min(MAX_CARDS_DRAWN, Math.max(0, count)) : 0);

function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

function flash(node: HTMLElement): void {
  node.classList.remove('flash');
  void node.offsetWidth;
  node.classList.add('flash');
}

/**
 * The link names no ring of its tournament (an unknown tournament or ring, or a ring of another tournament): a
 * readable box instead of an empty transparent page or "no fights pending", so the streamer sees it in the preview.
 */
export function showWrongLink(
  root: HTMLElement,
  words: Pick<CaptionWords, 'wrongLink' | 'wrongLinkHint'>,
): void {
  const box = element('div', 'wrong');
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'caption-wrong-link';
  element('div', 'wrong-title', box).textContent = words.wrongLink;
  element('div', 'wrong-hint', box).textContent = words.wrongLinkHint;
  root.replaceChildren(box);
  root.dataset.state = 'wrong-link';
  root.dataset.mode = 'wrong-link';
}
