import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/ui/AuthCard';
import { RegistrationForm } from '../../features/auth/components/RegistrationForm';
import { useSessionUser } from '../../features/auth/api/session-store';
import { safeRedirectPath, withRedirect } from '../../lib/redirect';

/**
 * `/registration?redirect=<path>`: a successful registration signs the user in and lands on `redirect` when it is a
 * same-site path (the tournament whose "Sign in to apply" brought them), else on the home page.
 */
export function RegistrationRoute() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const redirect = useSearchParams()[0].get('redirect');

  if (user) return <Navigate to={safeRedirectPath(redirect)} replace />;

  return (
    <AuthCard
      title={t('auth.registration.title')}
      description={t('auth.registration.description')}
      footer={
        <>
          {t('auth.registration.haveAccount')}{' '}
          <Anchor component={Link} to={withRedirect('/login', redirect)} fw={600}>
            {t('auth.signIn')}
          </Anchor>
        </>
      }
    >
      <RegistrationForm />
    </AuthCard>
  );
}
