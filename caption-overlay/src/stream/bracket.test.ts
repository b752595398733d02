import { describe, expect, it } from '@jest/globals';
import { bracketModel, bracketView } from './bracket.js';
import { FightBook } from './fight-book.js';
import { ANNA, BORIS, CARL, DINA, fourBracket, state } from './stream-test-data.js';
import { streamWords } from './stream-words.js';

const en = streamWords('en');
const ru = streamWords('ru');

function bookOf(stage = fourBracket()) {
  const book = new FightBook((s) => stage.pools.some((p) => p._id === s.poolId));
  book.setRows(stage.pools.flatMap((p) => p.fights));
  return { stage, book };
}

const names = (el: HTMLElement, selector: string) =>
  [...el.querySelectorAll(selector)].map((n) => n.textContent?.trim());

describe('the bracket overlay', () => {
  it('draws the rounds with the finals last, and the slots still to be decided', () => {
    const { stage, book } = bookOf();
    const model = bracketModel(stage, book, 0, en, 'Longsword');
    expect(model.floors[0].map((c) => en.group(c.title))).toEqual(['Semi-finals', 'Finals']);
    const view = bracketView(model, en, true);
    expect(view.querySelector('h1')?.textContent).toBe('Longsword');
    expect(names(view, '.match-label')).toEqual(['Final', 'Third place']);
    expect(names(view, '.column.finals .name')).toEqual(['TBD', 'TBD', 'TBD', 'TBD']);
  });

  it('marks the winner and moves them into the final as the live states arrive', () => {
    const { stage, book } = bookOf();
    book.accept([state('sf1', 'semis', 2, [ANNA, BORIS], { status: 'running', score1: 3, score2: 1 })]);
    let view = bracketView(bracketModel(stage, book, 0, en), en, true);
    expect(view.querySelector('[data-fight="sf1"]')?.getAttribute('data-phase')).toBe('live');
    expect(view.querySelector('[data-fight="sf1"] .live-mark')?.textContent).toBe('LIVE');

    book.accept([
      state('sf1', 'semis', 3, [ANNA, BORIS], { status: 'finished', score1: 5, score2: 1, result: 'F1_WIN' }),
      state('final', 'finals', 2, [ANNA, null]),
      state('bronze', 'finals', 2, [BORIS, null]),
    ]);
    view = bracketView(bracketModel(stage, book, 0, en), en, true);
    expect(names(view, '[data-fight="sf1"] .side.won .name')).toEqual(['Anna Kask']);
    expect(names(view, '[data-fight="sf1"] .side.lost .name')).toEqual(['Boris Lind']);
    expect(names(view, '[data-fight="final"] .name')).toEqual(['Anna Kask', 'TBD']);
    expect(names(view, '[data-fight="bronze"] .name')).toEqual(['Boris Lind', 'TBD']);
  });

  it('keeps only the last rounds for a top-N board', () => {
    const { stage, book } = bookOf();
    const top2 = bracketModel(stage, book, 2, en);
    expect(top2.floors[0].map((c) => c.key)).toEqual(['0-finals-2']);
    expect(bracketModel(stage, book, 4, en).floors[0]).toHaveLength(2);
  });

  it('speaks Russian', () => {
    const { stage, book } = bookOf();
    book.accept([
      state('sf2', 'semis', 2, [CARL, DINA], { status: 'finished', result: 'F2_WIN', score2: 4 }),
    ]);
    const view = bracketView(bracketModel(stage, book, 0, ru), ru, true);
    expect(names(view, '.column-title')).toEqual(['Полуфиналы', 'Финал']);
    expect(names(view, '.match-label')).toEqual(['Финал', 'Бой за 3-е место']);
    expect(names(view, '[data-fight="final"] .name')).toEqual(['Определится', 'Определится']);
  });
});
