import { AchievementsPage } from './AchievementsPage';

/** `/achievements/seasonal`. */
export default function AchievementsSeasonalRoute() {
  return <AchievementsPage kind="seasonal" />;
}
