import { contentBox, rootRem } from './dom.js';
import { FightBook } from './fight-book.js';
import { mountOverlay } from './overlay-shell.js';
import { ringBoardView, ringModel } from './ring-boards.js';
import { ringTimesFollower } from './ring-times.js';
import { getJson, liveRoom } from './stream-live.js';

/** The width the board may take (the overlay's box less its padding), in rem of the page. */
function roomInRem(): number {
  return contentBox(document.getElementById('overlay')!).width / rootRem();
}

// Every ring, now fighting and next: /tournament/{id}/stream/rings?page=8
mountOverlay('rings', async (options, words) => {
  // The link names the tournament by its address; the rings' list takes its id.
  const tournament = await getJson<{ _id: string }>(
    `/tournaments/${encodeURIComponent(options.tournamentId)}`,
  );
  if (tournament === 'wrong' || tournament === null) return tournament;
  const list = await getJson<{ items: { _id: string; title: string; index: number }[] }>(
    `/tournaments/${encodeURIComponent(tournament._id)}/areas?perPage=all`,
  );
  if (list === 'wrong' || list === null) return list;
  const rings = [...list.items].sort((a, b) => a.index - b.index);
  const ids = new Set(rings.map((ring) => ring._id));
  const book = new FightBook((state) => state.areaId !== null && ids.has(state.areaId));
  let redraw = () => {};
  const schedule = ringTimesFollower(tournament._id, () => redraw());
  await schedule.refresh();
  return {
    // Each ring's caption room: only that ring's fights, pushed before the big spectator broadcast.
    rooms: rings.map((ring) => liveRoom.caption(ring._id)),
    book,
    draw: () =>
      ringBoardView(
        rings.map((ring) => ringModel(ring, book, 1, words, schedule.times())),
        words,
        roomInRem(),
      ),
    // A fight that starts or ends moves every estimate: the times are read again, then the board redrawn.
    changed: (_states, again) => {
      redraw = again;
      schedule.changed();
    },
  };
});
