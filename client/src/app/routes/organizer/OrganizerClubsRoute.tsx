import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ClubForm } from '../../../features/catalog-admin/components/ClubForm';
import { useCatalogGrid } from '../../../features/catalog-admin/hooks/use-catalog-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/organizer/clubs`: paged, sorted and filtered on the server; "Add club" creates one. */
export default function OrganizerClubsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.organizerClubs');
  const grid = useCatalogGrid('clubs', { hrefBase: '/organizer/clubs', caption: title });
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <ManagementGridPage
        title={title}
        purpose={t('pages:management.pages.organizerClubs')}
        actions={<Button onClick={() => setAdding(true)}>{t('pages:people.addClub')}</Button>}
        grid={grid}
      />
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('pages:people.addClub')} centered>
        <ClubForm onSaved={(club) => navigate(`/organizer/clubs/${club._id}`)} />
      </Modal>
    </>
  );
}
