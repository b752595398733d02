import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeleteConfirmModalProps {
  /** The entity's title, name or id; null asks the plain question. */
  label: string | null;
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §5: "Are you sure you want to remove {title/name/id}?" or "Are you sure?". */
export function DeleteConfirmModal({ label, opened, pending, onConfirm, onCancel }: DeleteConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('grid.deleteTitle')} centered size="sm">
      <Text>{label ? t('grid.confirmRemoveNamed', { name: label }) : t('grid.confirmRemove')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('grid.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm} data-autofocus>
          {t('grid.remove')}
        </Button>
      </Group>
    </Modal>
  );
}
