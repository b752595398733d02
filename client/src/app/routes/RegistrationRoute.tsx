import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '../../components/ui/AuthCard';
import { RegistrationForm } from '../../features/auth/components/RegistrationForm';
import { useSessionUser } from '../../features/auth/hooks/session-store';

/** `/registration`: a successful registration signs the user in and lands on the home page. */
export function RegistrationRoute() {
  const { t } = useTranslation();
  const user = useSessionUser();

  if (user) return <Navigate to="/" replace />;

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
