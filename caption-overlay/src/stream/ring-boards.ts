import { ringQueue, upNext } from '@hema/shared/fight/ring-queue';
import { h } from './dom.js';
import type { FightBook, StreamFight } from './fight-book.js';
import { fightBox, fightLine, type FightLine } from './fight-line.js';
import type { RingTimes } from './ring-times.js';
import type { StreamWords } from './stream-words.js';

/** A ring's fight with what the lower third says about it: the category and the pool or round. */
export interface QueuedLine {
  line: FightLine;
  category: string;
  group: string;
  /** "about 14:20" for a fight not started yet, when the schedule estimates it. */
  about: string | null;
}

export interface RingModel {
  areaId: string;
  title: string;
  current: QueuedLine | null;
  next: QueuedLine[];
}

function queued(fight: StreamFight, words: StreamWords, times: RingTimes): QueuedLine {
  const estimate = fight.view.status === 'scheduled' ? times.get(fight.fightId) : undefined;
  return {
    line: fightLine(fight, words),
    category: fight.live?.nominationTitle ?? '',
    group: fight.live ? words.group(fight.live.group) : '',
    about: estimate ? words.about(estimate) : null,
  };
}

/**
 * A ring's current fight and the `count` after it, by the one ring-queue rule (shared/fight/ring-queue.ts) the judge
 * console, the hall and the caption follow.
 */
export function ringModel(
  area: { _id: string; title: string },
  book: FightBook,
  count: number,
  words: StreamWords,
  times: RingTimes = new Map(),
): RingModel {
  const fights = book.all().filter((f) => f.areaId === area._id);
  const { current } = ringQueue(fights);
  return {
    areaId: area._id,
    title: words.ring(area.title),
    current: current ? queued(current, words, times) : null,
    next: upNext(fights, count).map((f) => queued(f, words, times)),
  };
}

function queuedView(item: QueuedLine, words: StreamWords, label: string): HTMLElement {
  return h(
    'div',
    { class: 'queued' },
    h(
      'div',
      { class: 'queued-label' },
      label,
      item.about ? h('span', { class: 'queued-about' }, item.about) : null,
    ),
    item.category ? h('div', { class: 'queued-category' }, `${item.category} · ${item.group}`) : null,
    fightBox(item.line, words),
  );
}

/** "Next up" for one ring: a lower third with the fight on now and the next ones. */
export function nextUpView(model: RingModel, words: StreamWords): HTMLElement {
  const coming = [
    // A current fight that has not started is the next one to come.
    ...(model.current && model.current.line.phase === 'waiting' ? [model.current] : []),
    ...model.next,
  ];
  return h(
    'section',
    { class: 'board next-up' },
    h('h1', { class: 'board-title' }, `${model.title} · ${words.nextUp}`),
    !model.current ? h('p', { class: 'idle' }, words.ringIdle) : null,
    h(
      'div',
      { class: 'queue' },
      model.current && model.current.line.phase !== 'waiting'
        ? queuedView(model.current, words, words.now)
        : null,
      coming.map((item) => queuedView(item, words, words.next)),
    ),
  );
}

/** Width of a ring's column and the gap between columns, and the board's side padding (stream.css), in rem. */
const RING_REM = 17;
const GAP_REM = 0.8;
const PADDING_REM = 2.4;

/**
 * How many ring columns the board has: one a ring, up to five, and no more than fit the source's width (`room`, in
 * rem of the page): the board grows downwards and is paged rather than zoomed out.
 */
export function ringColumns(rings: number, room: number): number {
  const fit = Math.floor((room - PADDING_REM + GAP_REM) / (RING_REM + GAP_REM));
  return Math.max(1, Math.min(5, rings, fit));
}

/** Every ring: the fight on now and the next one; a ring is one unit of a paged board. */
export function ringBoardView(rings: RingModel[], words: StreamWords, room = Infinity): HTMLElement {
  const board = h(
    'section',
    { class: 'board rings' },
    rings.length === 0 ? h('p', { class: 'idle' }, words.noRings) : null,
    rings.map((ring) =>
      h(
        'article',
        { class: 'ring', 'data-area': ring.areaId, 'data-page-unit': true },
        h('h2', { class: 'ring-title' }, ring.title),
        ring.current
          ? queuedView(ring.current, words, ring.current.line.phase === 'waiting' ? words.next : words.now)
          : h('p', { class: 'idle' }, words.ringIdle),
        ring.current && ring.current.line.phase !== 'waiting' && ring.next[0]
          ? queuedView(ring.next[0], words, words.next)
          : null,
      ),
    ),
  );
  // As many columns as rings, up to five a row and as fit: the board is as wide as what it shows.
  board.style.setProperty('--columns', String(ringColumns(rings.length, room)));
  return board;
}
