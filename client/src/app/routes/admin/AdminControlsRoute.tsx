import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { useHealthQuery, type Health } from '../../../features/management/api/health';
import { DetailsTable } from '../../../features/management/components/DetailsTable';
import { ManagementPage } from '../../../features/management/components/ManagementPage';

type State = Health['status'] | Health['redis']['state'];

const COLORS: Record<State, string> = {
  ok: 'green',
  up: 'green',
  disabled: 'gray',
  degraded: 'red',
  down: 'red',
};

function StateBadge({ state }: { state: State }) {
  const { t } = useTranslation('pages');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`management.health.${state}`)}
    </Badge>
  );
}

/** `/admin/controls`: the state of the system the site runs on. */
export default function AdminControlsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const health = useHealthQuery();
  const fanOut = health.data?.liveFanOut;
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
            [t('pages:management.columns.server'), <StateBadge key="server" state={health.data.status} />],
            [
              t('pages:management.columns.database'),
              <>
                <StateBadge state={health.data.database.state} />{' '}
                {t(`pages:management.health.${health.data.database.kind}`)}
              </>,
            ],
            [t('pages:management.columns.redis'), <StateBadge key="redis" state={health.data.redis.state} />],
            [
              t('pages:management.columns.liveFanOut'),
              // The fallback reason is the server's English diagnostic: the server log has it, the screen does not.
              fanOut ? (
                <Badge color={fanOut.fanOutMode === 'fast' ? 'green' : 'yellow'} variant="light">
                  {t(`pages:management.health.${fanOut.fanOutMode}`)}
                </Badge>
              ) : (
                t('pages:management.health.fanOutUnknown')
              ),
            ],
          ]}
        />
      ) : (
        <EmptyPanel icon="alert" title={t('errors.loading')} />
      )}
    </ManagementPage>
  );
}
