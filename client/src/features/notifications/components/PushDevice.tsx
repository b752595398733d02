import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { notifyError } from '../../../lib/notify-error';
import { fetchPushKey } from '../api/push-key';
import { forgetSubscription, saveSubscription } from '../api/push-subscriptions';
import { PushDeniedError, pushState, subscribePush, unsubscribePush, type PushState } from '../push-device';

/** Long labels (Russian at 390 px) wrap instead of being cut. */
export const WRAP = { root: { height: 'auto', minHeight: 36 }, label: { whiteSpace: 'normal' as const } };

/** Push on this device: its state, and the button that enables it (the browser asks for the permission) or ends it. */
export function PushDevice({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation('pages');
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setState, () => setState('unsupported'));
  }, []);

  const enable = async () => {
    setBusy(true);
    try {
      const subscription = await subscribePush(await fetchPushKey());
      await saveSubscription({
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        locale: currentLanguage() === 'ru' ? 'ru' : 'en',
      });
      setState('on');
      notifications.show({ color: 'green', message: t('notifications.pushEnabled') });
      onChange();
    } catch (error) {
      if (error instanceof PushDeniedError) setState(await pushState());
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribePush();
      if (endpoint) await forgetSubscription(endpoint);
      setState('off');
      notifications.show({ message: t('notifications.pushDisabled') });
      onChange();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  if (!state) return null;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" style={{ flex: '1 1 16rem' }}>
        {t(`notifications.device.${state}`)}
      </Text>
      {state === 'off' && (
        <Button loading={busy} onClick={() => void enable()} styles={WRAP}>
          {t('notifications.enablePush')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="light" color="red" loading={busy} onClick={() => void disable()} styles={WRAP}>
          {t('notifications.disablePush')}
        </Button>
      )}
    </Group>
  );
}
