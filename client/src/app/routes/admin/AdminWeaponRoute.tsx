import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CatalogForm } from '../../../features/catalog-admin/components/CatalogForm';
import { CatalogItemPage } from '../../../features/catalog-admin/components/CatalogItemPage';

/** `/admin/weapons/{id}`. */
export default function AdminWeaponRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <CatalogItemPage
      resource="weapons"
      id={id}
      purpose={t('pages:management.pages.weapon')}
      back={{ to: '/admin/weapons', label: t('titles.adminWeapons') }}
      edit={(item) => <CatalogForm key={item.updatedAt} resource="weapons" item={item} />}
      adminListPath="/admin/weapons"
    />
  );
}
