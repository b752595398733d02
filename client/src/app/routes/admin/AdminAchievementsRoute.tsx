import { Button } from '@mantine/core';
import { SEASONAL_TOURNAMENTS_TO_EXCEED } from '@hema/shared/rating/achievements';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAchievementsGrid } from '../../../features/achievements/components/use-achievements-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/achievements`: the seasonal and permanent achievements fighters can earn. */
export default function AdminAchievementsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminAchievements');
  const grid = useAchievementsGrid(title);
  return (
    <ManagementGridPage
      title={title}
      purpose={t('pages:management.pages.adminAchievements', { count: SEASONAL_TOURNAMENTS_TO_EXCEED })}
      back={{ to: '/admin', label: t('titles.admin') }}
      actions={
        <Button component={Link} to="/admin/achievements/new">
          {t('achievement.new')}
        </Button>
      }
      grid={grid}
    />
  );
}
