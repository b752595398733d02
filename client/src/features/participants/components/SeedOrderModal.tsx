import { ActionIcon, Button, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { participantsContract, type Participant } from '@hema/shared/contracts/participants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listPageQuery } from '../../../lib/endpoint-client';
import { useReorderFighters } from '../api/participants';

interface SeedOrderModalProps {
  nominationId: string;
  opened: boolean;
  onClose: () => void;
}

/** Moves the item at `from` to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The seeds as one ordered list: drag a fighter to another place (or use the arrows, which also work by keyboard
 * and on touch screens), then save — every fighter gets their place as the seed.
 */
export function SeedOrderModal({ nominationId, opened, onClose }: SeedOrderModalProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const list = useQuery({
    ...listPageQuery(participantsContract.list, {
      params: { id: nominationId },
      query: { sort: 'seed', perPage: '0' } as never,
    }),
    enabled: opened,
  });
  const [order, setOrder] = useState<Participant[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const reorder = useReorderFighters(nominationId);

  // A fresh copy of the list each time the window opens.
  useEffect(() => {
    if (opened && list.data) setOrder(list.data.items);
  }, [opened, list.data]);

  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) setOrder((current) => moved(current, dragged, index));
    setDragged(null);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('pages:fighters.seedOrder')} centered size="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('pages:fighters.seedOrderHint')}
        </Text>
        <ScrollArea.Autosize mah="60vh">
          <Stack gap={6} role="list" aria-label={t('pages:fighters.seedOrder')}>
            {order.map((fighter, index) => (
              <Paper
                key={fighter._id}
                role="listitem"
                withBorder
                p="xs"
                draggable
                data-testid="seed-row"
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={drop(index)}
                style={{ cursor: 'grab', opacity: dragged === index ? 0.5 : 1 }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Text fw={700} w={28} ta="right">
                      {index + 1}
                    </Text>
                    <Text truncate>{fighter.name}</Text>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      disabled={index === 0}
                      aria-label={`${t('pages:fighters.moveUp')}: ${fighter.name}`}
                      onClick={() => setOrder((current) => moved(current, index, index - 1))}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={index === order.length - 1}
                      aria-label={`${t('pages:fighters.moveDown')}: ${fighter.name}`}
                      onClick={() => setOrder((current) => moved(current, index, index + 1))}
                    >
                      ↓
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('grid.cancel')}
          </Button>
          <Button
            loading={reorder.isPending}
            disabled={order.length === 0}
            onClick={() =>
              reorder.mutate(
                order.map((fighter) => fighter._id),
                { onSuccess: onClose },
              )
            }
          >
            {t('pages:fighters.saveOrder')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
