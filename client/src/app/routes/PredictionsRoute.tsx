import { Anchor, Stack, Title } from '@mantine/core';
import { MIN_PREDICTIONS } from '@hema/shared/rating/predictors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { useSessionUser } from '../../features/auth/api/session-store';
import { ConnectionLostNotice } from '../../components/ui/ConnectionLostNotice';
import { OpenFightsBoard } from '../../features/predictions/components/OpenFights';
import { UserPredictions } from '../../features/predictions/components/UserPredictions';

/** `/predictions`: open fights of online tournaments to predict, live, and the signed-in user's predictions. */
export default function PredictionsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const user = useSessionUser();
  return (
    <Stack gap={0}>
      <ConnectionLostNotice floating />
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
      <Stack gap="xl">
        <OpenFightsBoard />
        {user && (
          <Stack gap="sm">
            <Title order={2} fz="xl">
              {t('predict.myPredictions')}
            </Title>
            <UserPredictions userKey={user._id} />
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
