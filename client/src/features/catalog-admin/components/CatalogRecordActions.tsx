import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clubsContract } from '@hema/shared/contracts/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { DeleteConfirmModal } from '../../../components/grid/components/DeleteConfirmModal';
import { useMergeClub } from '../../site-admin/api/admin';
import { useSaveCatalogItem, type CatalogResource } from '../api/catalog';

interface CatalogRecordActionsProps {
  resource: CatalogResource;
  item: { _id: string; title: string; deleted: boolean };
  /** Where the list of the resource is, for after a club merge. */
  listPath: string;
}

/**
 * An admin removes a catalog record softly (spec §5's confirmation, spec §7 `{deleted: true}`: results keep naming
 * it) or brings it back; a duplicate club is merged into the club that stays.
 */
export function CatalogRecordActions({ resource, item, listPath }: CatalogRecordActionsProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const navigate = useNavigate();
  const save = useSaveCatalogItem(resource, item._id);
  const merge = useMergeClub(item._id);
  const [dialog, setDialog] = useState<'remove' | 'merge' | null>(null);
  const [into, setInto] = useState<{ id: string; title: string } | null>(null);
  const close = () => setDialog(null);
  const setDeleted = (deleted: boolean) =>
    save.mutate(
      { deleted },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: deleted ? t('grid.entityDeleted') : t('pages:admin.catalog.restored'),
          });
          close();
        },
      },
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('pages:admin.catalog.actions')}
        </Title>
        <Text size="sm" c="dimmed">
          {item.deleted ? t('pages:admin.catalog.deletedText') : t('pages:admin.catalog.activeText')}
        </Text>
        <Group gap="sm">
          {item.deleted ? (
            <Button loading={save.isPending} onClick={() => setDeleted(false)}>
              {t('pages:admin.catalog.restore')}
            </Button>
          ) : (
            <Button variant="light" color="red" onClick={() => setDialog('remove')}>
              {t('grid.remove')}
            </Button>
          )}
          {resource === 'clubs' && !item.deleted && (
            <Button variant="default" onClick={() => setDialog('merge')}>
              {t('pages:admin.catalog.mergeClub')}
            </Button>
          )}
        </Group>
      </Stack>
      <DeleteConfirmModal
        label={item.title}
        opened={dialog === 'remove'}
        pending={save.isPending}
        onConfirm={() => setDeleted(true)}
        onCancel={close}
      />
      <Modal opened={dialog === 'merge'} onClose={close} title={t('pages:admin.catalog.mergeClub')} centered>
        <Stack gap="md">
          <Text size="sm">{t('pages:admin.catalog.mergeClubText', { title: item.title })}</Text>
          <AsyncSelect
            endpoint={clubsContract.list}
            label={t('pages:admin.catalog.mergeInto')}
            placeholder={t('pages:fighters.clubPlaceholder')}
            value={into?.id ?? null}
            onChange={(id, option) => setInto(id && option ? { id, title: option.title } : null)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('grid.cancel')}
            </Button>
            <Button
              color="red"
              disabled={!into || into.id === item._id}
              loading={merge.isPending}
              onClick={() =>
                into &&
                merge.mutate(into.id, {
                  onSuccess: (answer) => {
                    notifications.show({
                      color: 'green',
                      message: t('pages:admin.catalog.clubMerged', {
                        count: answer.moved,
                        title: into.title,
                      }),
                    });
                    close();
                    navigate(`${listPath}/${answer.intoId}`);
                  },
                })
              }
            >
              {t('pages:admin.catalog.merge')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
