import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { sqlOf } from '../database/sql.js';

/**
 * A removed ring stops being any stage's ring of next fights: those stages go back to the default rule (the
 * feeding fights' ring). Registered with the rings module (`RingFightStages`), which calls it in the removal's
 * transaction.
 */
export async function forgetRingOfNextFights(manager: EntityManager, areaId: string): Promise<void> {
  await sqlOf(manager)
    .updateTable('stage')
    .set((eb) => ({ settings: sql`${eb.ref('settings')} - 'nextFightsAreaId'` }))
    .where((eb) => eb(sql<string>`${eb.ref('settings')}->>'nextFightsAreaId'`, '=', areaId))
    .execute();
}
