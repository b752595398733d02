import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';

/** `/my/applications`: the signed-in user's tournament applications and their states (spec §4). */
export default function MyApplicationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Stack gap={0}>
      <PageHeader title={t('titles.myApplications')} description={t('pages:myApplications.description')} />
      <EmptyPanel
        icon="mail"
        title={t('pages:myApplications.emptyTitle')}
        description={t('pages:myApplications.emptyText')}
        actions={
          <Button component={Link} to="/" variant="light">
            {t('pages:myApplications.findTournament')}
          </Button>
        }
      />
    </Stack>
  );
}
