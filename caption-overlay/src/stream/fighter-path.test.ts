import { describe, expect, it } from '@jest/globals';
import { FightBook } from './fight-book.js';
import { pathModel, pathView } from './fighter-path.js';
import { ANNA, BORIS, CARL, DINA, fourBracket, state } from './stream-test-data.js';
import { streamWords } from './stream-words.js';

const en = streamWords('en');
const ru = streamWords('ru');

function setup() {
  const stage = fourBracket();
  const book = new FightBook();
  book.setRows(stage.pools.flatMap((p) => p.fights));
  return { stage, book };
}

describe("a fighter's path", () => {
  it('shows the fighter’s next fight before it starts', () => {
    const { stage, book } = setup();
    const model = pathModel(stage, book, 'anna', en);
    expect(model.fighter).toEqual({ _id: 'anna', name: 'Anna Kask', club: 'Turku' });
    expect(model.steps.map((s) => [s.line.fightId, s.next])).toEqual([['sf1', true]]);
    const view = pathView(model, en);
    expect(view.querySelector('.step.next .step-opponent')?.textContent).toBe('Boris Lind');
    expect(view.querySelector('.step-round')?.textContent).toBe('Semi-finals');
  });

  it('adds the final once they win, waiting for the opponent, and names the champion at the end', () => {
    const { stage, book } = setup();
    book.accept([
      state('sf1', 'semis', 3, [ANNA, BORIS], { status: 'finished', score1: 5, score2: 2, result: 'F1_WIN' }),
      state('final', 'finals', 2, [ANNA, null]),
    ]);
    let view = pathView(pathModel(stage, book, 'anna', en), en);
    expect([...view.querySelectorAll('.step')].map((s) => s.className)).toEqual(['step won', 'step next']);
    expect(view.querySelector('.step.won .step-score')?.textContent).toBe('5 : 2');
    expect(view.querySelector('.step.next .step-opponent')?.textContent).toBe('Waiting for the opponent');

    book.accept([
      state('sf2', 'semis', 3, [CARL, DINA], { status: 'finished', result: 'F1_WIN', score1: 3 }),
      state('final', 'finals', 4, [ANNA, CARL], {
        status: 'finished',
        result: 'F2_WIN',
        score1: 1,
        score2: 3,
      }),
    ]);
    const anna = pathModel(stage, book, 'anna', en);
    expect(anna.outcome).toBe('eliminated');
    const carl = pathModel(stage, book, 'carl', ru);
    expect(carl.outcome).toBe('champion');
    view = pathView(carl, ru);
    expect(view.querySelector('.path-outcome')?.textContent).toBe('Чемпион');
    expect(view.querySelector('.path-kind')?.textContent).toBe('Путь по сетке');
  });
});
