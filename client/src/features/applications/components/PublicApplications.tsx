import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { usePublicApplications } from '../api/applications';
import { ApplicationState } from './ApplicationState';

/**
 * A category's applications as the organizer lets the public see them (spec §2 applications page): approved and
 * pending, the waiting list and payments only when shown publicly; nothing when the list is private.
 */
export function PublicApplications({ nominationId }: { nominationId: string }) {
  const { t } = useTranslation(['translation', 'pages']);
  const list = usePublicApplications(nominationId);
  if (list.error instanceof ApiError && list.error.status === 403)
    return (
      <Alert color="gray" variant="light">
        {t('pages:publicApplications.private')}
      </Alert>
    );
  if (!list.data) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('pages:publicApplications.title')}
      </Title>
      {list.data.items.length === 0 ? (
        <Text c="dimmed">{t('pages:publicApplications.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label={t('pages:publicApplications.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pages:tournament.applications.fighter')}</Table.Th>
                <Table.Th>{t('pages:tournament.applications.club')}</Table.Th>
                <Table.Th>{t('pages:publicApplications.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((a) => (
                <Table.Tr key={a._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/users/${encodeURIComponent(a.username || a.userId)}`}>
                      {a.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{a.club?.title ?? ''}</Table.Td>
                  <Table.Td>
                    <ApplicationState application={a} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
