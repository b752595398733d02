import type { Pool, Stage } from '@hema/shared/contracts/stages';
import type { FightView } from '@hema/shared/fight/fight-engine';
import type { FightState } from '@hema/shared/realtime/protocol';
import { fight, view } from '../caption-test-fights.js';

/** A four-fighter single elimination with a bronze fight, as GET /stages/:id answers it, for the overlays' tests. */
type Row = Pool['fights'][number];

export const person = (id: string, name: string, club: string | null = null) => ({
  _id: id,
  name,
  club: club ? { _id: `club-${club}`, title: club } : null,
});

export const ANNA = person('anna', 'Anna Kask', 'Turku');
export const BORIS = person('boris', 'Boris Lind');
export const CARL = person('carl', 'Carl Roos', 'Oslo');
export const DINA = person('dina', 'Dina Vale');

export function row(
  id: string,
  poolId: string,
  index: number,
  fighter1: Row['fighter1'],
  fighter2: Row['fighter2'],
  links: Partial<Row> = {},
  over: Partial<FightView> = {},
): Row {
  return {
    _id: id,
    tournamentId: 't',
    nominationId: 'n',
    stageId: 'stage',
    poolId,
    index,
    bracketKey: id,
    nextBracketKey: null,
    nextSlot: null,
    loserNextBracketKey: null,
    loserNextSlot: null,
    isBye: false,
    fighter1,
    fighter2,
    score1: 0,
    score2: 0,
    status: 'scheduled',
    result: 'NONE',
    version: 1,
    area: { _id: 'ring-a', title: '1' },
    areaOrder: index,
    view: view({ fightId: id, ...over }),
    ...links,
  } as Row;
}

function pool(id: string, round: number, side: number, group: Pool['group'], fights: Row[], floor = 0): Pool {
  return {
    _id: id,
    stageId: 'stage',
    index: round,
    round,
    side,
    floor,
    isTeam: false,
    group,
    fighters: [],
    fights,
  };
}

/** Semi-finals (Anna–Boris, Carl–Dina), then the final and the bronze fight waiting for them. */
export function fourBracket(): Pick<Stage, 'pools' | 'type'> {
  return {
    type: 'ELIMINATION',
    pools: [
      pool('semis', 1, 0, { key: 'semiFinals', n: null }, [
        row('sf1', 'semis', 0, ANNA, BORIS, {
          nextBracketKey: 'final',
          nextSlot: 1,
          loserNextBracketKey: 'bronze',
        }),
        row('sf2', 'semis', 1, CARL, DINA, {
          nextBracketKey: 'final',
          nextSlot: 2,
          loserNextBracketKey: 'bronze',
        }),
      ]),
      pool('finals', 2, 2, { key: 'finals', n: null }, [
        row('final', 'finals', 0, null, null),
        row('bronze', 'finals', 1, null, null),
      ]),
    ],
  };
}

/**
 * A four-fighter double elimination as the server builds it (shared/competition/double-elimination.ts): upper
 * semi-finals and final (floor 0), the lower bracket's two rounds (floor 1), the grand final (floor 0, side 2).
 */
export function fourDoubleBracket(): Pick<Stage, 'pools' | 'type'> {
  const next = (key: string, slot: number, loser: string | null = null) => ({
    nextBracketKey: key,
    nextSlot: slot,
    loserNextBracketKey: loser,
  });
  return {
    type: 'ELIMINATION_DOUBLE',
    pools: [
      pool('u1', 1, 0, { key: 'upperRound', n: 1 } as Pool['group'], [
        row('u1-f0', 'u1', 0, ANNA, BORIS, next('u2-f0', 1, 'l1-f0')),
        row('u1-f1', 'u1', 1, CARL, DINA, next('u2-f0', 2, 'l1-f0')),
      ]),
      pool('u2', 2, 0, { key: 'upperRound', n: 2 } as Pool['group'], [
        row('u2-f0', 'u2', 0, null, null, next('grand-final', 1, 'l2-f0')),
      ]),
      pool(
        'l1',
        1,
        0,
        { key: 'lowerRound', n: 1 } as Pool['group'],
        [row('l1-f0', 'l1', 0, null, null, next('l2-f0', 1))],
        1,
      ),
      pool(
        'l2',
        2,
        0,
        { key: 'lowerRound', n: 2 } as Pool['group'],
        [row('l2-f0', 'l2', 0, null, null, next('grand-final', 2))],
        1,
      ),
      pool('gf', 3, 2, { key: 'grandFinal', n: null } as Pool['group'], [
        row('grand-final', 'gf', 0, null, null),
      ]),
    ],
  };
}

const live = (p: ReturnType<typeof person>) => ({ _id: p._id, name: p.name, club: p.club?.title ?? null });

/** A live state of a bracket fight, as the category's room pushes it. */
export function state(
  id: string,
  poolId: string,
  version: number,
  fighters: [ReturnType<typeof person> | null, ReturnType<typeof person> | null],
  over: Partial<FightView> = {},
  extra: Partial<FightState> = {},
): FightState {
  return fight(id, version, 0, over, {
    poolId,
    fighter1: fighters[0] && live(fighters[0]),
    fighter2: fighters[1] && live(fighters[1]),
    ...extra,
  });
}
