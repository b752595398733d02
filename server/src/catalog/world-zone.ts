import type { DataSource, EntityManager } from 'typeorm';
import { WORLD_ZONE_SLUG } from '@hema/shared/ui-rules/zone-rules';
import { sqlOf } from '../database/sql.js';

/** The id of the world zone (the zone every rating list and count of "all zones" falls back to), if it exists. */
export async function worldZoneId(source: EntityManager | DataSource): Promise<string | null> {
  const row = await sqlOf(source)
    .selectFrom('zone')
    .select('id')
    .where('slug', '=', WORLD_ZONE_SLUG)
    .executeTakeFirst();
  return row?.id ?? null;
}
