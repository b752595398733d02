import { Alert, Badge, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationSettings,
} from '@hema/shared/contracts/notifications';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/ui/SettingsSection';
import { notifyError } from '../../../lib/notify-error';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { useTestNotification } from '../api/test-notification';
import { PushDevice, WRAP } from './PushDevice';

type Choice = Pick<NotificationSettings, 'channels' | 'followed'>;

/** /my/settings "Notifications": push on this device, the channel of each kind and of followed fighters, a test. */
export function NotificationSettingsSection() {
  const { t } = useTranslation('pages');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const test = useTestNotification();
  const [choice, setChoice] = useState<Choice | null>(null);
  useEffect(() => {
    if (settings.data && !choice)
      setChoice({ channels: settings.data.channels, followed: settings.data.followed });
  }, [settings.data, choice]);
  const stored = settings.data;
  const changed =
    !!choice &&
    !!stored &&
    JSON.stringify(choice) !== JSON.stringify({ channels: stored.channels, followed: stored.followed });
  const channelControl = (
    label: string,
    value: NotificationChannel,
    onChange: (v: NotificationChannel) => void,
  ) => (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v as NotificationChannel)}
      data={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(`notifications.channels.${c}`) }))}
    />
  );
  const save = () =>
    choice &&
    update.mutate(choice, {
      onSuccess: () => notifications.show({ color: 'green', message: t('notifications.saved') }),
      onError: notifyError,
    });
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ pushed, mailed }) =>
        notifications.show({
          color: pushed > 0 || mailed ? 'green' : 'yellow',
          message:
            pushed > 0
              ? t('notifications.testPushed', { count: pushed })
              : mailed
                ? t('notifications.testMailed')
                : t('notifications.testNothing'),
        }),
      onError: notifyError,
    });
  return (
    <SettingsSection title={t('notifications.title')}>
      <Text size="sm" c="dimmed">
        {t('notifications.hint')}
      </Text>
      <PushDevice onChange={() => void settings.refetch()} />
      {stored && (
        <Group gap="xs">
          <Badge variant="light" color={stored.devices > 0 ? 'green' : 'gray'}>
            {t('notifications.devices', { count: stored.devices })}
          </Badge>
        </Group>
      )}
      {stored && !stored.hasEmail && stored.devices === 0 && (
        <Alert color="yellow" variant="light">
          {t('notifications.noEmail')}
        </Alert>
      )}
      {choice && (
        <Table verticalSpacing="sm" aria-label={t('notifications.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.kind')}</Table.Th>
              <Table.Th>{t('notifications.channel')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>
                  <Text size="sm">{t(`notifications.kinds.${kind}`)}</Text>
                  {kind === 'application' && (
                    <Text size="xs" c="dimmed">
                      {t('notifications.applicationHint')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {channelControl(t(`notifications.kinds.${kind}`), choice.channels[kind], (channel) =>
                    setChoice({ ...choice, channels: { ...choice.channels, [kind]: channel } }),
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>
                <Text size="sm">{t('notifications.followed')}</Text>
                <Text size="xs" c="dimmed">
                  {t('notifications.followedHint')}
                </Text>
              </Table.Td>
              <Table.Td>
                {channelControl(t('notifications.followed'), choice.followed, (followed) =>
                  setChoice({ ...choice, followed }),
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Button variant="default" loading={test.isPending} onClick={sendTest} styles={WRAP}>
          {t('notifications.test')}
        </Button>
        <Button disabled={!changed} loading={update.isPending} onClick={save}>
          {t('notifications.save')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
