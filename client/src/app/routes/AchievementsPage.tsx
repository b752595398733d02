import { SegmentedControl, Stack } from '@mantine/core';
import { SEASONAL_TOURNAMENTS_TO_EXCEED } from '@hema/shared/rating/achievements';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';
import { useActiveZone } from '../../lib/active-zone';

/**
 * The achievements pages (spec §2): seasonal (more than 5 tournaments in the season, spec §5) and permanent.
 * No achievement has been awarded on this server yet: the page says what will appear and how it is earned.
 */
export function AchievementsPage({ kind }: { kind: 'seasonal' | 'permanent' }) {
  const { t } = useTranslation(['translation', 'pages']);
  const navigate = useNavigate();
  const zone = useActiveZone();
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('pages:achievements.title')}
        description={
          kind === 'seasonal'
            ? t('pages:achievements.seasonalText', { count: SEASONAL_TOURNAMENTS_TO_EXCEED })
            : t('pages:achievements.permanentText')
        }
        actions={
          <SegmentedControl
            value={kind}
            onChange={(value) => navigate(`/achievements/${value}`)}
            data={[
              { value: 'seasonal', label: t('pages:achievements.seasonal') },
              { value: 'permanent', label: t('pages:achievements.permanent') },
            ]}
            aria-label={t('pages:achievements.kind')}
          />
        }
      />
      <EmptyPanel
        icon="medal"
        title={t('pages:achievements.emptyTitle')}
        description={
          zone
            ? t('pages:achievements.emptyTextZone', { zone: zone.title })
            : t('pages:achievements.emptyText')
        }
      />
    </Stack>
  );
}
