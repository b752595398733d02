import { Alert, Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/ui/AuthCard';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { useSessionUser } from '../../features/auth/api/session-store';
import { safeRedirectPath, withRedirect } from '../../lib/redirect';

/**
 * `/login?redirect=<path>`: once signed in, go to `redirect` when it is a same-site path, else home.
 *
 * A user who arrives already signed in with a `redirect` was sent here by the route guard (spec §6): their role
 * does not open that page. Sending them back would loop, so the form stays, saying so, for another account.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const [arrivedAs] = useState(() => user?._id ?? null);

  const turnedAway = user !== null && user._id === arrivedAs && redirect !== null;
  if (user && !turnedAway) return <Navigate to={safeRedirectPath(redirect)} replace />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={withRedirect('/registration', redirect)} fw={600}>
            {t('auth.login.register')}
          </Anchor>
        </>
      }
    >
      {turnedAway && (
        <Alert color="yellow" variant="light" mb="md" data-testid="role-not-allowed">
          {t('auth.login.roleNotAllowed', { name: user.name || user.email })}
        </Alert>
      )}
      <LoginForm />
    </AuthCard>
  );
}
