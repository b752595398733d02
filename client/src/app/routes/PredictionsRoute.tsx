import { Anchor, Button, Stack } from '@mantine/core';
import { MIN_PREDICTIONS } from '@hema/shared/rating/predictors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';

/** `/predictions`: the signed-in user's fight predictions. */
export default function PredictionsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('titles.predictions')}
        description={
          <>
            {t('pages:predictions.description', { count: MIN_PREDICTIONS })}{' '}
            <Anchor component={Link} to="/idealista">
              {t('titles.idealista')}
            </Anchor>
          </>
        }
      />
      <EmptyPanel
        icon="target"
        title={t('pages:predictions.emptyTitle')}
        description={t('pages:predictions.emptyText')}
        actions={
          <Button component={Link} to="/" variant="light">
            {t('pages:predictions.findTournament')}
          </Button>
        }
      />
    </Stack>
  );
}
