import { fireEvent, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RingAccess } from '@hema/shared/contracts/ring-judges';
import type { AreaFights } from '@hema/shared/contracts/areas';
import type { FightExchanges } from '@hema/shared/contracts/fights';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { fightRules } from '@hema/shared/fight/rules';
import {
  memoryOutboxStorage,
  type OutboxStorage,
  type StoredOutbox,
} from '@hema/shared/realtime/command-outbox';
import type { FightCommand, FightCommandAnswer, FightState } from '@hema/shared/realtime/protocol';
import { AppProviders } from '../../../app/providers/AppProviders';
import { createQueryClient } from '../../../app/providers/query-client';
import type { installFetchMock } from '../../../test/fetch-mock';
import { areaFixture, nominationFixture } from '../../../test/competition-fixtures';
import { jsonResponse } from '../../../test/render-app';
import { JudgeConsole } from '../components/JudgeConsole';
import type { JudgeLink } from '../judge-link';

export const AREA = '7a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
export const NOMINATION = '5a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
export const TOURNAMENT = '3a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';

/** A fight view's fields to change; the clock may be given in part. */
export type ViewChange = Partial<Omit<FightView, 'clock'>> & { clock?: Partial<FightView['clock']> };

export function view(over: ViewChange = {}): FightView {
  const { clock, ...rest } = over;
  return {
    fightId: 'f',
    fighter1: 'u1',
    fighter2: 'u2',
    status: 'scheduled',
    score1: 0,
    score2: 0,
    doubles: 0,
    cards: { yellow1: 0, red1: 0, yellow2: 0, red2: 0 },
    appeals: { 1: 0, 2: 0 },
    counters: { doubles: true, appeals: true, yellowCards: true, redCards: true },
    clock: {
      running: false,
      elapsedMs: 0,
      startedAt: null,
      direction: 'down',
      durationMs: 90_000,
      showTimer: true,
      ...clock,
    },
    result: 'NONE',
    finishReason: null,
    technicalDefeat: null,
    winnerRequired: false,
    calledAt: null,
    ...rest,
  };
}

export function fightId(n: number): string {
  return `0000000${n}-8f7e-4c4e-9d5f-1a2b3c4d5e6f`;
}

export function fight(n: number, over: ViewChange = {}, version = 3): FightState {
  return {
    fightId: fightId(n),
    version,
    tournamentId: TOURNAMENT,
    nominationId: NOMINATION,
    poolId: 'p1',
    areaId: AREA,
    areaOrder: n,
    nominationTitle: 'Longsword open',
    colorLeft: 'green',
    colorRight: 'white',
    redSide: 1,
    stage: { type: 'POOL', index: 0, label: null },
    group: { key: 'pool', n: 1 },
    fighter1: { _id: `a${n}`, name: `Left ${n}`, club: 'Helsinki' },
    fighter2: { _id: `b${n}`, name: `Right ${n}`, club: null },
    view: view(over),
    serverTime: Date.now(),
  };
}

export type TestLink = JudgeLink & { sent: FightCommand[] };

/** A link that records what the console sends; `answer` decides the server's answer (ack by default). */
export function link(
  over: Partial<JudgeLink> = {},
  answer: (command: FightCommand) => FightCommandAnswer | Promise<FightCommandAnswer> = (command) => ({
    ok: true,
    commandId: command.commandId,
    version: 4,
    state: fight(1),
    replayed: false,
  }),
): TestLink {
  const sent: FightCommand[] = [];
  return {
    states: [fight(2), fight(1)],
    ready: true,
    online: true,
    offsetMs: 0,
    send: async (command) => {
      sent.push(command);
      return answer(command);
    },
    sent,
    ...over,
  };
}

export function refusal(command: FightCommand, reason: string, state?: FightState): FightCommandAnswer {
  return {
    ok: false,
    commandId: command.commandId,
    reason: reason as Extract<FightCommandAnswer, { ok: false }>['reason'],
    message: `server says ${reason}`,
    ...(state ? { state } : {}),
  };
}

/** The answers of the console's two REST reads, whole: the client parses them by their contracts. */
/** Who the console's user is on the ring (GET /areas/{id}/access): its organizer unless a test says otherwise. */
export const ORGANIZER_ACCESS: RingAccess = { canScore: true, as: 'organizer', revoked: false };

function serveConsoleData(
  api: ReturnType<typeof installFetchMock>,
  access: RingAccess,
  exchanges?: FightExchanges,
) {
  const ringFights: AreaFights = {
    area: areaFixture({ _id: AREA, tournamentId: TOURNAMENT, title: 'Ring A' }),
    tournament: { _id: TOURNAMENT, title: 'Helsinki Open', idString: 'helsinki-open', status: 'ONGOING' },
    fights: [],
    current: null,
    next: null,
  };
  const nomination = nominationFixture({
    _id: NOMINATION,
    tournamentId: TOURNAMENT,
    title: 'Longsword open',
    colorLeft: 'green',
    colorRight: 'white',
    redSide: 1,
    rules: fightRules({ counters: { doubles: true, appeals: false, yellowCards: true, redCards: true } }),
  });
  api.handle = (call) => {
    if (call.path === `/api/areas/${AREA}/fights`) return jsonResponse(200, ringFights);
    if (call.path === `/api/nominations/${NOMINATION}`) return jsonResponse(200, nomination);
    if (call.path === `/api/areas/${AREA}/access`) return jsonResponse(200, access);
    if (exchanges && call.path === `/api/fights/${exchanges.fightId}/exchanges`)
      return jsonResponse(200, exchanges);
    return jsonResponse(404, { message: 'Not found' });
  };
}

export function consoleElement(judgeLink: JudgeLink, storage: OutboxStorage) {
  return (
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <JudgeConsole link={judgeLink} areaId={AREA} tournamentId={TOURNAMENT} storage={storage} />
      </MemoryRouter>
    </AppProviders>
  );
}

export function renderConsole(
  api: ReturnType<typeof installFetchMock>,
  judgeLink: JudgeLink,
  storage = memoryOutboxStorage(),
  access: RingAccess = ORGANIZER_ACCESS,
  /** The exchange history GET /fights/{id}/exchanges answers for its fight. */
  exchanges?: FightExchanges,
): RenderResult & { storage: OutboxStorage & { saved: StoredOutbox } } {
  serveConsoleData(api, access, exchanges);
  const rendered = render(consoleElement(judgeLink, storage));
  return { ...rendered, storage };
}

/** A key press as the browser reports it: what the layout types, and where the key sits. */
export const key = (typed: string, code = '', extra: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(window, { key: typed, code, ...extra });
