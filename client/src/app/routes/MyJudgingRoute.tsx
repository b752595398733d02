import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { MyRings } from '../../features/judge/components/MyRings';

/** `/my/judging`: the rings the signed-in person judges and the field for an invitation code. */
export default function MyJudgingRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Stack gap="md">
      <PageHeader title={t('titles.myJudging')} description={t('pages:judging.description')} />
      <MyRings />
    </Stack>
  );
}
