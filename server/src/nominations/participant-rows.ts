import type { EntityManager } from 'typeorm';
import { Participant } from './participant.entity.js';

/**
 * The writes of a category's fighters (`participant`, this module's table) that other modules make inside their own
 * transactions: an approved application enters its fighter, a withdrawn one takes them out, a black card marks them.
 */

/** The fighter joins the category (unseeded); nothing happens when they are in it already. */
export async function enterParticipant(
  manager: EntityManager,
  nominationId: string,
  userId: string,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(Participant)
    .values({ nominationId, userId, seed: null })
    .orIgnore()
    .execute();
}

/** The fighter leaves the category (the caller has checked they have no fights in it). */
export async function removeParticipant(
  manager: EntityManager,
  nominationId: string,
  userId: string,
): Promise<void> {
  await manager.getRepository(Participant).delete({ nominationId, userId });
}

/** The fighter is out of the category by a black card (the participants list says why). */
export async function markBlackCarded(manager: EntityManager, participantId: string): Promise<void> {
  await manager.update(Participant, participantId, { droppedOut: true, droppedOutReason: 'blackCard' });
}
