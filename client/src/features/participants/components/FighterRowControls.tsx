import { Button, Group, Modal, NumberInput, Switch, Text } from '@mantine/core';
import type { Participant } from '@hema/shared/contracts/participants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateFighter } from '../api/participants';
import { useDropOutText } from '../../../lib/drop-out-text';

/** The seed, typed in place: saved when the field is left or Enter is pressed, if it changed. */
export function SeedInput({ fighter }: { fighter: Participant }) {
  const { t } = useTranslation(['translation', 'pages']);
  const update = useUpdateFighter();
  const [value, setValue] = useState<string | number>(fighter.seed ?? '');
  useEffect(() => setValue(fighter.seed ?? ''), [fighter.seed]);
  const save = () => {
    const seed = value === '' ? null : Number(value);
    if (seed === fighter.seed || (seed !== null && !Number.isInteger(seed))) return;
    update.mutate({ id: fighter._id, body: { seed } });
  };
  return (
    <NumberInput
      size="xs"
      w={80}
      min={1}
      max={100_000}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      aria-label={`${t('pages:management.columns.seed')}: ${fighter.name}`}
      value={value}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
      disabled={update.isPending}
    />
  );
}

/**
 * Dropped out (spec §4: excluded from pools, cannot advance). Dropping out asks first — the fighter's fights not
 * yet fought change — coming back does not.
 */
export function DropOutSwitch({ fighter }: { fighter: Participant }) {
  const { t } = useTranslation(['translation', 'pages']);
  const update = useUpdateFighter();
  const dropOutText = useDropOutText();
  const [asking, setAsking] = useState(false);
  const set = (droppedOut: boolean) =>
    update.mutate({ id: fighter._id, body: { droppedOut } }, { onSettled: () => setAsking(false) });
  return (
    <>
      <Switch
        size="sm"
        color="red"
        label={dropOutText(fighter)}
        aria-label={`${dropOutText(fighter)}: ${fighter.name}`}
        checked={fighter.droppedOut}
        disabled={update.isPending}
        onChange={(event) => (event.currentTarget.checked ? setAsking(true) : set(false))}
      />
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('pages:fighters.dropOutTitle')}
        centered
        size="sm"
      >
        <Text>{t('pages:fighters.dropOutConfirm', { name: fighter.name })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('grid.cancel')}
          </Button>
          <Button color="red" loading={update.isPending} onClick={() => set(true)} data-autofocus>
            {t('pages:fighters.dropOut')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
