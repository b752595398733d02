import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isReleasedEmail } from '@hema/shared/contracts/users';
import { emailSchema } from '@hema/shared/schemas/auth';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../lib/validation-message';
import type { ManagedUserDetails } from '../api/user';
import { useDeleteAccount, useReleaseEmail, useRestoreAccount } from '../api/user-admin';

type Dialog = 'delete' | 'restore' | 'release' | null;

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  confirm: string;
  pending: boolean;
  disabled?: boolean;
  color?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, confirm, pending, disabled, color, onConfirm, onCancel, children } = props;
  const { t } = useTranslation('pages');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled) onConfirm();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('management.userActions.cancel')}
            </Button>
            <Button type="submit" color={color} loading={pending} disabled={disabled}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What an admin does with one account on `/admin/users/{id}` beside editing it (AdminUserForm): delete it; bring a deleted one back
 * or release its e-mail for a new registration. Every step asks first; a refusal (the last administrator, one's own
 * admin role, an e-mail already taken) comes back as the error notification with the server's reason.
 */
export function AdminUserActions({ user }: { user: ManagedUserDetails }) {
  const { t } = useTranslation(['translation', 'pages']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const remove = useDeleteAccount(user._id);
  const restore = useRestoreAccount(user._id);
  const release = useReleaseEmail(user._id);
  const name = user.name || user.username;
  const released = isReleasedEmail(user.email);
  const close = () => setDialog(null);
  const done = (key: 'deleted' | 'restored' | 'released') => () => {
    notifications.show({ color: 'green', message: t(`pages:management.userActions.${key}`) });
    close();
  };
  const emailCheck = emailSchema.safeParse(email);
  const emailError =
    released && emailTouched && !emailCheck.success
      ? translateValidationMessage(t, emailCheck.error.issues[0].message)
      : undefined;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('pages:management.userActions.title')}
        </Title>
        {user.deleted ? (
          <>
            <Text size="sm" c="dimmed">
              {released
                ? t('pages:management.userActions.releasedText')
                : t('pages:management.userActions.deletedText')}
            </Text>
            <Group gap="sm">
              <Button onClick={() => setDialog('restore')}>
                {t('pages:management.userActions.restore')}
              </Button>
              {!released && (
                <Button variant="light" color="red" onClick={() => setDialog('release')}>
                  {t('pages:management.userActions.releaseEmail')}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('pages:management.userActions.activeText')}
            </Text>
            <Group>
              <Button variant="light" color="red" onClick={() => setDialog('delete')}>
                {t('pages:management.userActions.delete')}
              </Button>
            </Group>
          </>
        )}
      </Stack>

      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('grid.deleteTitle')}
        confirm={t('grid.remove')}
        color="red"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: done('deleted'), onError: close })}
        onCancel={close}
      >
        {/* Spec §5: "Are you sure you want to remove {name}?" */}
        <Text>{t('grid.confirmRemoveNamed', { name })}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'restore'}
        title={t('pages:management.userActions.restoreTitle')}
        confirm={t('pages:management.userActions.restore')}
        pending={restore.isPending}
        disabled={released && !emailCheck.success}
        onConfirm={() => restore.mutate(released ? emailCheck.data! : null, { onSuccess: done('restored') })}
        onCancel={close}
      >
        <Text>{t('pages:management.userActions.restoreText', { name })}</Text>
        {released && (
          <>
            <Text size="sm" c="dimmed">
              {t('pages:management.userActions.restoreNewEmail')}
            </Text>
            <TextInput
              type="email"
              label={t('pages:management.userActions.newEmail')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => setEmailTouched(true)}
              error={emailError}
              required
              data-autofocus
            />
          </>
        )}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'release'}
        title={t('pages:management.userActions.releaseTitle')}
        confirm={t('pages:management.userActions.releaseEmail')}
        pending={release.isPending}
        onConfirm={() => release.mutate(undefined, { onSuccess: done('released'), onError: close })}
        onCancel={close}
      >
        <Text>{t('pages:management.userActions.releaseText', { email: user.email })}</Text>
      </ConfirmModal>
    </Paper>
  );
}
