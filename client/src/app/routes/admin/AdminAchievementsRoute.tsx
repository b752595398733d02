import { SEASONAL_TOURNAMENTS_TO_EXCEED } from '@hema/shared/rating/achievements';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { ManagementPage } from '../../../features/management/components/ManagementPage';

/** `/admin/achievements`: the seasonal and permanent achievements fighters can earn. */
export default function AdminAchievementsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <ManagementPage
      title={t('titles.adminAchievements')}
      purpose={t('pages:management.pages.adminAchievements', { count: SEASONAL_TOURNAMENTS_TO_EXCEED })}
      back={{ to: '/admin', label: t('titles.admin') }}
    >
      <EmptyPanel
        icon="medal"
        title={t('pages:management.noAchievements')}
        description={t('pages:management.noAchievementsText')}
      />
    </ManagementPage>
  );
}
