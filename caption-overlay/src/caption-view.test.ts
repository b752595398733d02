import { beforeEach, describe, expect, it } from '@jest/globals';
import { fighterColours } from '@hema/shared/ui-rules/fighter-colours';
import type { OnAir } from './caption-state.js';
import { fight, view as fightView } from './caption-test-fights.js';
import { CaptionView, showWrongLink } from './caption-view.js';
import { captionWords } from './caption-words.js';

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<main id="caption"></main>';
  root = document.getElementById('caption')!;
});

const text = (testid: string) => root.querySelector(`[data-testid="${testid}"]`)?.textContent ?? null;

function show(onAir: OnAir, language: 'en' | 'ru' = 'en', ringTitle = 'Ring A') {
  root.replaceChildren();
  const view = new CaptionView(root, captionWords(language));
  view.render(onAir, fighterColours({ colorLeft: 'green', colorRight: 'white' }), 10_000, ringTitle);
  return view;
}

describe('the caption bar', () => {
  it('says the connection is lost, in the caption’s language, and stops the clock until it is back', () => {
    const running = fight('f1', 3, 0, {
      status: 'running',
      clock: { ...fightView().clock, running: true, startedAt: 5_000 },
    });
    const view = show({ mode: 'live', fight: running }, 'ru');
    expect(root.querySelector('[data-testid="caption-clock"]')?.getAttribute('data-running')).toBe('true');
    view.setConnectionLost(true);
    view.render(
      { mode: 'live', fight: running },
      fighterColours({ colorLeft: 'red', colorRight: 'blue' }),
      10_000,
      'Ring A',
    );
    expect(root.dataset.connection).toBe('lost');
    expect(text('connection-lost')).toBe(
      'Соединение потеряно. Проверьте подключение к интернету и обновите страницу.',
    );
    expect(root.querySelector('[data-testid="caption-clock"]')?.getAttribute('data-running')).toBe('false');
    view.setConnectionLost(false);
    expect(root.dataset.connection).toBe('ok');
    expect(text('connection-lost')).toBe('');
  });

  it('shows cards as coloured marks, doubles counted and the pool translated', () => {
    show(
      {
        mode: 'live',
        fight: fight('f1', 3, 0, {
          status: 'running',
          doubles: 2,
          cards: { yellow1: 1, red1: 1, yellow2: 0, red2: 0 },
        }),
      },
      'ru',
    );
    expect(root.dataset.state).toBe('running');
    const cards = root.querySelector('[data-testid="caption-cards-1"]')!;
    expect([...cards.children].map((c) => c.className)).toEqual(['card yellow', 'card red']);
    expect(root.querySelector('[data-testid="caption-cards-2"]')!.children).toHaveLength(0);
    expect(text('caption-doubles')).toBe('2 обоюдных');
    expect(text('caption-stage')).toBe('Longsword · Пул 2');
    expect(root.querySelector('.side-1')?.getAttribute('data-colour')).toBe('green');
    expect(text('caption-status')).toBe('');
  });

  it('shows each fighter on the side of the ring they stand on: the red fighter on the right when the category says so', () => {
    root.replaceChildren();
    const view = new CaptionView(root, captionWords('en'));
    const colours = fighterColours({ colorLeft: 'green', colorRight: 'white', redSide: 2 });
    view.render(
      { mode: 'live', fight: fight('f1', 3, 1, { status: 'running', score1: 3, score2: 1 }) },
      colours,
      10_000,
      'Ring A',
    );
    expect([text('caption-name-1'), text('caption-score-1')]).toEqual(['Berit f1', '1']);
    expect([text('caption-name-2'), text('caption-score-2')]).toEqual(['Anna f1', '3']);
    expect(root.querySelector('.side-1')?.getAttribute('data-colour')).toBe('green');
    expect(root.querySelector('.side-2')?.getAttribute('data-colour')).toBe('white');
  });

  it('says a paused fight is paused', () => {
    show({ mode: 'live', fight: fight('f1', 3, 0, { status: 'paused' }) }, 'ru');
    expect(root.dataset.state).toBe('paused');
    expect(text('caption-status')).toBe('Пауза');
  });

  it('marks the winner, a technical defeat, a draw and a cancelled fight', () => {
    show({ mode: 'result', fight: fight('f1', 9, 0, { status: 'finished', result: 'F2_WIN' }) });
    expect(root.querySelector('.side-2 .tag')?.textContent).toBe('WIN');
    expect(root.querySelector('.side-1 .tag')?.textContent).toBe('');

    show(
      {
        mode: 'result',
        fight: fight('f1', 9, 0, { status: 'finished', result: 'F1_WIN', technicalDefeat: 2 }),
      },
      'ru',
    );
    expect(text('caption-status')).toBe('Техническое поражение');
    expect(root.querySelector('.side-1 .tag')?.textContent).toBe('ПОБЕДА');

    show({ mode: 'result', fight: fight('f1', 9, 0, { status: 'finished', result: 'DRAW' }) });
    expect(text('caption-status')).toBe('Draw');

    show({ mode: 'result', fight: fight('f1', 9, 0, { status: 'cancelled' }) });
    expect(root.dataset.state).toBe('cancelled');
    expect(text('caption-status')).toBe('Cancelled');
  });

  it('shows the next fight calmly: names, no clock, "Next"', () => {
    show({ mode: 'next', fight: fight('f2', 1, 1) });
    expect(root.dataset.mode).toBe('next');
    expect(root.dataset.state).toBe('scheduled');
    expect(text('caption-name-1')).toBe('Anna f2');
    expect(text('caption-clock')).toBe('');
    expect(text('caption-status')).toBe('Next');
  });

  it('shows the ring’s name when nothing is pending instead of going blank', () => {
    show({ mode: 'idle' }, 'ru', 'Ристалище 1');
    expect(root.dataset.mode).toBe('idle');
    expect(root.querySelector('[data-testid="caption-idle"]')?.textContent).toBe(
      'Ристалище 1Боёв в очереди нет',
    );
  });

  it('draws no more than a handful of cards whatever the counters say', () => {
    show({
      mode: 'live',
      fight: fight('f1', 3, 0, {
        status: 'running',
        cards: { yellow1: 1e9, red1: -3, yellow2: NaN, red2: 0 },
      }),
    });
    expect(root.querySelector('[data-testid="caption-cards-1"]')!.children).toHaveLength(5);
    expect(root.querySelector('[data-testid="caption-cards-2"]')!.children).toHaveLength(0);
  });
});

describe('a wrong caption link', () => {
  it('says so in a readable box, in the caption’s language, instead of the bar or "no fights pending"', () => {
    show({ mode: 'idle' });
    showWrongLink(root, captionWords('en'));
    expect(root.dataset.state).toBe('wrong-link');
    expect(text('caption-wrong-link')).toContain('This caption link is wrong');
    expect(text('caption-idle')).toBeNull();
    expect(root.querySelector('[role="alert"]')).not.toBeNull();

    showWrongLink(root, captionWords('ru'));
    expect(text('caption-wrong-link')).toContain('Ссылка на титры неверна');
  });
});
