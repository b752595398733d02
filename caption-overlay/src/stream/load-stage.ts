import type { Stage } from '@hema/shared/contracts/stages';
import { FightBook } from './fight-book.js';
import { getJson, liveRoom } from './stream-live.js';

/** A playoff stage with its fights, its category's title and room: what the bracket and the path overlays follow. */
export async function loadStage(stageId: string) {
  const stage = await getJson<Stage>(`/stages/${encodeURIComponent(stageId)}`);
  if (stage === 'wrong' || stage === null) return stage;
  // Only a bracket has a bracket to draw.
  if (stage.type !== 'ELIMINATION' && stage.type !== 'ELIMINATION_DOUBLE') return 'wrong';
  const nomination = await getJson<{ title?: unknown }>(
    `/nominations/${encodeURIComponent(stage.nominationId)}`,
  );
  const title =
    nomination && nomination !== 'wrong' && typeof nomination.title === 'string' ? nomination.title : '';
  const pools = new Set(stage.pools.map((pool) => pool._id));
  // The category's room carries every fight of the category: the stage's are kept.
  const book = new FightBook((state) => pools.has(state.poolId));
  book.setRows(stage.pools.flatMap((pool) => pool.fights));
  return { stage, title, rooms: [liveRoom.nomination(stage.nominationId)], book };
}
