import { describe, expect, it } from '@jest/globals';
import { bracketModel, bracketView } from './bracket.js';
import { connectorPath, drawConnectors, type Box } from './connectors.js';
import { FightBook } from './fight-book.js';
import { fourBracket, fourDoubleBracket } from './stream-test-data.js';
import { streamWords } from './stream-words.js';

const en = streamWords('en');

function bookOf(stage: ReturnType<typeof fourBracket>) {
  const book = new FightBook((s) => stage.pools.some((p) => p._id === s.poolId));
  book.setRows(stage.pools.flatMap((p) => p.fights));
  return book;
}

const box = (left: number, top: number, width = 100, height = 40): Box => ({ left, top, width, height });

describe('bracket connector geometry', () => {
  it('runs from the fight’s right middle to the slot’s row, bending half a gap before the next fight', () => {
    expect(connectorPath(box(0, 0), box(130, 0))).toBe('M100 20H130');
    expect(connectorPath(box(0, 0), box(130, 50, 100, 20))).toBe('M100 20H115V60H130');
    expect(connectorPath(box(0, 100), box(130, 50, 100, 20), 10)).toBe('M100 120H120V60H130');
    // Far apart (the upper final to a grand final past the lower bracket): along its row, then the bend.
    expect(connectorPath(box(0, 0), box(400, 80), 15)).toBe('M100 20H385V100H400');
  });

  it('keeps to half pixels, and draws nothing to a fight not on the right', () => {
    expect(connectorPath(box(0.3, 0.3, 100, 33), box(130.2, 10.1, 100, 10))).toBe('M100.5 17H115.5V15H130');
    expect(connectorPath(box(200, 0), box(130, 0))).toBeNull();
    expect(connectorPath(box(0, 0), box(100, 0))).toBeNull();
  });
});

describe('bracket winner paths', () => {
  it('links every fight of a single elimination to the fight it feeds, in its slot', () => {
    const model = bracketModel(fourBracket(), bookOf(fourBracket()), 0, en);
    expect([...model.links.values()]).toEqual([
      { from: 'sf1', to: 'final', slot: 1 },
      { from: 'sf2', to: 'final', slot: 2 },
    ]);
  });

  it('links both floors of a double elimination and the grand final', () => {
    const stage = fourDoubleBracket();
    const model = bracketModel(stage, bookOf(stage), 0, en);
    expect(model.floors.map((columns) => columns.map((c) => c.key))).toEqual([
      ['0-round-1', '0-round-2', '0-finals-3'],
      ['1-round-1', '1-round-2'],
    ]);
    expect([...model.links.values()]).toEqual([
      { from: 'u1-f0', to: 'u2-f0', slot: 1 },
      { from: 'u1-f1', to: 'u2-f0', slot: 2 },
      { from: 'u2-f0', to: 'grand-final', slot: 1 },
      { from: 'l1-f0', to: 'l2-f0', slot: 1 },
      { from: 'l2-f0', to: 'grand-final', slot: 2 },
    ]);
    const view = bracketView(model, en, false);
    // The rounds of each floor in a row, the grand final in one column beside both floors.
    expect([...view.querySelectorAll('.floor')].map((f) => (f as HTMLElement).dataset.floor)).toEqual([
      'upper',
      'lower',
      'finals',
    ]);
    const lower = view.querySelector('[data-floor="lower"]')!;
    expect([...lower.querySelectorAll('[data-next]')].map((b) => (b as HTMLElement).dataset.next)).toEqual([
      'l2-f0',
      'grand-final',
    ]);
    expect(view.querySelector<HTMLElement>('[data-fight="l2-f0"]')?.dataset.nextSlot).toBe('2');
  });

  it('draws only links between fights a top-N board shows', () => {
    const stage = fourDoubleBracket();
    const model = bracketModel(stage, bookOf(stage), 2, en);
    // Top 2: the upper final, the lower bracket's rounds of one fight and the grand final.
    expect([...model.links.keys()]).toEqual(['u2-f0', 'l1-f0', 'l2-f0']);
  });

  it('draws one SVG path per link between the laid-out boxes, the lower bracket’s included', () => {
    const stage = fourDoubleBracket();
    const view = bracketView(bracketModel(stage, bookOf(stage), 0, en), en, false);
    const body = view.querySelector<HTMLElement>('.bracket-body')!;
    document.body.append(view);
    // jsdom lays nothing out: each box is placed by its column, as the page would.
    const columnOf: Record<string, number> = { u1: 0, u2: 1, l1: 0, l2: 1, gf: 2 };
    const place = (el: Element, left: number, top: number, height: number) => {
      const rect = {
        left,
        top,
        width: 150,
        height,
        right: left + 150,
        bottom: top + height,
        x: left,
        y: top,
      };
      el.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
    };
    for (const el of body.querySelectorAll<HTMLElement>('[data-fight]')) {
      const id = el.dataset.fight!;
      const pool = stage.pools.find((p) => p.fights.some((f) => f._id === id))!;
      const left = columnOf[pool._id] * 200;
      const top = (pool.floor === 1 ? 300 : 0) + Number(id.slice(-1)) * 100;
      place(el, left, top, 60);
      el.querySelectorAll('[data-side]').forEach((side, i) => place(side, left, top + i * 30, 30));
    }
    expect(drawConnectors(body)).toBe(5);
    const paths = [...body.querySelectorAll('svg.connectors path')];
    expect(paths.filter((p) => p.getAttribute('data-floor') === 'lower')).toHaveLength(2);
    expect(paths.find((p) => p.getAttribute('data-from') === 'l1-f0')?.getAttribute('d')).toBe(
      'M150 330H175V315H200',
    );
    // Drawn again on a redraw, never twice.
    drawConnectors(body);
    expect(body.querySelectorAll('svg.connectors')).toHaveLength(1);
    view.remove();
  });
});
