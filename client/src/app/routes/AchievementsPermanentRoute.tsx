import { AchievementsPage } from './AchievementsPage';

/** `/achievements/permanent`. */
export default function AchievementsPermanentRoute() {
  return <AchievementsPage kind="permanent" />;
}
