import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CatalogForm } from '../../../features/catalog-admin/components/CatalogForm';
import { CatalogItemPage } from '../../../features/catalog-admin/components/CatalogItemPage';

/** `/admin/zones/{id}`. */
export default function AdminZoneRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <CatalogItemPage
      resource="zones"
      id={id}
      purpose={t('pages:management.pages.zone')}
      back={{ to: '/admin/zones', label: t('titles.adminZones') }}
      edit={(item) => <CatalogForm key={item.updatedAt} resource="zones" item={item} />}
      adminListPath="/admin/zones"
    />
  );
}
