import { Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FilterClause } from '@hema/shared/query/list-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/grid/components/DataGrid';
import { LicenceRequestsSection } from '../../../features/licence/components/LicenceRequestsSection';
import {
  useDecideOrganizerRequest,
  type OrganizerRequest,
} from '../../../features/licence/api/organizer-requests';
import type { ManagedUser } from '../../../features/user-admin/api/users';
import { LicenseModal, type LicenseHolder } from '../../../features/user-admin/components/LicenseModal';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { useManagedUsersGrid } from '../../../features/user-admin/hooks/use-managed-users-grid';
import { useOrganizerRequestsGrid } from '../../../features/licence/hooks/use-organizer-requests-grid';

const ORGANIZERS: FilterClause[] = [{ field: 'role', values: ['ORGANIZER', 'ORGANIZER_TRIAL'] }];

/** Refusing a request says why: the reason is kept with it. */
function RefuseModal({ request, onClose }: { request: OrganizerRequest | null; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const [reason, setReason] = useState('');
  const decide = useDecideOrganizerRequest();
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('pages:admin.license.refuseTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!request || !reason.trim()) return;
          decide.mutate(
            { id: request._id, approve: false, reason: reason.trim() },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('pages:admin.license.refused') });
                setReason('');
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('pages:admin.license.refuseText', { name: request?.user?.name ?? '' })}</Text>
          <Textarea
            label={t('pages:admin.license.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1000}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('grid.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!reason.trim()} loading={decide.isPending}>
              {t('pages:management.refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * `/admin/licenses`: organizers' requests for a longer licence (LicenceRequestsSection), requests for organizer
 * access (approval = one-week trial, spec §1; refusal with a reason), and
 * every organizer's licence — granted, extended and revoked here; both lists reload after each action.
 */
export default function AdminLicensesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const [refusing, setRefusing] = useState<OrganizerRequest | null>(null);
  const [editing, setEditing] = useState<{ user: LicenseHolder | null } | null>(null);
  const onLicense = useCallback(
    (row: ManagedUser) => setEditing({ user: { ...row, name: row.name || row.username } }),
    [],
  );
  const requests = useOrganizerRequestsGrid({
    caption: t('pages:management.organizerRequests'),
    onRefuse: setRefusing,
  });
  const organizers = useManagedUsersGrid({
    hrefBase: '/admin/users',
    caption: t('pages:management.organizers'),
    baseFilter: ORGANIZERS,
    withLicense: true,
    onLicense,
  });
  return (
    <ManagementPage
      title={t('titles.adminLicenses')}
      purpose={t('pages:management.pages.adminLicenses')}
      back={{ to: '/admin', label: t('titles.admin') }}
      actions={<Button onClick={() => setEditing({ user: null })}>{t('pages:admin.license.grant')}</Button>}
    >
      <LicenceRequestsSection />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pages:management.organizerRequests')}
        </Title>
        <DataGrid {...requests} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pages:management.organizers')}
        </Title>
        <Text c="dimmed">{t('pages:management.organizersText')}</Text>
        <DataGrid {...organizers} />
      </Stack>
      <RefuseModal request={refusing} onClose={() => setRefusing(null)} />
      <LicenseModal user={editing?.user ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </ManagementPage>
  );
}
