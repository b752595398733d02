import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import type { GroupTitle } from '@hema/shared/competition/group-title';
import { FIGHT_RESULTS, type StageType } from '@hema/shared/domain-types';
import type { FightView } from '@hema/shared/fight/fight-engine';
import type { FightState } from '@hema/shared/realtime/protocol';
import { fighterColours } from '@hema/shared/ui-rules/fighter-colours';
import { FollowFighter } from '../../features/follow-fighter/components/FollowFighter';
import { planFollowedFights, type FollowedFight } from '../../features/follow-fighter/followed-fights';
import type { Stage, StageFight } from '../../features/stages/api/nomination-stages';
import { NominationStages } from '../../features/stages/components/NominationStages';
import { RingsNow } from '../../features/stages/components/RingsNow';
import { setLanguage } from '../../i18n/i18n';
import { renderComponent } from '../../test/render-component';

/**
 * Nothing built in English reaches a Russian screen: the public pages, rendered in Russian with data whose
 * own texts (names, clubs, titles) are Cyrillic, show no Latin letter at all — no enum key (F1_WIN, SWISS_HITS), no
 * English title built on the server ("Semi-finals"), no missing translation key (live.status.x), no JSON.
 */

const EVERY_VIEW: Partial<FightView>[] = [
  { status: 'scheduled' },
  {
    status: 'running',
    score1: 2,
    score2: 1,
    doubles: 2,
    cards: { yellow1: 1, red1: 1, yellow2: 4, red2: 0 },
  },
  { status: 'paused', score1: 1, doubles: 1 },
  { status: 'cancelled' },
  { status: 'finished', result: 'F2_WIN', technicalDefeat: 1, finishReason: 'technicalDefeat' },
  ...FIGHT_RESULTS.filter((result) => result !== 'NONE').map((result): Partial<FightView> => ({
    status: 'finished',
    result,
    finishReason: 'byPoints',
    score1: 3,
  })),
  { status: 'finished', result: 'NO_WIN', finishReason: 'doublesLimit', doubles: 3 },
  { status: 'finished', result: 'F1_WIN', finishReason: 'resultFixed' },
  { status: 'finished', result: 'F1_WIN', finishReason: 'victory' },
  { status: 'finished', result: 'F2_WIN', finishReason: 'overTime' },
];

function view(over: Partial<FightView>): FightView {
  return {
    fightId: 'f',
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
      running: over.status === 'running',
      elapsedMs: 30_000,
      startedAt: over.status === 'running' ? 0 : null,
      direction: 'down',
      durationMs: 90_000,
      showTimer: true,
    },
    result: 'NONE',
    finishReason: null,
    technicalDefeat: null,
    ...over,
  };
}

const ANNA = { _id: 'a', name: 'Анна Петрова', club: { _id: 'c', title: 'Клуб «Север»' } };
const BORIS = { _id: 'b', name: 'Борис Иванов', club: null };

function fights(prefix: string, views: Partial<FightView>[]): StageFight[] {
  return views.map((over, index) => {
    const shown = view(over);
    return {
      _id: `${prefix}-${index}`,
      tournamentId: 't',
      nominationId: 'n',
      stageId: 's',
      poolId: prefix,
      index,
      bracketKey: null,
      nextBracketKey: null,
      nextSlot: null,
      loserNextBracketKey: null,
      loserNextSlot: null,
      isBye: false,
      fighter1: ANNA,
      fighter2: index === 0 ? null : BORIS,
      score1: shown.score1,
      score2: shown.score2,
      status: shown.status,
      result: shown.result,
      version: 1,
      area: index % 2 ? { _id: 'ring-1', title: 'Ристалище 1' } : null,
      areaOrder: index,
      view: shown,
    };
  });
}

function stage(
  type: StageType,
  groups: { group: GroupTitle; round: number; side: number; floor: number }[],
): Stage {
  return {
    _id: type,
    nominationId: 'n',
    index: 0,
    type,
    label: '',
    settings: {},
    createdAt: '2026-05-01T09:00:00.000Z',
    pools: groups.map((g, index) => ({
      _id: `${type}-${index}`,
      stageId: type,
      index,
      isTeam: false,
      fighters: [ANNA, BORIS],
      fights: fights(`${type}-${index}`, EVERY_VIEW),
      ...g,
    })),
  };
}

const STAGES: Stage[] = [
  stage('POOL', [{ group: { key: 'pool', n: 1 }, round: 0, side: 0, floor: 0 }]),
  stage('SWISS', [{ group: { key: 'swissRound', n: 2 }, round: 1, side: 0, floor: 0 }]),
  stage('SWISS_HITS', [{ group: { key: 'swissRound', n: 1 }, round: 0, side: 0, floor: 0 }]),
  stage('ELIMINATION', [
    { group: { key: 'roundOf', n: 16 }, round: 0, side: 0, floor: 0 },
    { group: { key: 'quarterFinals', n: null }, round: 1, side: 0, floor: 0 },
    { group: { key: 'semiFinals', n: null }, round: 2, side: 0, floor: 0 },
    { group: { key: 'finals', n: null }, round: 3, side: 2, floor: 0 },
  ]),
  stage('ELIMINATION_DOUBLE', [
    { group: { key: 'upperRound', n: 1 }, round: 0, side: 0, floor: 0 },
    { group: { key: 'upperFinal', n: null }, round: 1, side: 0, floor: 0 },
    { group: { key: 'lowerRound', n: 1 }, round: 0, side: 0, floor: 1 },
    { group: { key: 'lowerFinal', n: null }, round: 1, side: 0, floor: 1 },
    { group: { key: 'grandFinal', n: null }, round: 2, side: 2, floor: 0 },
    { group: { key: 'grandFinalReset', n: null }, round: 3, side: 2, floor: 0 },
  ]),
];

