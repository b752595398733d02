import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFighterModal } from '../../../features/management/components/AddFighterModal';
import { SeedOrderModal } from '../../../features/management/components/SeedOrderModal';
import { useManagedNominationOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';
import { useParticipantsGrid } from '../../../features/management/hooks/use-participants-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** Requests: the fighters of the category — add (existing or new on the spot), seeds, dropped out, removal. */
export default function OrganizerNominationRequestsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useManagedNominationOutlet();
  const title = t('pages:management.tabs.requests');
  const grid = useParticipantsGrid({ nominationId: nomination._id, caption: title });
  const [adding, setAdding] = useState(false);
  const [ordering, setOrdering] = useState(false);
  return (
    <>
      <ManagementGridPage
        title={title}
        purpose={t('pages:management.pages.nominationRequests')}
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => setOrdering(true)}>
              {t('pages:fighters.seedOrder')}
            </Button>
            <Button onClick={() => setAdding(true)}>{t('pages:fighters.add')}</Button>
          </Group>
        }
        grid={grid}
      />
      <AddFighterModal nominationId={nomination._id} opened={adding} onClose={() => setAdding(false)} />
      <SeedOrderModal nominationId={nomination._id} opened={ordering} onClose={() => setOrdering(false)} />
    </>
  );
}
