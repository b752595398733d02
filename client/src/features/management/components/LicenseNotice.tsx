import { Alert } from '@mantine/core';
import { sessionFlags, type License, type Role } from '@hema/shared/auth/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';

/** Spec §4 organizer license: active shows its date range, expired shows a license-expired notice. Admins need none. */
export function LicenseNotice({ user }: { user: { role: Role; license: License; tester: boolean } }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const [now] = useState(() => new Date());
  const flags = sessionFlags(user, now);
  if (flags.isAdmin || !flags.isOrganizer) return null;
  const language = i18n.resolvedLanguage;
  if (!flags.isActiveOrganizer)
    return (
      <Alert color="red" variant="light" title={t('pages:license.expiredTitle')} data-testid="license-notice">
        {t('pages:license.expiredText')}
      </Alert>
    );
  return (
    <Alert color={flags.isOrganizerTrial ? 'yellow' : 'green'} variant="light" data-testid="license-notice">
      {t(flags.isOrganizerTrial ? 'pages:license.trialActive' : 'pages:license.active', {
        from: formatDate(user.license.from, language),
        till: formatDate(user.license.till, language),
      })}
    </Alert>
  );
}
