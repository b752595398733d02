import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSessionUser } from '../../auth/api/session-store';
import { loginPath } from '../../../lib/redirect';

/** For anonymous visitors only: one "Sign in to start predicting" link (spec §6) that comes back to this page. */
export function PredictionsSignIn() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();
  if (user) return null;
  return (
    <Alert variant="light" color="indigo" radius="lg" data-testid="predictions-sign-in">
      <Anchor component={Link} to={loginPath(`${location.pathname}${location.search}`)} fw={700} c="indigo.9">
        {t('predict.signIn')}
      </Anchor>{' '}
      {t('predict.signInWhy')}
    </Alert>
  );
}
