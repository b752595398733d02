import { FightBook } from './fight-book.js';
import { mountOverlay } from './overlay-shell.js';
import { nextUpView, ringModel } from './ring-boards.js';
import { getJson, liveRoom } from './stream-live.js';

// "Next up" for a ring: /tournament/{id}/stream/next/{areaId}?count=2
mountOverlay('next', async (options, words) => {
  const ring = await getJson<{ _id: string; title: string }>(
    `/tournaments/${encodeURIComponent(options.tournamentId)}/areas/${encodeURIComponent(options.id)}`,
  );
  if (ring === 'wrong' || ring === null) return ring;
  const book = new FightBook((state) => state.areaId === ring._id);
  return {
    rooms: [liveRoom.caption(ring._id)],
    book,
    draw: () => nextUpView(ringModel(ring, book, options.count, words), words),
  };
});
