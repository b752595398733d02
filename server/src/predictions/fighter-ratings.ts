import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PredictionRating } from '@hema/shared/rating/prediction-points';

/**
 * The one place predictions and achievements read fighters' current weapon ratings (Glicko-2 r and RD of the
 * category's weapon, world zone). The weapon rating table belongs to the ratings step of the results job; this
 * reader answers an empty map until it is connected to that table, and a fighter missing from the map has no rating:
 * every fight then counts as even (expected score 0.5) and no win counts as an upset.
 */
@Injectable()
export class FighterRatings {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  async of(manager: EntityManager, weaponId: string | null, fighterIds: readonly string[]) {
    return new Map<string, NonNullable<PredictionRating>>();
  }
}
