import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FOLLOW_LIMITS } from '@hema/shared/contracts/following';
import { usersContract } from '@hema/shared/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import {
  useGroupMember,
  useRemoveGroup,
  useRenameGroup,
  type FollowedFighter,
  type FollowGroup,
} from '../api/following';
import { groupNameError } from './group-name-error';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';

function RenameForm({ group, onDone }: { group: FollowGroup; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameGroup(group._id);
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setError(t('following.nameRequired'));
        rename.mutate(name.trim(), { onSuccess: onDone, onError: (e) => setError(groupNameError(e, t)) });
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('following.groupName')}
          value={name}
          maxLength={FOLLOW_LIMITS.groupName}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Button type="submit" loading={rename.isPending}>
          {t('following.save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('following.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * One of the user's groups: its name (a link to its live page), its members with "remove" (confirmed), a search to
 * add a fighter, rename and delete (confirmed).
 */
export function GroupCard({ group, linkToPage = true }: { group: FollowGroup; linkToPage?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useGroupMember(group._id);
  const remove = useRemoveGroup(group._id);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [leaving, setLeaving] = useState<FollowedFighter | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const full = group.members.length >= FOLLOW_LIMITS.membersPerGroup;
  return (
    <Paper withBorder radius="md" p="md" data-testid="follow-group" data-group={group.name}>
      <Stack gap="sm">
        {renaming ? (
          <RenameForm group={group} onDone={() => setRenaming(false)} />
        ) : (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {linkToPage ? (
                <Anchor component={Link} to={`/my/following/groups/${group._id}`} inherit>
                  {group.name}
                </Anchor>
              ) : (
                group.name
              )}
            </Title>
            <Group gap={6}>
              <Button size="xs" variant="default" onClick={() => setRenaming(true)}>
                {t('following.rename')}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
                {t('following.deleteGroup')}
              </Button>
            </Group>
          </Group>
        )}
        {group.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('following.noMembers')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.members.map((m) => (
              <Group key={m._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={`/users/${encodeURIComponent(m.username || m._id)}`} truncate>
                    {m.name}
                  </Anchor>
                  {m.club && (
                    <Text size="xs" c="dimmed" truncate>
                      {m.club.title}
                    </Text>
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('following.removeMemberNamed', { name: m.name })}
                  onClick={() => setLeaving(m)}
                >
                  <span aria-hidden>×</span>
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {!full && (
          <AsyncSelect
            endpoint={usersContract.list}
            searchField="name"
            label={t('following.addMember')}
            placeholder={t('following.addMemberPlaceholder')}
            value={picked}
            onChange={(id) => {
              setPicked(id);
              if (id) member.mutate({ fighterId: id, add: true }, { onSettled: () => setPicked(null) });
            }}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={leaving !== null}
        title={t('following.removeMember')}
        text={t('following.removeMemberConfirm', { name: leaving?.name ?? '', group: group.name })}
        action={t('following.remove')}
        pending={member.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={() =>
          leaving &&
          member.mutate({ fighterId: leaving._id, add: false }, { onSettled: () => setLeaving(null) })
        }
      />
      <ConfirmModal
        opened={deleting}
        title={t('following.deleteGroup')}
        text={t('following.deleteGroupConfirm', { group: group.name })}
        action={t('following.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDeleting(false);
              if (!linkToPage) void navigate('/my/following');
            },
          })
        }
      />
    </Paper>
  );
}
