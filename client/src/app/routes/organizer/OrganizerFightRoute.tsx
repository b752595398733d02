import { useTranslation } from 'react-i18next';
import { useFightTitles } from '../../../lib/fight-titles';
import { useParams } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { usePoolQuery } from '../../../features/management/api/pool';
import { DetailsTable } from '../../../features/management/components/DetailsTable';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { useManagedNominationOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** One fight of a pool: fighters, score, status, result and ring. */
export default function OrganizerFightRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nominationBase } = useManagedNominationOutlet();
  const { idPool = '', idFight = '' } = useParams();
  const query = usePoolQuery(idPool);
  const titles = useFightTitles();
  if (query.isPending) return <PageLoader />;
  const pool = query.data;
  const fight = pool?.fights.find((f) => f._id === idFight);
  if (!pool || !fight)
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:management.notFound')}
        description={t('pages:management.notFoundText')}
      />
    );
  const names = `${fight.fighter1?.name || '—'} — ${fight.fighter2?.name || '—'}`;
  return (
    <ManagementPage
      title={names}
      purpose={t('pages:management.pages.fight')}
      back={{
        to: `${nominationBase}/pools/${idPool}`,
        label: titles.group(pool.group),
      }}
    >
      <DetailsTable
        rows={[
          [t('pages:management.columns.fighter1'), fight.fighter1?.name],
          [t('pages:management.columns.fighter2'), fight.fighter2?.name],
          [t('pages:management.columns.score'), `${fight.score1} : ${fight.score2}`],
          [t('pages:management.columns.status'), t(`live.status.${fight.status}`)],
          [
            t('pages:management.columns.result'),
            t(`live.result.${fight.result}`, {
              fighter1: fight.fighter1?.name || t('live.tbd'),
              fighter2: fight.fighter2?.name || t('live.tbd'),
            }),
          ],
          [t('pages:management.columns.area'), fight.area?.title],
        ]}
      />
    </ManagementPage>
  );
}
