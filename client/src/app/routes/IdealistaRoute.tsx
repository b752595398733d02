import { Stack } from '@mantine/core';
import { MIN_PREDICTIONS } from '@hema/shared/rating/predictors';
import { isWorldZone } from '@hema/shared/ui-rules/zone-rules';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { useActiveZone } from '../../lib/active-zone';
import { BestPredictors } from '../../features/predictions/components/BestPredictors';

/**
 * `/idealista`: the best predictors (spec §5: users with 10 or more predictions on decided fights) of the active
 * zone, by accuracy then points.
 */
export default function IdealistaRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const zone = useActiveZone();
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('titles.idealista')}
        description={[
          t('pages:idealista.description', { count: MIN_PREDICTIONS }),
          zone && !isWorldZone(zone) ? t('predict.inZone', { zone: zone.title }) : null,
        ]
          .filter(Boolean)
          .join(' ')}
      />
      <BestPredictors zone={zone?._id} />
    </Stack>
  );
}
