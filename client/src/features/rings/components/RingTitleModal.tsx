import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { createAreaSchema } from '@hema/shared/contracts/areas';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';

interface RingTitleModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  /** The ring's title now; empty for a new ring. */
  initialTitle?: string;
  pending: boolean;
  onSubmit: (title: string) => Promise<unknown>;
  onClose: () => void;
}

/** The one field of a ring, its title: "Add ring" and "Rename". */
export function RingTitleModal({ opened, onClose, title, ...form }: RingTitleModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && <RingTitleForm {...form} onClose={onClose} />}
    </Modal>
  );
}

function RingTitleForm({
  submitLabel,
  initialTitle = '',
  pending,
  onSubmit,
  onClose,
}: Omit<RingTitleModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation(['translation', 'pages']);
  const form = useContractForm(createAreaSchema, { initialValues: { title: initialTitle } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ title }) =>
        onSubmit(title).catch((error: unknown) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
            form.setServerErrors(error.fieldErrors);
          else notifyError(error);
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t('pages:ringEditor.title')}
          withAsterisk
          data-autofocus
          {...form.inputProps('title')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('pages:ringEditor.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
