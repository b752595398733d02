import type { EntityManager } from 'typeorm';
import { WORLD_ZONE_SLUG } from '@hema/shared/ui-rules/zone-rules';

/** The id of the world zone (the zone every rating list and count of "all zones" falls back to), if it exists. */
export async function worldZoneId(manager: EntityManager): Promise<string | null> {
  const [row] = (await manager.query(`SELECT id FROM zone WHERE slug = $1`, [WORLD_ZONE_SLUG])) as {
    id: string;
  }[];
  return row?.id ?? null;
}
