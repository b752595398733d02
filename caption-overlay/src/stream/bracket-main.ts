import type { Stage } from '@hema/shared/contracts/stages';
import { bracketModel, bracketView } from './bracket.js';
import { drawConnectors } from './connectors.js';
import { mountOverlay } from './overlay-shell.js';
import { loadStage } from './load-stage.js';

// The bracket overlay: /tournament/{id}/stream/bracket/{stageId}?top=8
mountOverlay('bracket', async (options, words) => {
  const loaded = await loadStage(options.id);
  if (loaded === 'wrong' || loaded === null) return loaded;
  const { stage, title, rooms, book } = loaded;
  const medals = (stage as Stage).type === 'ELIMINATION';
  return {
    rooms,
    book,
    draw: () => bracketView(bracketModel(stage, book, options.top, words, title), words, medals),
    // The winner paths are drawn between the boxes where the page laid them out.
    laidOut: (board) => {
      const body = board.querySelector<HTMLElement>('.bracket-body');
      if (body) drawConnectors(body);
    },
  };
});
