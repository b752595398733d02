import { Button, Group, List, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { participantsContract } from '@hema/shared/contracts/participants';
import { MAX_POOL_SIZE } from '@hema/shared/competition/pools';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPageQuery } from '../../../lib/endpoint-client';
import { useSetPoolFighters } from '../api/pool';

interface PoolFightersModalProps {
  poolId: string;
  nominationId: string;
  title: string;
  /** The pool's fighters now, in sheet order. */
  current: string[];
  opened: boolean;
  onClose: () => void;
}

/**
 * A pool's fighters in sheet order (spec §5: at most 7). Saving builds the pool's bouts again in the standard bout
 * order; the server refuses once a fight of the pool has started, or a fighter who dropped out or sits in another
 * pool (its message shows here).
 */
export function PoolFightersModal({
  poolId,
  nominationId,
  title,
  current,
  opened,
  onClose,
}: PoolFightersModalProps) {
  const { t } = useTranslation(['pages', 'translation']);
  const list = useQuery({
    ...listPageQuery(participantsContract.list, {
      params: { id: nominationId },
      query: { sort: 'seed', perPage: '0' } as never,
    }),
    enabled: opened,
  });
  const save = useSetPoolFighters(poolId);
  const [chosen, setChosen] = useState<string[]>(current);
  useEffect(() => {
    if (opened) setChosen(current);
  }, [opened, current]);

  const people = list.data?.items ?? [];
  const nameOf = (id: string) => people.find((p) => p.userId === id)?.name ?? '';
  const options = people
    .filter((p) => !p.droppedOut || chosen.includes(p.userId))
    .map((p) => ({ value: p.userId, label: p.club ? `${p.name} (${p.club.title})` : p.name }));
  const tooMany = chosen.length > MAX_POOL_SIZE;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pages:standings.poolEditor.title', { pool: title })}
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('pages:standings.poolEditor.help')}
        </Text>
        <MultiSelect
          label={t('pages:standings.poolEditor.fighters')}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          error={tooMany ? t('pages:standings.poolEditor.tooMany') : null}
          comboboxProps={{ withinPortal: true }}
          data-testid="pool-fighters-select"
        />
        {chosen.length > 0 && (
          <List type="ordered" size="sm" data-testid="pool-sheet-order">
            {chosen.map((id) => (
              <List.Item key={id}>{nameOf(id)}</List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('translation:grid.cancel')}
          </Button>
          <Button
            disabled={tooMany || chosen.length < 2}
            loading={save.isPending}
            onClick={() =>
              save.mutate(chosen, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('pages:standings.poolEditor.saved') });
                  onClose();
                },
              })
            }
          >
            {t('pages:standings.poolEditor.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
