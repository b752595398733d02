import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../components/grid/components/DataGrid';
import { useUserGrid } from '../../features/users/hooks/use-user-grid';

/** `/users`: everyone with an account; a name opens the user pop-up. */
export default function UsersRoute() {
  const { t } = useTranslation();
  const grid = useUserGrid();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('users.title')}
        </Title>
        <Text c="dimmed" maw={640}>
          {t('users.subtitle')}
        </Text>
      </Stack>
      <DataGrid {...grid} />
    </Stack>
  );
}

export { UsersRoute };
