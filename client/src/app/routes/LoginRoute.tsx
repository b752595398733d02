import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/ui/AuthCard';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { useSessionUser } from '../../features/auth/hooks/session-store';
import { safeRedirectPath } from '../../lib/redirect';

/** `/login?redirect=<path>`: once signed in, go to `redirect` when it is a same-site path, else home. */
export function LoginRoute() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [searchParams] = useSearchParams();

  if (user) return <Navigate to={safeRedirectPath(searchParams.get('redirect'))} replace />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/registration" fw={600}>
            {t('auth.login.register')}
          </Anchor>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
