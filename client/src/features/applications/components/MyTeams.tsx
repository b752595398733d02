import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MyTeam } from '@hema/shared/contracts/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notifyError } from '../../../lib/notify-error';
import { useAnswerTeamInvitation, useMyTeams } from '../api/my-teams';

/**
 * The teams the fencer is named in (team consent): a captain's invitation is accepted or declined here; until it is
 * accepted the fencer holds no place in the team and is free to join another team of the category.
 */
export function MyTeams() {
  const { t } = useTranslation(['translation', 'pages']);
  const mine = useMyTeams();
  const answer = useAnswerTeamInvitation();
  const [declining, setDeclining] = useState<MyTeam | null>(null);
  if (!mine.data || mine.data.items.length === 0) return null;

  const reply = (team: MyTeam, accept: boolean) =>
    answer.mutate(
      { teamId: team._id, accept },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(accept ? 'pages:myTeams.accepted' : 'pages:myTeams.declined', { team: team.name }),
          }),
        onError: notifyError,
        onSettled: () => setDeclining(null),
      },
    );

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('pages:myTeams.title')}
      </Title>
      {mine.data.items.map((team) => (
        <Paper key={team._id} withBorder radius="md" p="md" data-testid="my-team">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>{team.name}</Text>
                <Anchor component={Link} to={`/tournament/${encodeURIComponent(team.tournament.idString)}`}>
                  {team.tournament.title}
                </Anchor>
                <Text size="sm">{team.nomination.title}</Text>
              </Stack>
              <Badge color={team.invited ? 'yellow' : 'green'} variant="light">
                {t(team.invited ? 'pages:myTeams.invitedBadge' : 'pages:myTeams.memberBadge')}
              </Badge>
            </Group>
            {team.invited && (
              <>
                <Text size="sm" c="dimmed">
                  {team.captain
                    ? t('pages:myTeams.invitation', { captain: team.captain.name })
                    : t('pages:myTeams.invitationNoCaptain')}
                </Text>
                <Group gap="xs" mt={4}>
                  <Button size="xs" loading={answer.isPending} onClick={() => reply(team, true)}>
                    {t('pages:myTeams.accept')}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setDeclining(team)}>
                    {t('pages:myTeams.decline')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      ))}
      <Modal
        opened={declining !== null}
        onClose={() => setDeclining(null)}
        title={t('pages:myTeams.decline')}
      >
        <Stack>
          <Text>{declining && t('pages:myTeams.declineConfirm', { team: declining.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeclining(null)}>
              {t('pages:myApplications.cancel')}
            </Button>
            <Button
              color="red"
              loading={answer.isPending}
              onClick={() => declining && reply(declining, false)}
            >
              {t('pages:myTeams.decline')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
