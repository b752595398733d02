import { Stack } from '@mantine/core';
import { sessionFlags } from '@hema/shared/auth/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { ChangeEmailForm } from '../../features/auth/components/ChangeEmailForm';
import { ChangePasswordForm } from '../../features/auth/components/ChangePasswordForm';
import { OrganizerAccessRequest } from '../../features/auth/components/OrganizerAccessRequest';
import { ProfileForm } from '../../features/auth/components/ProfileForm';
import { SessionUserCard } from '../../features/auth/components/SessionUserCard';
import { SignOutEverywhere } from '../../features/auth/components/SignOutEverywhere';
import { useSessionUser } from '../../features/auth/api/session-store';
import { NotificationSettingsSection } from '../../features/notifications/components/NotificationSettingsSection';

/**
 * `/my/settings`: the signed-in user's profile to edit, e-mail and password, notifications, and the way to organizer
 * access.
 */
export default function MySettingsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const user = useSessionUser();
  const [now] = useState(() => new Date());
  if (!user) return null;
  const flags = sessionFlags(user, now);
  return (
    <Stack gap="lg">
      <PageHeader title={t('titles.mySettings')} description={t('pages:mySettings.description')} />
      <SessionUserCard user={user} />
      {/* Keyed by the user: a fresh form after another account signs in on this tab. */}
      <ProfileForm key={user._id} user={user} />
      <ChangeEmailForm key={`email-${user._id}`} user={user} />
      <ChangePasswordForm />
      <NotificationSettingsSection />
      <SignOutEverywhere />
      {!(flags.isOrganizer && flags.isActiveOrganizer) && <OrganizerAccessRequest />}
    </Stack>
  );
}
