import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateUser } from '../../../features/user-admin/api/people-writes';
import { NewFighterForm } from '../../../features/participants/components/NewFighterForm';
import { useManagedUsersGrid } from '../../../features/user-admin/hooks/use-managed-users-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/organizer/users`: the fighters and users an organizer manages; "Add user" creates a fighter. */
export default function OrganizerUsersRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.organizerUsers');
  const grid = useManagedUsersGrid({ hrefBase: '/organizer/users', caption: title });
  const [adding, setAdding] = useState(false);
  const create = useCreateUser();
  const navigate = useNavigate();
  return (
    <>
      <ManagementGridPage
        title={title}
        purpose={t('pages:management.pages.organizerUsers')}
        actions={<Button onClick={() => setAdding(true)}>{t('pages:people.addUser')}</Button>}
        grid={grid}
      />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('pages:people.addUser')}
        centered
        size="lg"
      >
        <NewFighterForm
          submitLabel={t('pages:people.addUser')}
          pending={create.isPending}
          onCreate={(fighter, callbacks) =>
            create.mutate(fighter, {
              ...callbacks,
              onSuccess: (user) => navigate(`/organizer/users/${user._id}`),
            })
          }
        />
      </Modal>
    </>
  );
}
