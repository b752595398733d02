import { Anchor, Badge, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { useNominationParticipantsQuery } from '../../features/tournament-page/api/nomination-participants';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

/** `/tournament/{id}/applications/{idNomination?}`: who takes part in each category. */
export default function TournamentApplicationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const navigate = useNavigate();
  const { tournament } = useTournamentOutlet();
  const { idNomination } = useParams();
  const nominationId = idNomination ?? tournament.nominations[0]?._id;
  const participants = useNominationParticipantsQuery(nominationId);
  const base = `/tournament/${encodeURIComponent(tournament.idString)}/applications`;

  if (tournament.nominations.length === 0) {
    return (
      <EmptyPanel
        icon="mail"
        title={t('pages:tournament.noCategories')}
        description={t('pages:tournament.noCategoriesText')}
      />
    );
  }

  const items = participants.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Select
          label={t('pages:tournament.applications.category')}
          data={tournament.nominations.map((n) => ({ value: n._id, label: n.title }))}
          value={nominationId ?? null}
          onChange={(value) => value && navigate(`${base}/${value}`)}
          allowDeselect={false}
          w={{ base: '100%', sm: 360 }}
        />
        {participants.data && (
          <Text c="dimmed" size="sm">
            {t('pages:tournament.applications.count', { count: participants.data.count })}
          </Text>
        )}
      </Group>
      {participants.isPending ? (
        <Skeleton h={160} radius="lg" />
      ) : items.length === 0 ? (
        <EmptyPanel
          icon="mail"
          title={t('pages:tournament.applications.emptyTitle')}
          description={t('pages:tournament.applications.emptyText')}
        />
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>#</Table.Th>
                  <Table.Th>{t('pages:tournament.applications.fighter')}</Table.Th>
                  <Table.Th>{t('pages:tournament.applications.club')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((participant, index) => (
                  <Table.Tr key={participant._id}>
                    <Table.Td c="dimmed">{index + 1}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Anchor
                          component={Link}
                          to={`/users/${participant.username || participant.userId || ''}`}
                        >
                          {participant.name}
                        </Anchor>
                        {participant.droppedOut && (
                          <Badge color="red" variant="light" size="sm">
                            {t('pages:tournament.applications.droppedOut')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{participant.club?.title ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
