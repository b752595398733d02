import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTeamMatch } from '../api/teams';

/**
 * A team match's relay: each bout in order with its fencers, its own score, the team score after it and
 * its status; each bout opens its own fight page (log, fix results). Nothing for a fight that has no bouts.
 */
export function TeamMatchBouts({
  matchId,
  boutsBase,
  version,
}: {
  matchId: string;
  boutsBase: string;
  /** The match's version: a new one (a bout finished) reloads the relay. */
  version: number | undefined;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  const match = useTeamMatch(matchId);
  const { refetch } = match;
  useEffect(() => {
    if (version !== undefined) void refetch();
  }, [version, refetch]);
  const bouts = match.data?.bouts ?? [];
  if (bouts.length === 0) return null;
  let total1 = 0;
  let total2 = 0;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('pages:teams.bouts')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="relay-bouts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('pages:management.columns.fighter1')}</Table.Th>
              <Table.Th>{t('pages:management.columns.fighter2')}</Table.Th>
              <Table.Th>{t('pages:teams.boutScore')}</Table.Th>
              <Table.Th>{t('pages:teams.teamScore')}</Table.Th>
              <Table.Th>{t('pages:management.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bouts.map((bout, index) => {
              total1 += bout.score1;
              total2 += bout.score2;
              return (
                <Table.Tr key={bout._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${boutsBase}/${bout._id}`}>
                      {index + 1}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{bout.fighter1?.name ?? '—'}</Table.Td>
                  <Table.Td>{bout.fighter2?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    {bout.score1}:{bout.score2}
                  </Table.Td>
                  <Table.Td>
                    <Text fw={700} span>
                      {total1}:{total2}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={bout.status === 'finished' ? 'gray' : 'blue'}>
                      {t(`live.status.${bout.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
