import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/grid/components/DataGrid';
import type { ImportSummary } from '../../../features/imports/api/imports';
import { ImportReview } from '../../../features/imports/components/ImportReview';
import { useImportsGrid } from '../../../features/imports/hooks/use-imports-grid';
import { ManagementPage } from '../../../components/management/ManagementPage';

/** `/admin/tournament-imports`: uploaded zips waiting for review; each is reviewed, approved or refused here. */
export default function AdminTournamentImportsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const [reviewed, setReviewed] = useState<string | null>(null);
  const review = useCallback((row: ImportSummary) => setReviewed(row._id), []);
  const imports = useImportsGrid({ caption: t('titles.adminTournamentImports'), review });
  return (
    <ManagementPage
      title={t('titles.adminTournamentImports')}
      purpose={t('pages:management.pages.adminTournamentImports')}
      back={{ to: '/admin', label: t('titles.admin') }}
    >
      <DataGrid {...imports} />
      <ImportReview id={reviewed} onClose={() => setReviewed(null)} />
    </ManagementPage>
  );
}
