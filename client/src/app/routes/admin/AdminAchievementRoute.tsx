import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { ManagementPage } from '../../../features/management/components/ManagementPage';

/** `/admin/achievements/{id}`. */
export default function AdminAchievementRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <ManagementPage
      title={t('titles.adminAchievement')}
      purpose={t('pages:management.pages.adminAchievement')}
      back={{ to: '/admin/achievements', label: t('titles.adminAchievements') }}
    >
      <EmptyPanel
        icon="question"
        title={t('pages:management.notFound')}
        description={t('pages:management.noAchievementsText')}
      />
    </ManagementPage>
  );
}
