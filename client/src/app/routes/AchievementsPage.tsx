import { SegmentedControl, Stack } from '@mantine/core';
import { SEASONAL_TOURNAMENTS_TO_EXCEED } from '@hema/shared/rating/achievements';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { useActiveZone } from '../../lib/active-zone';
import { AchievementHolders } from '../../features/achievements/components/AchievementHolders';

/**
 * The achievements pages (spec §2): seasonal (more than 5 tournaments in the season, spec §5) and permanent.
 * Each achievement of the kind is listed with who holds it, in the active zone.
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
      <AchievementHolders kind={kind} zone={zone} />
    </Stack>
  );
}
