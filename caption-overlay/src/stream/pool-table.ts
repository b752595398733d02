import type { Pool } from '@hema/shared/contracts/stages';
import type { StandingsTable } from '@hema/shared/contracts/standings';
import type { LiveFighter } from '@hema/shared/realtime/protocol';
import { winnerOf } from '@hema/shared/fight/fight-result';
import { h } from './dom.js';
import type { FightBook } from './fight-book.js';
import { phaseOf } from './fight-line.js';
import type { StreamWords } from './stream-words.js';

export interface PoolRow {
  fighter: LiveFighter;
  place: number | null;
  wins: number;
  draws: number;
  losses: number;
  hitsFor: number;
  hitsAgainst: number;
  /** The grid: this fighter's score against each fighter of the table, in row order (null: not fought yet). */
  grid: ({ score: number; against: number; live: boolean; won: boolean; lost: boolean } | null)[];
}

export interface PoolModel {
  title: string;
  rows: PoolRow[];
  done: number;
  total: number;
}

/**
 * A pool's table: places and figures as the server ranked them (the category's rating mode, shared/competition/
 * standings.ts — never ranked again here), and the fight grid from the live fights. Rows in place order (ties and
 * unranked ones in sheet order).
 */
export function poolModel(
  pool: Pick<Pool, '_id' | 'group' | 'fighters'>,
  standings: Pick<StandingsTable, 'rows'> | null,
  book: FightBook,
  words: StreamWords,
): PoolModel {
  const ranked = new Map((standings?.rows ?? []).map((row) => [row.fighter._id, row]));
  const sheet = pool.fighters.map((f, i) => ({ f, i }));
  sheet.sort(
    (a, b) =>
      (ranked.get(a.f._id)?.place ?? Number.MAX_SAFE_INTEGER) -
        (ranked.get(b.f._id)?.place ?? Number.MAX_SAFE_INTEGER) || a.i - b.i,
  );
  const fights = book.all().filter((f) => f.poolId === pool._id && !f.isBye);
  const order = sheet.map(({ f }) => f._id);
  const rows = sheet.map(({ f }): PoolRow => {
    const stats = ranked.get(f._id)?.stats;
    const grid = order.map((otherId) => {
      if (otherId === f._id) return null;
      const fight = fights.find(
        (x) =>
          (x.fighter1?._id === f._id && x.fighter2?._id === otherId) ||
          (x.fighter2?._id === f._id && x.fighter1?._id === otherId),
      );
      const phase = fight ? phaseOf(fight) : 'waiting';
      if (!fight || phase === 'waiting' || phase === 'cancelled') return null;
      const mine = fight.fighter1?._id === f._id;
      const winner = phase === 'over' ? winnerOf(fight.view.result) : null;
      return {
        won: winner !== null && winner === (mine ? 1 : 2),
        lost: winner !== null && winner !== (mine ? 1 : 2),
        score: mine ? fight.view.score1 : fight.view.score2,
        against: mine ? fight.view.score2 : fight.view.score1,
        live: phase === 'live' || phase === 'paused',
      };
    });
    return {
      fighter: { _id: f._id, name: f.name, club: f.club?.title ?? null },
      place: ranked.get(f._id)?.place ?? null,
      wins: stats?.wins ?? 0,
      draws: stats?.draws ?? 0,
      losses: stats?.losses ?? 0,
      hitsFor: stats?.pointsFor ?? 0,
      hitsAgainst: stats?.pointsAgainst ?? 0,
      grid,
    };
  });
  return {
    title: words.group(pool.group),
    rows,
    done: fights.filter((f) => f.view.status === 'finished').length,
    total: fights.filter((f) => f.view.status !== 'cancelled').length,
  };
}

export function poolView(model: PoolModel, words: StreamWords): HTMLElement {
  const abbr = (short: string, long: string) => h('th', { scope: 'col' }, h('abbr', { title: long }, short));
  return h(
    'section',
    { class: 'board pool' },
    h(
      'table',
      { class: 'pool-table' },
      h(
        'caption',
        { class: 'board-title' },
        model.title,
        h('span', { class: 'pool-done' }, words.fightsDone(model.done, model.total)),
      ),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, words.place),
          h('th', { scope: 'col', class: 'fighter-col' }, words.fighter),
          model.rows.map((_, i) => h('th', { scope: 'col', class: 'grid-col' }, i + 1)),
          abbr(words.wins, words.winsLong),
          abbr(words.draws, words.drawsLong),
          abbr(words.losses, words.lossesLong),
          abbr(words.hitsFor, words.hitsForLong),
          abbr(words.hitsAgainst, words.hitsAgainstLong),
        ),
      ),
      h(
        'tbody',
        {},
        model.rows.map((row, i) =>
          h(
            'tr',
            { 'data-fighter': row.fighter._id, 'data-page-unit': true },
            h('td', { class: 'place' }, row.place ?? ''),
            h(
              'th',
              { scope: 'row', class: 'fighter-col' },
              h('span', { class: 'name' }, `${i + 1}. ${row.fighter.name}`),
              row.fighter.club ? h('span', { class: 'club' }, row.fighter.club) : null,
            ),
            row.grid.map((cell, j) =>
              h(
                'td',
                {
                  class: `grid-cell${j === i ? ' self' : ''}${cell?.live ? ' live' : ''}${cell?.won ? ' won' : ''}${cell?.lost ? ' lost' : ''}`,
                },
                cell ? cell.score : '',
              ),
            ),
            h('td', {}, row.wins),
            h('td', {}, row.draws),
            h('td', {}, row.losses),
            h('td', {}, row.hitsFor),
            h('td', {}, row.hitsAgainst),
          ),
        ),
      ),
    ),
  );
}
