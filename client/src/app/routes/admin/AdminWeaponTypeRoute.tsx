import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CatalogForm } from '../../../features/catalog-admin/components/CatalogForm';
import { CatalogItemPage } from '../../../features/catalog-admin/components/CatalogItemPage';

/** `/admin/weapon-types/{id}`. */
export default function AdminWeaponTypeRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <CatalogItemPage
      resource="weapon-types"
      id={id}
      purpose={t('pages:management.pages.weaponType')}
      back={{ to: '/admin/weapon-types', label: t('titles.adminWeaponTypes') }}
      edit={(item) => <CatalogForm key={item.updatedAt} resource="weapon-types" item={item} />}
      adminListPath="/admin/weapon-types"
    />
  );
}
