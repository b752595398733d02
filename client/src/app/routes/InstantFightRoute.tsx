import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { InstantFight } from '../../features/fight-tools/components/InstantFight';

/** `/instant-fight`: one fight scored with the judges' keys, no account needed. */
export default function InstantFightRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Stack gap={0}>
      <PageHeader title={t('titles.instantFight')} description={t('pages:instantFight.description')} />
      <InstantFight />
    </Stack>
  );
}
