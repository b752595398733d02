import type { EntityManager } from 'typeorm';
import type { Entrant } from '@hema/shared/domain-types';
import { conflict } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import type { StandingsReader } from './standings-reader.js';
import type { Stage } from './stage.entity.js';

const notGeneratable = (message: string) => conflict(message, COMPETITION_ERRORS.stageNotGeneratable);

/**
 * Who enters a stage: the category's fighters for the first stage; for a later stage, the fighters the previous
 * stage sends on (its "goes to next stage" and "minimum from each pool" settings, Basic or Advanced
 * qualification, combined stats), ranked by the standings reader. Building again replaces the earlier result
 * (spec §4).
 */
export async function stageEntrants(
  reader: StandingsReader,
  manager: EntityManager,
  stage: Stage,
  nomination: Nomination,
): Promise<Entrant[]> {
  const previous = await reader.previousStage(stage, manager);
  if (!previous) return reader.entrants(nomination.id, manager);
  const results = await reader.results(previous.id, manager);
  if (results.length === 0) throw notGeneratable('Generate and fight the previous stage first');
  if (!(await reader.stageFinished(previous, nomination, results, manager)))
    throw notGeneratable('Finish the previous stage before generating this one');
  return (await reader.qualification(previous, nomination, manager)).advancing;
}
