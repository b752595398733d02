import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/ui/AuthCard';
import { RegistrationForm } from '../../features/auth/components/RegistrationForm';
import { useSessionUser } from '../../features/auth/hooks/session-store';
import { safeRedirectPath } from '../../lib/redirect';

/**
 * `/registration`: a successful registration signs the user in and lands on the home page — or, when the login page
 * sent them with `redirect` (a page that needs an account, such as a judge's invitation link), on that page.
 */
export function RegistrationRoute() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [searchParams] = useSearchParams();

  if (user) return <Navigate to={safeRedirectPath(searchParams.get('redirect'))} replace />;

  return (
    <AuthCard
      title={t('auth.registration.title')}
      description={t('auth.registration.description')}
      footer={
        <>
          {t('auth.registration.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('auth.signIn')}
          </Anchor>
        </>
      }
    >
      <RegistrationForm />
    </AuthCard>
  );
}
