import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { clubsContract } from '@hema/shared/contracts/catalog';
import { createTeamSchema, TEAM_LINE_UP_MAX, type Team } from '@hema/shared/contracts/teams';
import { usersContract } from '@hema/shared/contracts/users';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { AsyncSelect } from '../../grid/components/AsyncSelect';
import { useCreateTeam, useUpdateTeam } from '../api/teams';

interface TeamFormModalProps {
  nominationId: string;
  /** The category's fencers a side: slots past it are reserves. */
  members: number;
  /** The team to edit; a new team when absent. */
  team?: Team | null;
  opened: boolean;
  onClose: () => void;
}

/** "Add team" / "Edit team": name, club or mixed, and the line-up in order (moving a fencer up swaps with a reserve). */
export function TeamFormModal({ nominationId, members, team, opened, onClose }: TeamFormModalProps) {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={team ? t('pages:teams.edit') : t('pages:teams.add')}
      centered
      size="lg"
    >
      {opened && <TeamForm nominationId={nominationId} members={members} team={team} onDone={onClose} />}
    </Modal>
  );
}

function TeamForm({
  nominationId,
  members,
  team,
  onDone,
}: Omit<TeamFormModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const create = useCreateTeam(nominationId);
  const update = useUpdateTeam();
  const initialIds = team?.members.map((m) => m._id) ?? [];
  const slots = Math.max(members, initialIds.length);
  const form = useContractForm(createTeamSchema, {
    initialValues: {
      name: team?.name ?? '',
      clubId: team?.club?._id ?? (null as string | null),
      memberIds: Array.from({ length: slots }, (_, i) => initialIds[i] ?? null) as (string | null)[],
    },
    toInput: (values) => ({ ...values, memberIds: values.memberIds.filter((id): id is string => !!id) }),
  });
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else notifyError(error);
  };
  const ids = form.values.memberIds;
  const setIds = (next: (string | null)[]) => form.form.setFieldValue('memberIds', next);
  const moveUp = (index: number) => {
    const next = [...ids];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    setIds(next);
  };
  const lineUpError = form.form.errors.memberIds;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        team
          ? update.mutate(
              {
                id: team._id,
                body: { name: body.name, clubId: body.clubId ?? null, memberIds: body.memberIds },
              },
              { onSuccess: onDone, onError },
            )
          : create.mutate(body, { onSuccess: onDone, onError }),
      )}
    >
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <TextInput label={t('pages:teams.name')} required {...form.inputProps('name')} />
        <AsyncSelect
          endpoint={clubsContract.list}
          searchField="title"
          label={t('pages:teams.club')}
          placeholder={t('pages:teams.mixed')}
          clearable
          value={form.values.clubId}
          onChange={(id) => form.form.setFieldValue('clubId', id)}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('pages:teams.lineUp')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('pages:teams.lineUpHint', { count: members })}
          </Text>
          {ids.map((id, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <div style={{ flex: 1, minWidth: 0 }}>
                <AsyncSelect
                  endpoint={usersContract.list}
                  searchField="name"
                  label={
                    index < members
                      ? t('pages:teams.fencer', { n: index + 1 })
                      : t('pages:teams.reserve', { n: index - members + 1 })
                  }
                  placeholder={t('pages:fighters.userPlaceholder')}
                  required={index < members}
                  clearable
                  value={id}
                  onChange={(value) => setIds(ids.map((old, i) => (i === index ? value : old)))}
                />
              </div>
              <ActionIcon
                variant="default"
                size="lg"
                disabled={index === 0}
                onClick={() => moveUp(index)}
                aria-label={t('pages:fighters.moveUp')}
              >
                ↑
              </ActionIcon>
            </Group>
          ))}
          {typeof lineUpError === 'string' && (
            <Text size="sm" c="red" role="alert">
              {lineUpError}
            </Text>
          )}
          <Group>
            <Button
              variant="subtle"
              disabled={ids.length >= TEAM_LINE_UP_MAX}
              onClick={() => setIds([...ids, null])}
            >
              {t('pages:teams.addReserve')}
            </Button>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {team ? t('pages:teams.save') : t('pages:teams.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
