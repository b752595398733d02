import type { Pool } from '@hema/shared/contracts/stages';
import type { StandingsTable } from '@hema/shared/contracts/standings';
import { FightBook } from './fight-book.js';
import { mountOverlay } from './overlay-shell.js';
import { poolModel, poolView } from './pool-table.js';
import { getJson, liveRoom } from './stream-live.js';

// A pool's table and fight grid: /tournament/{id}/stream/pool/{poolId}
mountOverlay('pool', async (options, words) => {
  const path = `/pools/${encodeURIComponent(options.id)}`;
  const pool = await getJson<Pool>(path);
  if (pool === 'wrong' || pool === null) return pool;
  const stage = await getJson<{ nominationId: string }>(`/stages/${encodeURIComponent(pool.stageId)}`);
  if (stage === 'wrong' || stage === null) return stage;
  const first = await getJson<StandingsTable>(`${path}/standings`);
  let standings = first === 'wrong' ? null : first;
  const book = new FightBook((state) => state.poolId === pool._id);
  book.setRows(pool.fights);
  let asked = 0;
  return {
    rooms: [liveRoom.nomination(stage.nominationId)],
    book,
    draw: () => poolView(poolModel(pool, standings, book, words), words),
    // Places are the server's (the category's rating mode): asked again when a fight of the pool ends or changes
    // after its end — at the moment the delayed update shows it, so the table never runs ahead of the video.
    changed: (states, redraw) => {
      if (!states.some((s) => s.poolId === pool._id && s.view.status === 'finished')) return;
      const ask = ++asked;
      void getJson<StandingsTable>(`${path}/standings`).then((table) => {
        if (ask !== asked || table === 'wrong' || table === null) return;
        standings = table;
        redraw();
      });
    },
  };
});
