import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { useUsersAnalyticsQuery } from '../../../features/site-admin/api/admin';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { UsersAnalyticsCharts } from '../../../features/site-admin/components/UsersAnalyticsCharts';

/** `/admin/users/analytics`: registrations, roles, countries, clubs and active fighters as charts. */
export default function AdminUsersAnalyticsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const analytics = useUsersAnalyticsQuery();
  return (
    <ManagementPage
      title={t('titles.adminUsersAnalytics')}
      purpose={t('pages:management.pages.adminUsersAnalytics')}
      back={{ to: '/admin/users', label: t('titles.adminUsers') }}
    >
      {analytics.isPending ? (
        <PageLoader />
      ) : analytics.data ? (
        <UsersAnalyticsCharts data={analytics.data} />
      ) : (
        <EmptyPanel icon="alert" title={t('errors.loading')} />
      )}
    </ManagementPage>
  );
}
