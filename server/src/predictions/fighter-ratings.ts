import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PredictionRating } from '@hema/shared/rating/prediction-points';
import { sqlOf } from '../database/sql.js';
import { worldZoneId } from '../catalog/world-zone.js';

/**
 * The one place predictions and achievements read fighters' current weapon ratings: Glicko-2 r and RD of the
 * category's weapon in the world zone, from the table the results job's ratings step writes. A fighter missing from
 * the map has no rating yet: a fight with them counts as even (expected score 0.5) and no win counts as an upset.
 */
@Injectable()
export class FighterRatings {
  async of(manager: EntityManager, weaponId: string | null, fighterIds: readonly string[]) {
    const ratings = new Map<string, NonNullable<PredictionRating>>();
    if (!weaponId || fighterIds.length === 0) return ratings;
    const world = await worldZoneId(manager);
    if (!world) return ratings;
    const rows = await sqlOf(manager)
      .selectFrom('weapon_rating')
      .select(['userId', 'rating', 'rd'])
      .where('weaponId', '=', weaponId)
      .where('zoneId', '=', world)
      .where('userId', 'in', [...fighterIds])
      .execute();
    for (const row of rows) ratings.set(row.userId, { rating: row.rating, rd: row.rd });
    return ratings;
  }
}
