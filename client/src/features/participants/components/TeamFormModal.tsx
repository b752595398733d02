import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { clubsContract } from '@hema/shared/contracts/catalog';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import {
  createTeamSchema,
  TEAM_LINE_UP_MAX,
  teamsContract,
  updateTeamSchema,
  type Team,
} from '@hema/shared/contracts/teams';
import { usersContract } from '@hema/shared/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { useCreateTeam, useUpdateTeam } from '../api/teams';
import { NewFighterForm, type NewFighter } from './NewFighterForm';

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

type NewFencer = NewFighter & { name: string };

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
  // The place whose "New fencer" form is open (a fencer created on the spot takes it when the team is saved).
  const [creatingAt, setCreatingAt] = useState<number | null>(null);
  const form = useContractForm(team ? updateTeamSchema : createTeamSchema, {
    initialValues: {
      name: team?.name ?? '',
      clubId: team?.club?._id ?? (null as string | null),
      memberIds: Array.from({ length: slots }, (_, i) => initialIds[i] ?? null) as (string | null)[],
      fresh: Array.from({ length: slots }, () => null) as (NewFencer | null)[],
    },
    toInput: ({ memberIds, fresh, ...values }) => {
      // Filled places in order; a new fencer's place is `null` in memberIds and filled from newMembers.
      const filled = memberIds.map((id, i) => ({ id, fresh: fresh[i] })).filter((p) => p.id || p.fresh);
      const newMembers = filled.flatMap((p) => (p.fresh ? [withoutName(p.fresh)] : []));
      return {
        ...values,
        ...(team ? { clubId: values.clubId ?? null } : {}),
        memberIds: filled.map((p) => (p.fresh ? null : p.id)),
        ...(newMembers.length > 0 ? { newMembers } : {}),
      };
    },
  });
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else notifyError(error);
  };
  const { memberIds: ids, fresh } = form.values;
  const setPlaces = (nextIds: (string | null)[], nextFresh: (NewFencer | null)[]) => {
    form.form.setFieldValue('memberIds', nextIds);
    form.form.setFieldValue('fresh', nextFresh);
  };
  const swap = <T,>(list: T[], index: number) => {
    const next = [...list];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    return next;
  };
  const moveUp = (index: number) => setPlaces(swap(ids, index), swap(fresh, index));
  const lineUpError = form.form.errors.memberIds;
  const placeLabel = (index: number) =>
    index < members
      ? t('pages:teams.fencer', { n: index + 1 })
      : t('pages:teams.reserve', { n: index - members + 1 });
  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit((body) =>
          team
            ? update.mutate({ id: team._id, body }, { onSuccess: onDone, onError })
            : create.mutate(body as BodyOf<typeof teamsContract.create>, { onSuccess: onDone, onError }),
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
                  {fresh[index] ? (
                    <TextInput
                      label={placeLabel(index)}
                      required={index < members}
                      readOnly
                      value={`${fresh[index]!.name} (${t('pages:teams.newFencerMark')})`}
                      rightSection={
                        <CloseButton
                          size="sm"
                          aria-label={`${t('pages:teams.removeNewFencer')}: ${placeLabel(index)}`}
                          onClick={() =>
                            setPlaces(
                              ids,
                              fresh.map((f, i) => (i === index ? null : f)),
                            )
                          }
                        />
                      }
                    />
                  ) : (
                    <AsyncSelect
                      endpoint={usersContract.list}
                      searchField="name"
                      label={placeLabel(index)}
                      placeholder={t('pages:fighters.userPlaceholder')}
                      required={index < members}
                      clearable
                      value={id}
                      onChange={(value) =>
                        setPlaces(
                          ids.map((old, i) => (i === index ? value : old)),
                          fresh,
                        )
                      }
                    />
                  )}
                </div>
                <Tooltip label={t('pages:teams.newFencer')}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => setCreatingAt(index)}
                    aria-label={`${t('pages:teams.newFencer')}: ${placeLabel(index)}`}
                  >
                    +
                  </ActionIcon>
                </Tooltip>
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
                onClick={() => setPlaces([...ids, null], [...fresh, null])}
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
      {/* Outside the team's form: the new fencer's own form must not submit the team. */}
      <Modal
        opened={creatingAt !== null}
        onClose={() => setCreatingAt(null)}
        title={creatingAt === null ? '' : `${t('pages:teams.newFencer')}: ${placeLabel(creatingAt)}`}
        centered
        size="lg"
      >
        <NewFighterForm
          submitLabel={t('pages:teams.putInLineUp')}
          pending={false}
          onCreate={(fighter) => {
            const index = creatingAt!;
            const fencer = { ...fighter, name: `${fighter.firstName} ${fighter.lastName}` };
            setPlaces(
              ids.map((old, i) => (i === index ? null : old)),
              fresh.map((old, i) => (i === index ? fencer : old)),
            );
            setCreatingAt(null);
          }}
        />
      </Modal>
    </>
  );
}

function withoutName({ name: _name, ...fighter }: NewFencer): NewFighter {
  return fighter;
}
