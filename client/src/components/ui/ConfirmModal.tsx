import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The question; `children` add to it (what exactly is about to go). */
  text: string;
  children?: ReactNode;
  /** The red button's label ("Delete group", "Withdraw"). */
  action: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Above another modal (a review that is itself a modal). */
  zIndex?: number;
}

/** The one question before an action that cannot be taken back: Cancel, or the red action, which has the focus. */
export function ConfirmModal({
  opened,
  title,
  text,
  children,
  action,
  pending,
  onConfirm,
  onCancel,
  zIndex,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm" zIndex={zIndex}>
      <Text size="sm">{text}</Text>
      {children}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm} data-autofocus>
          {action}
        </Button>
      </Group>
    </Modal>
  );
}
