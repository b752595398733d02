import { Button, Stack } from '@mantine/core';
import { MIN_PREDICTIONS } from '@hema/shared/rating/predictors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';

/**
 * `/idealista`: the best predictors (spec §5: users with 10 or more predictions). No prediction has been made on
 * this server yet, so the list is empty and says what it will show.
 */
export default function IdealistaRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('titles.idealista')}
        description={t('pages:idealista.description', { count: MIN_PREDICTIONS })}
      />
      <EmptyPanel
        icon="target"
        title={t('pages:idealista.emptyTitle')}
        description={t('pages:idealista.emptyText', { count: MIN_PREDICTIONS })}
        actions={
          <Button component={Link} to="/" variant="light">
            {t('pages:idealista.toTournaments')}
          </Button>
        }
      />
    </Stack>
  );
}
