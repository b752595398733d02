import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { renderComponent } from '../../../test/render-component';
import type { ShownFight } from '../live-fights';
import { FightsTable } from './FightsTable';

const LONG = 'Dmitry Alexandrovich Konstantinopolsky';

const fight: ShownFight = {
  fightId: 'f1',
  index: 0,
  isBye: false,
  fighter1: { _id: 'a', name: LONG, club: 'Saint Petersburg Fencing Hall' },
  fighter2: { _id: 'b', name: 'Ivan Petrov', club: null },
  view: {
    fightId: 'f1',
    fighter1: 'a',
    fighter2: 'b',
    status: 'scheduled',
    score1: 0,
    score2: 0,
    doubles: 0,
    cards: { yellow1: 0, red1: 0, yellow2: 0, red2: 0 },
    appeals: { 1: 0, 2: 0 },
    counters: { doubles: true, appeals: true, yellowCards: true, redCards: true },
    winnerRequired: false,
    calledAt: null,
    clock: {
      running: false,
      elapsedMs: 0,
      startedAt: null,
      direction: 'down',
      durationMs: 90_000,
      showTimer: true,
    },
    result: 'NONE',
    finishReason: null,
    technicalDefeat: null,
  } as FightView,
  version: 0,
  areaId: null,
  areaOrder: null,
};

describe('A pool’s fights table', () => {
  it('shows a long name whole on a wide screen (wrapping), and cuts it only on a phone, with the full name kept', () => {
    renderComponent(<FightsTable fights={[fight]} offsetMs={0} ringTitles={new Map()} />);
    const wide = within(screen.getByTestId('stage-fight')).getByText(LONG);
    expect(wide.hasAttribute('data-line-clamp')).toBe(false);
    const phone = within(screen.getByTestId('stage-fight-compact')).getByText(LONG);
    expect(phone.hasAttribute('data-line-clamp')).toBe(true);
    expect(phone.getAttribute('title')).toBe(LONG);
  });
});
