import type { Medal } from '@hema/shared/competition/category-places';

/** One colour per medal for every badge that shows one (standings, summary), so they never disagree. */
export const MEDAL_COLORS: Record<Medal, string> = { gold: 'yellow', silver: 'gray', bronze: 'orange' };
