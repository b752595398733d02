import type { EntityManager } from 'typeorm';
import type { Fight } from '../competition/fight.entity.js';

/**
 * What happens inside the command's transaction when a fight finishes (bracket advancement): returns the fights it
 * changed, so their new states are broadcast too. Provided by the competition module.
 */
export type FightFinishedHandler = (manager: EntityManager, fight: Fight) => Promise<Fight[]>;
export const FIGHT_FINISHED = Symbol('FIGHT_FINISHED');
