import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOutEverywhere } from '../api/profile';
import { SettingsSection } from '../../../components/ui/SettingsSection';

/** "Sign out everywhere": ends every session of the account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const { t } = useTranslation(['translation', 'pages']);
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  return (
    <SettingsSection title={t('pages:mySettings.sessions')}>
      <Text size="sm" c="dimmed">
        {t('pages:mySettings.sessionsHint')}
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          {t('pages:mySettings.signOutEverywhere')}
        </Button>
      </Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('pages:mySettings.signOutEverywhere')}
        centered
      >
        <Stack gap="md">
          <Text>{t('pages:mySettings.signOutEverywhereConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={() => setAsking(false)}>
              {t('pages:mySettings.keepSessions')}
            </Button>
            <Button color="red" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              {t('pages:mySettings.signOutEverywhereYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
