import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { sqlOf } from '../database/sql.js';

/**
 * A removed ring stops being any stage's ring of next fights: those stages go back to the default rule (the
 * feeding fights' ring). Called in the removal's transaction. It writes a stage's settings although stages own
 * them: stages sit above rings in the module layers, so the reference is cleared here rather than through a stages
 * function (a ring-removal hook stages register would remove this exception).
 */
export async function forgetRingOfNextFights(manager: EntityManager, areaId: string): Promise<void> {
  await sqlOf(manager)
    .updateTable('stage')
    .set((eb) => ({ settings: sql`${eb.ref('settings')} - 'nextFightsAreaId'` }))
    .where((eb) => eb(sql<string>`${eb.ref('settings')}->>'nextFightsAreaId'`, '=', areaId))
    .execute();
}
