/** A stretch of the board from its top, in CSS pixels: one unit (a ring, a table row) or a line of them. */
export interface Span {
  top: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** How a board is shown: its zoom, and its lines page by page (one page: every line, no paging). */
export interface PagePlan {
  zoom: number;
  pages: number[][];
}

/**
 * Units side by side (the rings of one grid row) make one line: a unit that starts above the end of the line
 * before it joins it. Units come in the board's order; returns each unit's line and the lines.
 */
export function linesOf(units: readonly Span[]): { lineOf: number[]; lines: Span[] } {
  const lines: Span[] = [];
  const lineOf = units.map((unit) => {
    const last = lines.at(-1);
    if (last && unit.top < last.bottom - 0.5) {
      last.bottom = Math.max(last.bottom, unit.bottom);
      last.top = Math.min(last.top, unit.top);
    } else lines.push({ ...unit });
    return lines.length - 1;
  });
  return { lineOf, lines };
}

/**
 * How a board fits the source. A board wider than the source is zoomed out to its width (the ring board picks its
 * columns to fit, so that is rare); one taller than the source is not shrunk below that size: its lines (rings, table
 * rows) are split into pages, each as many whole lines as fit under what does not page (the title, the table's head,
 * the padding) plus `indicator` pixels for the page number. A board with fewer than two lines cannot be paged and is
 * zoomed out to fit, as a cut-off board shows nothing useful (the whole bracket).
 */
export function planPages(board: Size, room: Size, lines: readonly Span[], indicator: number): PagePlan {
  const all = lines.map((_, i) => i);
  if (board.width <= 0 || board.height <= 0) return { zoom: 1, pages: [all] };
  const zoom = Math.min(1, room.width / board.width);
  const height = room.height / zoom;
  if (board.height <= height || lines.length < 2) {
    return { zoom: Math.min(zoom, room.height / board.height), pages: [all] };
  }
  const chrome = board.height - (lines.at(-1)!.bottom - lines[0].top) + indicator;
  const free = height - chrome;
  const pages: number[][] = [];
  let start = 0;
  for (let i = 1; i <= lines.length; i += 1) {
    if (i === lines.length || lines[i].bottom - lines[start].top > free) {
      pages.push(all.slice(start, i));
      start = i;
    }
  }
  // A single line taller than the source (a ring at a large scale): that page is zoomed out to fit.
  const tallest = Math.max(...pages.map((p) => lines[p.at(-1)!].bottom - lines[p[0]].top));
  return { zoom: zoom * Math.min(1, height / (chrome + tallest)), pages };
}

/** The page shown: the one asked for, wrapped round when the board has fewer pages than before. */
export function pageAt(page: number, count: number): number {
  return count > 0 ? ((page % count) + count) % count : 0;
}
