import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CatalogForm } from '../../../features/catalog-admin/components/CatalogForm';
import { useCatalogGrid } from '../../../features/catalog-admin/hooks/use-catalog-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/weapon-types`: paged, sorted and filtered on the server; admins add records here and remove them softly. */
export default function AdminWeaponTypesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminWeaponTypes');
  const grid = useCatalogGrid('weapon-types', {
    hrefBase: '/admin/weapon-types',
    caption: title,
    removable: true,
  });
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const add = t('pages:admin.catalog.add.weapon-types');
  return (
    <>
      <ManagementGridPage
        title={title}
        purpose={t('pages:management.pages.adminWeaponTypes')}
        back={{ to: '/admin', label: t('titles.admin') }}
        actions={<Button onClick={() => setAdding(true)}>{add}</Button>}
        grid={grid}
      />
      <Modal opened={adding} onClose={() => setAdding(false)} title={add} centered>
        <CatalogForm
          resource="weapon-types"
          onSaved={(item) => navigate(`/admin/weapon-types/${item._id}`)}
        />
      </Modal>
    </>
  );
}
