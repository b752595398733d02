import { Alert, Button, Group, Modal, SegmentedControl, Stack } from '@mantine/core';
import { createParticipantSchema } from '@hema/shared/contracts/participants';
import { usersContract } from '@hema/shared/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { useAddFighter } from '../api/participants';
import { NewFighterForm } from './NewFighterForm';

interface AddFighterModalProps {
  nominationId: string;
  opened: boolean;
  onClose: () => void;
}

type Mode = 'existing' | 'new';

/** "Add fighter": an existing user through an async select, or a new fighter created on the spot. */
export function AddFighterModal({ nominationId, opened, onClose }: AddFighterModalProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const [mode, setMode] = useState<Mode>('existing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('pages:fighters.add')} centered size="lg">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: 'existing', label: t('pages:fighters.existingUser') },
            { value: 'new', label: t('pages:fighters.newFighter') },
          ]}
        />
        {mode === 'existing' ? (
          <ExistingUserForm nominationId={nominationId} onDone={onClose} />
        ) : (
          <NewFighterOnTheSpot nominationId={nominationId} onDone={onClose} />
        )}
      </Stack>
    </Modal>
  );
}

function ExistingUserForm({ nominationId, onDone }: { nominationId: string; onDone: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const add = useAddFighter(nominationId);
  const form = useContractForm(createParticipantSchema, {
    initialValues: { userId: null as string | null },
    toInput: (values) => ({ userId: values.userId ?? undefined }),
  });
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else if (error instanceof ApiError && error.code === 'competition/participant-exists')
      form.setServerErrors({ userId: error.serverMessage ?? error.message });
    else notifyError(error);
  };
  const userId = form.inputProps('userId');
  return (
    <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body, { onSuccess: onDone, onError }))}>
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <AsyncSelect
          endpoint={usersContract.list}
          searchField="name"
          label={t('pages:fighters.user')}
          placeholder={t('pages:fighters.userPlaceholder')}
          required
          value={form.values.userId}
          onChange={(id) => form.form.setFieldValue('userId', id)}
          error={typeof userId.error === 'string' ? userId.error : null}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('pages:fighters.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NewFighterOnTheSpot({ nominationId, onDone }: { nominationId: string; onDone: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const add = useAddFighter(nominationId);
  return (
    <NewFighterForm
      submitLabel={t('pages:fighters.createAndAdd')}
      pending={add.isPending}
      // The entry's field errors come under `fighter.`; the form's fields are the fighter's own.
      fieldPrefix="fighter."
      onCreate={(fighter, callbacks) => add.mutate({ fighter }, { ...callbacks, onSuccess: onDone })}
      // A namesake who is already a user is entered as they are, not created a second time.
      onUseExisting={(user) => add.mutate({ userId: user._id }, { onSuccess: onDone, onError: notifyError })}
    />
  );
}
