import type { FightState } from '@hema/shared/realtime/protocol';
import { DelayLine } from './delay-line.js';
import { h } from './dom.js';
import type { FightBook } from './fight-book.js';
import { followRooms } from './stream-live.js';
import { streamOptions, type StreamKind, type StreamOptions } from './stream-options.js';
import { streamWords, type StreamWords } from './stream-words.js';
import './stream.css';

/** What an overlay loaded: the rooms it follows, its fights, and how it draws itself. */
export interface OverlaySetup {
  rooms: string[];
  book: FightBook;
  draw: () => HTMLElement;
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
 * A board taller or wider than the source (a whole bracket of 32, a long ring board) is zoomed out to fit it, as a
 * cut-off board shows nothing useful; `?scale=` still sets the size of one that fits.
 */
function fit(root: HTMLElement, board: HTMLElement): void {
  const style = getComputedStyle(root);
  const height = root.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const width = root.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  if (!board.offsetHeight || !board.offsetWidth) return;
  const zoom = Math.min(1, height / board.offsetHeight, width / board.offsetWidth);
  if (zoom < 1) board.style.setProperty('zoom', String(zoom));
}

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
    const draw = () => {
      frame = 0;
      const board = setup.draw();
      root.replaceChildren(board);
      fit(root, board);
      root.dataset.state = lost ? 'lost' : 'ready';
      if (lost) root.append(h('p', { class: 'connection-lost', role: 'status' }, words.connectionLost));
    };
    const redraw = () => {
      frame ||= requestAnimationFrame(draw);
    };
    redraw();
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
