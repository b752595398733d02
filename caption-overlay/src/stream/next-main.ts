import { FightBook } from './fight-book.js';
import { mountOverlay } from './overlay-shell.js';
import { nextUpView, ringModel } from './ring-boards.js';
import { ringTimesFollower } from './ring-times.js';
import { getJson, liveRoom } from './stream-live.js';

// "Next up" for a ring: /tournament/{id}/stream/next/{areaId}?count=2
mountOverlay('next', async (options, words) => {
  const ring = await getJson<{ _id: string; title: string; tournamentId: string }>(
    `/tournaments/${encodeURIComponent(options.tournamentId)}/areas/${encodeURIComponent(options.id)}`,
  );
  if (ring === 'wrong' || ring === null) return ring;
  const book = new FightBook((state) => state.areaId === ring._id);
  let redraw = () => {};
  const schedule = ringTimesFollower(ring.tournamentId, () => redraw());
  await schedule.refresh();
  return {
    rooms: [liveRoom.caption(ring._id)],
    book,
    draw: () => nextUpView(ringModel(ring, book, options.count, words, schedule.times()), words),
    changed: (_states, again) => {
      redraw = again;
      schedule.changed();
    },
  };
});
