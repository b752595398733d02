import { describe, expect, it } from '@jest/globals';
import { linesOf, pageAt, planPages } from './paging.js';
import { ringColumns } from './ring-boards.js';

const room = { width: 1800, height: 1000 };
/** `count` lines of `height` px with 20 px between them, under a 100 px title. */
const rows = (count: number, height: number) =>
  Array.from({ length: count }, (_, i) => ({
    top: 100 + i * (height + 20),
    bottom: 100 + i * (height + 20) + height,
  }));

describe('paging a board too big for the source', () => {
  it('groups the units of a grid row into one line', () => {
    const units = [
      { top: 0, bottom: 300 },
      { top: 0, bottom: 200 },
      { top: 320, bottom: 400 },
      { top: 320, bottom: 500 },
      { top: 520, bottom: 600 },
    ];
    expect(linesOf(units)).toEqual({
      lineOf: [0, 0, 1, 1, 2],
      lines: [
        { top: 0, bottom: 300 },
        { top: 320, bottom: 500 },
        { top: 520, bottom: 600 },
      ],
    });
  });

  it('shows a board that fits as it is, on one page', () => {
    expect(planPages({ width: 900, height: 800 }, room, rows(3, 200), 20)).toEqual({
      zoom: 1,
      pages: [[0, 1, 2]],
    });
  });

  it('pages a tall board by whole lines instead of shrinking it', () => {
    // 10 lines of 200 px: the title and padding (100 + 40) and the page mark (20) leave 840 px, three lines a page.
    const plan = planPages({ width: 900, height: 100 + 10 * 220 - 20 + 40 }, room, rows(10, 200), 20);
    expect(plan).toEqual({
      zoom: 1,
      pages: [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]],
    });
  });

  it('zooms out a board wider than the source, and pages what is still too tall at that size', () => {
    const plan = planPages({ width: 3600, height: 100 + 10 * 220 - 20 + 40 }, room, rows(10, 200), 20);
    expect(plan.zoom).toBe(0.5);
    // At half size the room is 2000 px tall, 1840 px for lines: eight a page.
    expect(plan.pages).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it('zooms out a board it cannot page (the whole bracket), and a line taller than the source', () => {
    expect(planPages({ width: 900, height: 2000 }, room, [], 20)).toEqual({ zoom: 0.5, pages: [[]] });
    expect(planPages({ width: 900, height: 2000 }, room, rows(1, 1800), 20).zoom).toBe(0.5);
    const tall = planPages({ width: 900, height: 100 + 2 * 1840 - 20 + 40 }, room, rows(2, 1820), 20);
    expect(tall.pages).toEqual([[0], [1]]);
    expect(tall.zoom).toBeCloseTo(1000 / (100 + 40 + 20 + 1820), 5);
  });

  it('wraps the page round when the board has fewer pages than before', () => {
    expect(pageAt(0, 3)).toBe(0);
    expect(pageAt(3, 3)).toBe(0);
    expect(pageAt(4, 2)).toBe(0);
    expect(pageAt(5, 2)).toBe(1);
    expect(pageAt(2, 0)).toBe(0);
  });
});

describe('the ring board’s columns', () => {
  it('has one a ring, up to five, as many as fit the width', () => {
    expect(ringColumns(3, 75)).toBe(3);
    expect(ringColumns(12, 200)).toBe(5);
    // 1920 px wide at scale 1: 75.2 rem of room, four 17 rem columns.
    expect(ringColumns(12, 75.2)).toBe(4);
    expect(ringColumns(12, 10)).toBe(1);
    expect(ringColumns(0, 75)).toBe(1);
  });
});