function liveState(id: string, areaId: string, over: Partial<FightView>, order = 0): FightState {
  return {
    fightId: id,
    version: 2,
    tournamentId: 't',
    nominationId: 'n',
    poolId: 'p',
    areaId,
    areaOrder: order,
    nominationTitle: 'Длинный меч',
    colorLeft: 'red',
    colorRight: 'blue',
    redSide: 1,
    stage: { type: 'ELIMINATION', index: 1, label: null },
    group: { key: 'semiFinals', n: null },
    fighter1: { _id: 'a', name: ANNA.name, club: ANNA.club.title },
    fighter2: { _id: 'b', name: BORIS.name, club: null },
    view: view(over),
    serverTime: 0,
  };
}

/** Every text a person can read or hear: text nodes, and the labels and titles screen readers and tooltips use. */
function readableTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [title]')) {
    for (const name of ['aria-label', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

async function expectRussianOnly(root: HTMLElement) {
  // Let lazily loaded parts of the providers settle before reading the page.
  await act(async () => {});
  const texts = readableTexts(root);
  expect(texts.length).toBeGreaterThan(10);
  expect(texts.filter((text) => /[A-Za-z]|\{|\}/.test(text))).toEqual([]);
}

const followPath = (id: string) => `/follow/${id}`;

describe('public pages in Russian', () => {
  beforeAll(async () => {
    await setLanguage('ru');
  });
  afterAll(async () => {
    await setLanguage('en');
  });

  it.each(STAGES.map((s) => [s.type, s] as const))(
    'the %s stage shows no English text and no raw key',
    async (_type, shownStage) => {
      const { container } = renderComponent(
        <NominationStages
          stages={[shownStage]}
          live={[]}
          offsetMs={0}
          ringTitles={new Map([['ring-1', 'Ристалище 1']])}
          followPath={followPath}
        />,
      );
      expect(container.querySelectorAll('[data-testid="fight-status"]').length).toBeGreaterThan(
        EVERY_VIEW.length - 1,
      );
      await expectRussianOnly(container);
    },
  );

  it('"Now on the rings" says who is red and who is blue, cards, doubles and a pause, in Russian', async () => {
    const live = [
      liveState('r1', 'ring-1', EVERY_VIEW[1]),
      liveState('r1-next', 'ring-1', {}, 1),
      liveState('r2', 'ring-2', { status: 'paused', doubles: 1 }),
    ];
    const { container } = renderComponent(
      <RingsNow
        areas={[
          { _id: 'ring-1', title: 'Ристалище 1', index: 0 },
          { _id: 'ring-2', title: 'Ристалище 2', index: 1 },
          { _id: 'ring-3', title: 'Ристалище 3', index: 2 },
        ]}
        live={live}
        offsetMs={0}
        coloursOf={() => fighterColours({ colorLeft: 'red', colorRight: 'blue' })}
      />,
    );
    const [first] = container.querySelectorAll('[data-testid="ring-now"]');
    expect(first.querySelector('[data-testid="ring-fighter-1"]')?.textContent).toContain('Красный');
    expect(first.querySelector('[data-testid="ring-fighter-2"]')?.textContent).toContain('Синий');
    expect(first.querySelector('[data-testid="cards-1"]')?.getAttribute('aria-label')).toBe(
      '1 жёлтая карточка, 1 красная карточка',
    );
    expect(first.textContent).toContain('2 обоюдных');
    expect(container.querySelector('[data-status="paused"]')?.textContent).toBe('Пауза');
    await expectRussianOnly(container);
  });

  it('the follow-fighter page shows no English text and no raw key', async () => {
    const followed: FollowedFight[] = EVERY_VIEW.map((over, at) => ({
      fightId: `f-${at}`,
      stageTitle: 'Пулы 1 · Пул 1',
      fighter1: { _id: 'a', name: ANNA.name, club: ANNA.club.title },
      fighter2: { _id: 'b', name: BORIS.name, club: null },
      view: view(over),
      areaId: at % 2 ? 'ring-1' : null,
      areaOrder: at,
      order: at,
    }));
    const plan = planFollowedFights(followed, 'a', []);
    const { container } = renderComponent(
      <FollowFighter
        fighterId="a"
        fighter={followed[0].fighter1}
        plan={plan}
        ringTitles={new Map([['ring-1', 'Ристалище 1']])}
        offsetMs={0}
      />,
    );
    expect(plan.finished.length).toBeGreaterThan(5);
    await expectRussianOnly(container);
  });
});
