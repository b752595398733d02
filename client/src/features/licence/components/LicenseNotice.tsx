import { Alert, Stack, Text } from '@mantine/core';
import { sessionFlags, type License, type Role } from '@hema/shared/auth/roles';
import { useTranslation } from 'react-i18next';
import { LicenceRequestPanel } from './LicenceRequestPanel';
import { formatDate } from '../../../lib/format-date';

/**
 * Spec §4 organizer license: active shows its date range, expired shows a license-expired notice — on every
 * organizer management page — with the organizer's extension request (ask, or see its state). Admins need none.
 */
export function LicenseNotice({ user }: { user: { role: Role; license: License; tester: boolean } }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const flags = sessionFlags(user, new Date());
  if (flags.isAdmin || !flags.isOrganizer) return null;
  const language = i18n.resolvedLanguage;
  if (!flags.isActiveOrganizer)
    return (
      <Alert
        color="red"
        variant="light"
        title={t('pages:license.expiredTitle')}
        data-testid="license-notice"
        data-state="expired"
      >
        <Stack gap="xs">
          <Text size="sm">{t('pages:license.expiredText')}</Text>
          <LicenceRequestPanel />
        </Stack>
      </Alert>
    );
  return (
    <Alert
      color={flags.isOrganizerTrial ? 'yellow' : 'green'}
      variant="light"
      data-testid="license-notice"
      data-state="active"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t(flags.isOrganizerTrial ? 'pages:license.trialActive' : 'pages:license.active', {
            from: formatDate(user.license.from, language),
            till: formatDate(user.license.till, language),
          })}
        </Text>
        {flags.isOrganizerTrial && <LicenceRequestPanel full />}
      </Stack>
    </Alert>
  );
}
