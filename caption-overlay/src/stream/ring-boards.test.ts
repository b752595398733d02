import { describe, expect, it } from '@jest/globals';
import { fight } from '../caption-test-fights.js';
import { FightBook } from './fight-book.js';
import { nextUpView, ringBoardView, ringModel } from './ring-boards.js';
import { streamWords } from './stream-words.js';

const en = streamWords('en');
const ru = streamWords('ru');
const ringA = { _id: 'ring-a', title: '1' };
const ringB = { _id: 'ring-b', title: 'Main stage' };

describe('next up and the ring board', () => {
  it('shows the fight on now and the next ones by the ring queue', () => {
    const book = new FightBook();
    book.accept([
      fight('f1', 3, 1, { status: 'finished', result: 'F1_WIN' }),
      fight('f2', 2, 2, { status: 'running', score1: 2 }),
      fight('f4', 1, 4),
      fight('f3', 1, 3, { status: 'cancelled' }),
      fight('f5', 1, 5),
      fight('f6', 1, 6),
    ]);
    const model = ringModel(ringA, book, 2, en);
    expect(model.title).toBe('Ring 1');
    expect(model.current?.line.fightId).toBe('f2');
    expect(model.next.map((n) => n.line.fightId)).toEqual(['f4', 'f5']);
    const view = nextUpView(model, en);
    expect(view.querySelector('h1')?.textContent).toBe('Ring 1 · Next up');
    expect([...view.querySelectorAll('.queued-label')].map((l) => l.firstChild?.textContent)).toEqual([
      'Now',
      'Next',
      'Next',
    ]);
    expect(view.querySelector('.queued-category')?.textContent).toBe('Longsword · Pool 2');
  });

  it('says when a fight not started yet should begin, by the schedule’s estimate', () => {
    const book = new FightBook();
    book.accept([fight('f1', 2, 1, { status: 'running' }), fight('f2', 1, 2), fight('f3', 1, 3)]);
    const at = new Date(2026, 10, 29, 14, 20).toISOString();
    const times = new Map([
      ['f1', at],
      ['f2', at],
    ]);
    const model = ringModel(ringA, book, 2, en, times);
    // The running fight has started: no estimate; the next one has one; the one after it has none yet.
    expect([model.current?.about, ...model.next.map((n) => n.about)]).toEqual([null, 'about 14:20', null]);
    const ru = ringModel(ringA, book, 2, streamWords('ru'), times);
    expect(nextUpView(ru, streamWords('ru')).querySelector('.queued-about')?.textContent).toBe('около 14:20');
  });

  it('shows a ring whose current fight has not started as next, and an empty ring as idle', () => {
    const book = new FightBook();
    book.accept([fight('g1', 1, 1, {}, { areaId: 'ring-b' })]);
    const rings = [ringModel(ringA, book, 1, ru), ringModel(ringB, book, 1, ru)];
    const view = ringBoardView(rings, ru);
    expect([...view.querySelectorAll('.ring-title')].map((t) => t.textContent)).toEqual([
      'Ристалище 1',
      'Main stage',
    ]);
    expect(view.querySelector('[data-area="ring-a"] .idle')?.textContent).toBe('Боёв в очереди нет');
    expect(view.querySelector('[data-area="ring-b"] .queued-label')?.firstChild?.textContent).toBe('Далее');
    expect(ringBoardView([], en).textContent).toBe('No rings yet');
  });
});
