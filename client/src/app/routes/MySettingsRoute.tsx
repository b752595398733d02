import { Stack } from '@mantine/core';
import { sessionFlags } from '@hema/shared/auth/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { OrganizerAccessRequest } from '../../features/auth/components/OrganizerAccessRequest';
import { SessionUserCard } from '../../features/auth/components/SessionUserCard';
import { useSessionUser } from '../../features/auth/hooks/session-store';

/** `/my/settings`: the signed-in user's profile, and the way to organizer access. */
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
      {!(flags.isOrganizer && flags.isActiveOrganizer) && <OrganizerAccessRequest />}
    </Stack>
  );
}
