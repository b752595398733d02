import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ClubForm } from '../../../features/catalog-admin/components/ClubForm';
import { useCatalogGrid } from '../../../features/catalog-admin/hooks/use-catalog-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/clubs`: paged, sorted and filtered on the server; admins add records here and remove them softly. */
export default function AdminClubsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminClubs');
  const grid = useCatalogGrid('clubs', { hrefBase: '/admin/clubs', caption: title, removable: true });
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const add = t('pages:admin.catalog.add.clubs');
  return (
    <>
      <ManagementGridPage
        title={title}
        purpose={t('pages:management.pages.adminClubs')}
        back={{ to: '/admin', label: t('titles.admin') }}
        actions={<Button onClick={() => setAdding(true)}>{add}</Button>}
        grid={grid}
      />
      <Modal opened={adding} onClose={() => setAdding(false)} title={add} centered>
        <ClubForm onSaved={(club) => navigate(`/admin/clubs/${club._id}`)} />
      </Modal>
    </>
  );
}
