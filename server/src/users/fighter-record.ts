import type { z } from 'zod';
import type {
  userAnalyticsSchema,
  userFightStatsSchema,
  userProfileSchema,
} from '@hema/shared/contracts/users';

type Profile = z.input<typeof userProfileSchema>;

/**
 * What a user's page adds about them as a fighter: results per category, weapon ratings, clusters, rating history
 * and fight statistics. The ratings module computes it; users sit below ratings, so the users controller asks for it
 * through this token, which the ratings module binds.
 */
export interface FighterRecord {
  profile(userId: string): Promise<Pick<Profile, 'nominationsResults' | 'weaponsRating' | 'analytics'>>;
  analytics(userId: string): Promise<z.input<typeof userAnalyticsSchema>>;
  fightStats(userId: string): Promise<z.input<typeof userFightStatsSchema>>;
}

export const FIGHTER_RECORD = Symbol('FighterRecord');
