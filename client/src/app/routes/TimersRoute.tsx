import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { StandaloneTimer } from '../../features/fight-tools/components/StandaloneTimer';

/** `/timers`: a standalone fight timer. */
export default function TimersRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Stack gap={0}>
      <PageHeader title={t('titles.timers')} description={t('pages:timer.description')} />
      <StandaloneTimer />
    </Stack>
  );
}
