import { pathModel, pathView } from './fighter-path.js';
import { loadStage } from './load-stage.js';
import { mountOverlay } from './overlay-shell.js';

// A fighter's path: /tournament/{id}/stream/path/{stageId}/{fighterId}
mountOverlay('path', async (options, words) => {
  const loaded = await loadStage(options.id);
  if (loaded === 'wrong' || loaded === null) return loaded;
  const { stage, rooms, book } = loaded;
  return { rooms, book, draw: () => pathView(pathModel(stage, book, options.fighterId, words), words) };
});
