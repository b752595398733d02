import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { useHealthQuery } from '../../../features/management/api/health';
import { DetailsTable } from '../../../features/management/components/DetailsTable';
import { ManagementPage } from '../../../features/management/components/ManagementPage';

const stateBadge = (state: string | undefined) => (
  <Badge
    color={state === 'up' || state === 'ok' ? 'green' : state === 'disabled' ? 'gray' : 'red'}
    variant="light"
  >
    {state ?? '—'}
  </Badge>
);

/** `/admin/controls`: the state of the system the site runs on. */
export default function AdminControlsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const health = useHealthQuery();
  return (
    <ManagementPage
      title={t('titles.adminControls')}
      purpose={t('pages:management.pages.adminControls')}
      back={{ to: '/admin', label: t('titles.admin') }}
    >
      {health.isPending ? (
        <PageLoader />
      ) : health.data ? (
        <DetailsTable
          rows={[
            [t('pages:management.columns.server'), stateBadge(health.data.status)],
            [
              t('pages:management.columns.database'),
              <>
                {stateBadge(health.data.database?.state)} {health.data.database?.kind}
              </>,
            ],
            [t('pages:management.columns.redis'), stateBadge(health.data.redis?.state)],
          ]}
        />
      ) : (
        <EmptyPanel icon="alert" title={t('errors.loading')} />
      )}
    </ManagementPage>
  );
}
