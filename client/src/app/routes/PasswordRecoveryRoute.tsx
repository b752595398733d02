import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/ui/AuthCard';
import { PasswordRecovery } from '../../features/auth/components/PasswordRecovery';

/** `/password-recovery`: a code to the e-mail, then a new password. */
export function PasswordRecoveryRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.recovery.title')}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t('auth.recovery.backToLogin')}
        </Anchor>
      }
    >
      <PasswordRecovery />
    </AuthCard>
  );
}
