import type { FightState } from '@hema/shared/realtime/protocol';
import { DelayLine } from './delay-line.js';
import { contentBox, h, rootRem } from './dom.js';
import type { FightBook } from './fight-book.js';
import { linesOf, pageAt, planPages } from './paging.js';
import { followRooms } from './stream-live.js';
import { streamOptions, type StreamKind, type StreamOptions } from './stream-options.js';
import { streamWords, type StreamWords } from './stream-words.js';
import './stream.css';

/** What an overlay loaded: the rooms it follows, its fights, and how it draws itself. */
export interface OverlaySetup {
  rooms: string[];
  book: FightBook;
  draw: () => HTMLElement;
  /** Called once the board is in the page, before it is fitted: e.g. the bracket's lines drawn between its boxes. */
  laidOut?: (board: HTMLElement) => void;
  /** Live states applied (after the delay): e.g. a pool's standings are fetched again when a fight ends. */
  changed?: (states: readonly FightState[], redraw: () => void) => void;
}

export type Loader = (options: StreamOptions, words: StreamWords) => Promise<OverlaySetup | 'wrong' | null>;

function showWrongLink(root: HTMLElement, words: StreamWords): void {
  root.replaceChildren(
    h(
      'div',
      { class: 'wrong', role: 'alert', 'data-testid': 'overlay-wrong-link' },
      h('div', { class: 'wrong-title' }, words.wrongLink),
      h('div', { class: 'wrong-hint' }, words.wrongLinkHint),
    ),
  );
  root.dataset.state = 'wrong-link';
}

/**
 * Fits the drawn board into the source (`planPages`): a board with more rings or table rows than fit is shown a page
 * at a time, the page `page` asks for (wrapped), with a "2/3" mark; anything else too big is zoomed out. Returns
 * the number of pages.
 */
function place(root: HTMLElement, board: HTMLElement, page: number, words: StreamWords): number {
  const room = contentBox(root);
  const origin = board.getBoundingClientRect();
  const units = [...board.querySelectorAll<HTMLElement>('[data-page-unit]')];
  const { lineOf, lines } = linesOf(
    units.map((unit) => {
      const r = unit.getBoundingClientRect();
      return { top: r.top - origin.top, bottom: r.bottom - origin.top };
    }),
  );
  const plan = planPages(
    { width: board.offsetWidth, height: board.offsetHeight },
    room,
    lines,
    INDICATOR_REM * rootRem(),
  );
  if (plan.pages.length > 1) {
    const shown = pageAt(page, plan.pages.length);
    const lineShown = new Set(plan.pages[shown]);
    units.forEach((unit, i) => (unit.hidden = !lineShown.has(lineOf[i])));
    board.classList.add('paged');
    board.dataset.page = String(shown + 1);
    board.append(
      h(
        'p',
        {
          class: 'page-indicator',
          'data-testid': 'overlay-page',
          'aria-label': words.page(shown + 1, plan.pages.length),
        },
        `${shown + 1}/${plan.pages.length}`,
      ),
    );
  }
  if (plan.zoom < 1) board.style.setProperty('zoom', String(plan.zoom));
  return plan.pages.length;
}

/** Room kept under a paged board's lines for its page mark (stream.css `.board.paged`). */
const INDICATOR_REM = 0.9;

/**
 * The page of one stream overlay: its look from the URL (theme, position, scale, language), what it loads, then
 * its rooms followed live with every update held back by `?delay=`. A link that names nothing says so on screen
 * (the streamer sees it in OBS's preview); an answer that cannot be had yet (offline) is asked again.
 */
export function mountOverlay(kind: StreamKind, load: Loader): void {
  const root = document.getElementById('overlay')!;
  const options = streamOptions(location.pathname, location.search);
  const html = document.documentElement;
  html.dataset.theme = options?.theme ?? 'dark';
  html.dataset.position = options?.position ?? 'center';
  html.lang = options?.language ?? 'en';
  html.style.setProperty('--scale', String(options?.scale ?? 1));
  const words = streamWords(options?.language ?? (/[?&]lang=ru/i.test(location.search) ? 'ru' : 'en'));
  if (!options || options.kind !== kind) {
    showWrongLink(root, words);
    return;
  }
  root.dataset.state = 'loading';
  const start = async (): Promise<void> => {
    const setup = await load(options, words);
    if (setup === 'wrong') return showWrongLink(root, words);
    if (setup === null) {
      setTimeout(() => void start(), 5_000);
      return;
    }
    let frame = 0;
    let lost = false;
    let page = 0;
    let pages = 1;
    const draw = () => {
      frame = 0;
      const board = setup.draw();
      root.replaceChildren(board);
      setup.laidOut?.(board);
      pages = place(root, board, page, words);
      page = pageAt(page, pages);
      root.dataset.state = lost ? 'lost' : 'ready';
      if (lost) root.append(h('p', { class: 'connection-lost', role: 'status' }, words.connectionLost));
    };
    const redraw = () => {
      frame ||= requestAnimationFrame(draw);
    };
    redraw();
    // A paged board turns its page every `?page=` seconds; a live change redraws the page on show.
    setInterval(() => {
      if (pages < 2) return;
      page = pageAt(page + 1, pages);
      draw();
    }, options.pageMs);
    followRooms({
      rooms: setup.rooms,
      book: setup.book,
      delay: new DelayLine(options.delayMs),
      changed: (states) => {
        setup.changed?.(states, redraw);
        redraw();
      },
      connection: (isLost) => {
        if (lost === isLost) return;
        lost = isLost;
        redraw();
      },
    });
  };
  void start();
}
