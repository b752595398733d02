import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionUser } from '../../auth/api/session-store';
import { loginPath } from '../../../lib/redirect';
import type { Tournament } from '../api/tournament';
import { useRegistrationClosedReason } from '../hooks/use-registration-closed';

/**
 * While the tournament takes applications, the way to apply from any of its pages: to the registration form, or
 * for a visitor signed out, "Sign in to apply" (spec §6), which comes back to the form after signing in.
 */
export function ApplyButton({ tournament, to }: { tournament: Tournament; to: string }) {
  const { t } = useTranslation(['translation', 'pages']);
  const user = useSessionUser();
  if (useRegistrationClosedReason(tournament) !== null) return null;
  return (
    <Group mb="md">
      <Button component={Link} to={user ? to : loginPath(to)} data-testid="tournament-apply">
        {user ? t('pages:apply.title') : t('pages:tournament.registration.signInToApply')}
      </Button>
    </Group>
  );
}
