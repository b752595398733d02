import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateNomination } from '../../../features/categories/api/nominations';
import { NominationForm } from '../../../features/categories/components/NominationForm';
import { useManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { useNominationsGrid } from '../../../features/categories/hooks/use-nominations-grid';
import { useManagementWrites } from '../../../features/licence/management-writes';
import { ManagementGridPage } from '../ManagementGridPage';

/** Categories (nominations) of the tournament: add, open, reorder and remove them. */
export default function OrganizerNominationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament, base } = useManagedTournamentOutlet();
  const title = t('pages:management.tabs.nominations');
  const order = useMemo(() => tournament.nominations.map((n) => n._id), [tournament.nominations]);
  const { locked } = useManagementWrites();
  const grid = useNominationsGrid({ tournamentId: tournament._id, base, caption: title, order, locked });
  const [adding, setAdding] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  const create = useCreateNomination(tournament._id);

  return (
    <>
      <ManagementGridPage
        title={title}
        purpose={t('pages:management.pages.nominations')}
        actions={<Button onClick={() => setAdding(true)}>{t('pages:categoryForm.addCategory')}</Button>}
        grid={grid}
      />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('pages:categoryForm.addTitle')}
        size="xl"
        fullScreen={narrow}
      >
        <NominationForm
          submitLabel={t('pages:categoryForm.add')}
          pending={create.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={async (body) => {
            const created = await create.mutateAsync(body);
            setAdding(false);
            notifications.show({
              color: 'green',
              message: t('pages:categoryForm.created', { title: created.title }),
            });
          }}
        />
      </Modal>
    </>
  );
}
